import type { ItemRarity, Special } from "./schema.ts";
import type { IssuePath, Report } from "./validate.ts";

const POSITIONS = [1, 2, 3, 4, 5] as const;

// A special's attributes must fit its rarity: the item editor cuts attributes to the rarity's count,
// so a named attribute beyond it would silently vanish.
export function checkSpecial(
  special: Special,
  path: IssuePath,
  rarities: readonly ItemRarity[],
  attributes: ReadonlySet<string>,
  report: Report,
) {
  const rarity = rarities.find((r) => r.name === special.itemType);
  if (!rarity) {
    const names = rarities.map((r) => r.name).join(", ");
    report([...path, "itemType"], `"${special.itemType}" is not an item rarity (one of ${names})`);
  }
  const seen = new Set<string>();
  for (const n of POSITIONS) {
    const name = special[`itemAttribute${n}`];
    const value = special[`itemAttributeValue${n}`];
    if (name === "") {
      if (value !== 0)
        report([...path, `itemAttributeValue${n}`], `must be 0 while itemAttribute${n} is empty`);
      continue;
    }
    const at = [...path, `itemAttribute${n}`];
    if (!attributes.has(name)) report(at, `"${name}" is not one of the attributes`);
    if (seen.has(name)) report(at, `duplicate "${name}"`);
    seen.add(name);
    if (rarity && n > rarity.attributeCount) {
      report(at, `must be empty: ${rarity.name} items have ${rarity.attributeCount} attributes`);
    }
  }
  if (special.itemSlot === "Weapon" && special.weaponBase === undefined) {
    report([...path, "weaponBase"], "a weapon needs its base attack speed");
  }
  if (special.itemSlot !== "Weapon" && special.weaponBase !== undefined) {
    report([...path, "weaponBase"], "only weapons have a base attack speed");
  }
  const skill = special.skill;
  if (skill.skillType === "level") {
    if (!attributes.has(skill.stat)) {
      report([...path, "skill", "stat"], `"${skill.stat}" is not one of the attributes`);
    }
    return;
  }
  const stats = Object.keys(skill.attributesValues);
  if (stats.length === 0) report([...path, "skill", "attributesValues"], "must give at least one stat");
  for (const stat of stats) {
    if (!attributes.has(stat)) {
      report([...path, "skill", "attributesValues", stat], `"${stat}" is not one of the attributes`);
    }
  }
}
