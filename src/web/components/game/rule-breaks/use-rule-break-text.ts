import { useTranslation } from "react-i18next";
import type { RuleBreak } from "#core/rules/game-bounds/breaks.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// A break of the game's rules (#core/rules/game-bounds/breaks.ts) in the player's language
// (docs/product.md#the-games-rules-on-every-value): what is wrong, and where when the field is not in view.

/** What is wrong with the value, for the line under its own field: "12 is above the game's maximum of 8." */
export function useRuleBreakProblem(): (ruleBreak: RuleBreak) => string {
  const { t } = useTranslation("components");
  const f = useFormat();
  const gameText = useGameText();
  return (ruleBreak) => {
    const { value, min, max } = ruleBreak;
    const shown = typeof value === "number" ? f.number(value, 4) : gameText(value);
    if (ruleBreak.kind === "attribute-once") return t("gameRules.once", { value: shown });
    if (min === undefined) return t("gameRules.max", { value: shown, max: f.number(max ?? 0, 4) });
    return t("gameRules.range", { value: shown, min: f.number(min, 4), max: f.number(max ?? 0, 4) });
  };
}

/** Where the value is and what is wrong: "Ring, attribute 2: 12 is above the game's maximum of 8." */
export function useRuleBreakText(): (ruleBreak: RuleBreak) => string {
  const { t } = useTranslation("components");
  const slotName = useSlotName();
  const gameText = useGameText();
  const problem = useRuleBreakProblem();
  const whereOf = (ruleBreak: RuleBreak): string => {
    const slot = ruleBreak.slot ? slotName(ruleBreak.slot) : "";
    switch (ruleBreak.kind) {
      case "attribute-max":
      case "attribute-once":
        return t("gameRules.where.attribute", { slot, number: ruleBreak.row ?? 1 });
      case "base-speed":
        return t("gameRules.where.baseSpeed", { slot });
      case "weapon-rune-level":
        return t("gameRules.where.weaponRuneLevel", { slot });
      case "skill-level":
        return t("gameRules.where.skillLevel", { slot });
      case "set-level":
        return t("gameRules.where.setLevel", { number: ruleBreak.row ?? 1 });
      case "trait-level":
        return t("gameRules.where.trait", { name: gameText(ruleBreak.field.replace(/^traits\./, "")) });
    }
  };
  return (ruleBreak) => t("gameRules.line", { where: whereOf(ruleBreak), text: problem(ruleBreak) });
}
