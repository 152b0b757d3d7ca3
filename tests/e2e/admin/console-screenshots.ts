// The console's core screens (docs/product.md#the-console): the overview, the account search, an account's
// page and the audit log, at 1280 and 390 px in both themes. node --import tsx
// tests/e2e/admin/console-screenshots.ts http://localhost:3177 against tests/e2e/serve.mjs started with
// PORT=3177 (its admin socket names the admin).
import {
  baseURL,
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  signUp,
  withBrowser,
} from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  // Signing up signs a context in as the new player: the player gets a context of their own.
  const playerContext = await browser.newContext({ baseURL });
  const player = await signUp(playerContext.request, "player");
  await playerContext.close();
  const { storageState, made: playerId } = await preparedPlayer(
    browser,
    "console",
    async (request) => {
      const found = await expectStatus(
        await request.get(`/api/admin/users?q=${player.nickname}`),
        200,
        "search",
      );
      const { users } = (await found.json()) as { users: { id: string }[] };
      const id = users[0]?.id ?? "";
      for (const data of [
        { kind: "vip-months", months: 3, reason: "Tournament prize" },
        { kind: "slots", count: 2, reason: "Tournament prize" },
      ]) {
        await expectStatus(
          await request.post(`/api/admin/users/${id}/grants`, { data, headers }),
          200,
          "grant",
        );
      }
      return id;
    },
    { admin: true },
  );
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
      await shot(page, `console-${name}-${tag}`, { fullPage: true });
    }
  });
});
