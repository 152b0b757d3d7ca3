import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { groupHeading } from "#core/rules/inventory-filter.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { RosterPage } from "../hunters/roster-page.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import { LoginPage } from "../support/login-page.ts";
import { playerWithSpeedItems } from "./speed-items.ts";

test("the roster marks the hunter whose goal two owned items reach, and its page links to the plan", async ({
  page,
}) => {
  await playerWithSpeedItems(page);
  const swift = await saveHunter(page, 0, { hunterName: "Swift", atkSpdGoal: 1.5 });
  await saveHunter(page, 1, { hunterName: "Relaxed", atkSpdGoal: 2 });
  await saveHunter(page, 2, { hunterName: "Dreamer", atkSpdGoal: 0.25 });

  const roster = new RosterPage(page);
  await roster.goto();
  await expect(roster.card("Swift").getByText(messages.goalReachable(2))).toBeVisible();
  await expectNoSeriousViolations(page, "the roster with a planner badge");
  // Met already, or out of reach: no badge.
  await expect(roster.card("Relaxed")).toBeVisible();
  await expect(roster.card("Relaxed").getByText(/Goal reachable/)).toHaveCount(0);
  await expect(roster.card("Dreamer").getByText(/Goal reachable/)).toHaveCount(0);

  await roster.card("Swift").getByRole("link", { name: "Open hunter page" }).click();
  await expect(page).toHaveURL(new RegExp(`${sharePath(swift)}$`));
  await expect(page.getByText(messages.goalReachable(2))).toBeVisible();
  await page.getByRole("link", { name: messages.planViewLink }).click();
  await new BuilderPage(page).ready();
  await expect(page.getByRole("article", { name: "Plan 1: 2 swaps" })).toBeVisible();
});

test("a friend's shared build is filled from my items and copied to my roster, unsaved, for review", async ({
  page,
  browser,
}) => {
  await registerAndVerify(page);
  const shared = await saveHunter(page, 0, {
    hunterName: "Friend Build",
    atkSpdGoal: 1.7,
    general: { hunterPurpose: "Boss Hunting", guild: 8 },
    items: {
      Ring: {
        rarity: "Legendary",
        attributes: [
          { type: "ATK SPD", value: 7 },
          { type: "HP", value: 5 },
        ],
      },
      Hat: { rarity: "Rare", attributes: [{ type: "DEF", value: 3 }] },
    },
  });

  const mine = await browser.newContext();
  const setup = await mine.newPage();
  const user = await registerAndVerify(setup);
  await addItem(setup, {
    itemType: "Ring",
    rarity: "Heroic",
    attributes: [
      { type: "HP", value: 2 },
      { type: "ATK SPD", value: 5 },
    ],
  });
  await addItem(setup, { itemType: "Ring", rarity: "Legendary", attributes: [{ type: "ATK", value: 7 }] });
  await mine.close();

  // Signed out, the button leads to login, and login comes back to the build.
  const visitor = await browser.newContext();
  const me = await visitor.newPage();
  await me.goto(sharePath(shared));
  await me.getByRole("button", { name: messages.fillTitle }).click();
  await expect(me).toHaveURL(/\/login$/);
  await new LoginPage(me).login(user.email, user.password);
  await expect(me).toHaveURL(new RegExp(`${sharePath(shared)}$`));

  await me.getByRole("button", { name: messages.fillTitle }).click();
  const panel = me.getByRole("region", { name: messages.fillTitle });
  await expect(panel.getByText(messages.fillOverall(50))).toBeVisible();
  const ring = panel.getByRole("listitem").filter({ hasText: "Ring" });
  await expect(ring).toContainText("Heroic");
  await expect(ring).toContainText(groupHeading({ matches: 2, total: 2 }));
  await expect(ring).toContainText("100%");
  await expect(panel.getByRole("listitem").filter({ hasText: "Hat" })).toContainText(messages.fillNoItem);
  await expectNoSeriousViolations(me, "Build this from my inventory");

  await panel.getByRole("button", { name: messages.copyToRoster }).click();
  await expect(me).toHaveURL(/\/builder\?slot=0$/);
  const builder = new BuilderPage(me);
  await builder.ready();
  await expect(me.getByLabel("Hunter Name")).toHaveValue("Friend Build");
  await builder.open("Items");
  await expect(builder.field("Rarity", builder.card("Ring"))).toHaveValue("Heroic");
  await builder.saveButton().click();
  await expect(me.getByText(messages.hunterSaved)).toBeVisible();
  await visitor.close();
});
