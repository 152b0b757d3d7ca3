// A fresh player per test: nicknames are 3-15 letters and digits and unique (docs/product.md#account-inputs).
export type TestUser = { email: string; password: string; nickname: string };

let counter = 0;

export function uniqueUser(prefix = "h"): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  const nickname = `${prefix}${tag}`.slice(0, 15);
  return { email: `${nickname}@example.test`, password: "hunter-pass-1", nickname };
}
