import { expect, type Locator, type Page } from "@playwright/test";
import { messages } from "#core/messages.ts";

export type Tab = "General" | "Items" | "Mount" | "Traits" | "Paragon" | "Set";

// The Hunter Builder as a player sees it: tabs, cards named by their heading, the side overview.
export class BuilderPage {
  constructor(readonly page: Page) {}

  async gotoSlot(slot: number) {
    await this.page.goto(`/builder?slot=${slot}`);
    await this.ready();
  }

  async gotoHunter(id: string) {
    await this.page.goto(`/builder?hunter=${encodeURIComponent(id)}`);
    await this.ready();
  }

  async ready() {
    await expect(this.page.getByText(messages.loadingGameData)).toHaveCount(0);
    await expect(this.page.getByLabel("Hunter Name")).toBeVisible();
  }

  tab(name: Tab): Locator {
    return this.page.getByRole("tab", { name });
  }

  async open(name: Tab) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  panel(): Locator {
    return this.page.getByRole("tabpanel");
  }

  // An item, mount item or set card, by its heading (Weapon, Horseshoe...).
  card(name: string): Locator {
    return this.panel().getByRole("region", { name, exact: true });
  }

  field(label: string, scope: Locator = this.panel()): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  async choose(label: string, option: string, scope?: Locator) {
    await this.field(label, scope).selectOption({ label: option });
  }

  async fill(label: string, text: string, scope?: Locator) {
    await this.field(label, scope).fill(text);
  }

  async attribute(scope: Locator, row: number, stat: string, value: string) {
    await scope.getByLabel(`Attribute ${row}`, { exact: true }).selectOption({ label: stat });
    await scope.getByLabel(`Attribute ${row} value`, { exact: true }).fill(value);
  }

  summary(): Locator {
    return this.page.getByRole("region", { name: "Build Summary" });
  }

  attackSpeed(): Locator {
    return this.page.getByRole("region", { name: "Attack Speed" });
  }

  saveButton(): Locator {
    return this.page.getByRole("button", { name: /^(Save|Update) Hunter$/ });
  }
}
