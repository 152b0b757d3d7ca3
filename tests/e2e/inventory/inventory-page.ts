import { expect, type Locator, type Page } from "@playwright/test";
import { messages } from "#core/messages.ts";

export type NewItem = {
  type: string;
  rarity: string;
  quality?: string;
  name?: string;
  skillLevel?: string;
  attributes?: [string, string][];
  rune?: [string, string];
  engraved?: boolean;
  inheritable?: boolean;
};

// The Inventory screen as a player sees it: title, Filters and Add Item, the item cards and the dialogs.
export class InventoryPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/inventory");
    await expect(this.page.getByText(messages.loadingInventory)).toHaveCount(0);
    await expect(this.title()).toBeVisible();
  }

  title(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  addButton(): Locator {
    return this.page.getByRole("button", { name: "Add Item", exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  // An item card, by its rarity and its name (or type for a regular item), e.g. "Ultimate Dawnbreaker".
  card(label: string): Locator {
    return this.page.getByRole("article", { name: label, exact: true });
  }

  cards(): Locator {
    return this.page.getByRole("article");
  }

  async fillItem(item: NewItem) {
    const dialog = this.dialog();
    await dialog.getByLabel("Item Type", { exact: true }).selectOption(item.type);
    await dialog.getByLabel("Rarity", { exact: true }).selectOption(item.rarity);
    if (item.quality) await dialog.getByLabel("Quality", { exact: true }).selectOption(item.quality);
    if (item.name) await dialog.getByLabel("Item Name", { exact: true }).selectOption(item.name);
    if (item.skillLevel) {
      await dialog.getByLabel("Skill Level", { exact: true }).selectOption({ label: item.skillLevel });
    }
    for (const [i, [stat, value]] of (item.attributes ?? []).entries()) {
      await this.typeStat(dialog.getByRole("combobox", { name: `Attribute ${i + 1}`, exact: true }), stat);
      await dialog.getByLabel(`Attribute ${i + 1} value`, { exact: true }).fill(value);
    }
    if (item.rune) {
      await dialog.getByLabel("Rune Type", { exact: true }).selectOption(item.rune[0]);
      await dialog.getByLabel("Rune Value", { exact: true }).fill(item.rune[1]);
    }
    if (item.engraved) await dialog.getByLabel("Engraved").check();
    if (item.inheritable) await dialog.getByRole("switch", { name: "Inheritable" }).click();
  }

  // An attribute's type-ahead: the name typed in full, then Tab takes it (docs/product.md#quick-entry).
  async typeStat(field: Locator, name: string) {
    await field.fill(name);
    await field.press("Tab");
    await expect(field).toHaveValue(name);
  }

  async addItem(item: NewItem) {
    await this.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await this.fillItem(item);
    await this.dialog().getByRole("button", { name: "Save Item" }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async openFilters() {
    const toggle = this.page.getByRole("button", { name: /^Filters/ });
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    return this.page.getByRole("region", { name: "Filters" });
  }

  chip(group: string, value: string, scope: Locator | Page = this.page): Locator {
    return scope
      .getByRole("group", { name: new RegExp(`^${group}`) })
      .getByRole("button", { name: value, exact: true });
  }

  presets(scope: Locator | Page = this.page): Locator {
    return scope.getByRole("region", { name: "Presets" });
  }

  async savePreset(name: string, scope?: Locator) {
    const presets = this.presets(scope);
    await presets.getByLabel("Preset name").fill(name);
    await presets.getByRole("button", { name: "Save Preset" }).click();
  }

  groupHeadings(): Locator {
    return this.page.getByRole("heading", { name: /Attribute Matches$/ });
  }
}
