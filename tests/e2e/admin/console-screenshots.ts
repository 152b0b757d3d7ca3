// The console's core screens (docs/product.md#the-console): the overview, the account search, an account's
// page and the audit log, at 1280 and 390 px in both themes. node --import tsx
// tests/e2e/admin/console-screenshots.ts http://localhost:3177 against tests/e2e/serve.mjs started with
// PORT=3177 (its admin socket names the admin).
import {
  baseURL,
  forEachLook,
  headers,
  out,
  signedInContext,
  signUp,
  withBrowser,
} from "../support/screenshots.ts";

process.env.E2E_PORT ??= new URL(baseURL).port;
const { makeAdmin } = await import("../support/staff.ts");
const dir = process.env.SCREENS_DIR ?? out;

await withBrowser(async (browser) => {
  const { setup, user } = await signedInContext(browser, "console");
  await makeAdmin(user.email);
  // Signing up signs a context in as the new player: the player gets a context of their own.
  const playerContext = await browser.newContext({ baseURL });
  const player = await signUp(playerContext.request, "player");
  await playerContext.close();
  const found = await setup.request.get(`/api/admin/users?q=${player.nickname}`);
  if (found.status() !== 200) throw new Error(`search: ${found.status()} ${await found.text()}`);
  const { users } = (await found.json()) as { users: { id: string }[] };
  const playerId = users[0]?.id ?? "";
  for (const data of [
    { kind: "vip-months", months: 3, reason: "Tournament prize" },
    { kind: "slots", count: 2, reason: "Tournament prize" },
  ]) {
    const grant = await setup.request.post(`/api/admin/users/${playerId}/grants`, { data, headers });
    if (grant.status() !== 200) throw new Error(`grant: ${grant.status()} ${await grant.text()}`);
  }
  const storageState = await setup.storageState();
  await setup.close();
  await forEachLook(browser, storageState, async (page, tag) => {
    const shots: [string, string, string][] = [
      ["overview", "/admin", "Overview"],
      ["users", "/admin/users", "Users"],
      ["user", `/admin/users/${playerId}`, player.nickname.toLowerCase()],
      ["audit", "/admin/audit", "Audit log"],
    ];
    for (const [name, path, heading] of shots) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${dir}console-${name}-${tag}.png`, fullPage: true });
    }
  });
});
