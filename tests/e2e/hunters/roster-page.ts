import { expect, type Locator, type Page } from "@playwright/test";
import { messages } from "#core/messages.ts";

// The Home roster as a player sees it: the overview, the 'Hunters' and 'VIP Hunter' sections, the cards.
export class RosterPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/");
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByText(messages.loadingGameData)).toHaveCount(0);
    await expect(this.section("Hunters")).toBeVisible();
  }

  overview(): Locator {
    return this.page.getByRole("region", { name: "Overview" });
  }

  // One list of the overview: "By Purpose", "By Class" or "By Rarity".
  counts(list: "By Purpose" | "By Class" | "By Rarity"): Locator {
    return this.overview().getByRole("list", { name: list }).getByRole("listitem");
  }

  section(name: "Hunters" | "VIP Hunter"): Locator {
    return this.page.getByRole("region", { name, exact: true });
  }

  card(hunterName: string): Locator {
    return this.page.getByRole("article").filter({ has: this.page.getByRole("link", { name: hunterName }) });
  }

  // The card's actions live in the row that holds the share button.
  actions(hunterName: string): Locator {
    return this.card(hunterName).getByRole("button", { name: "Share hunter" }).locator("..");
  }
}
