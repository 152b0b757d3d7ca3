import { useTranslation } from "react-i18next";
import type { ImportRefusal } from "#core/schemas/inventory-import.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { useRuleBreakText } from "#web/components/game/rule-breaks/use-rule-break-text.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import type { ItemDraft } from "../item-draft.ts";

/** An item the server would not save, named as the review shows it, and why. */
export function useRefusalText(): (
  refusal: ImportRefusal,
  number: number,
  draft: ItemDraft | undefined,
) => string {
  const { t } = useTranslation(["scan", "components"]);
  const ruleBreakText = useRuleBreakText();
  const gameText = useGameText();
  const slotName = useSlotName();
  return (refusal, number, draft) => {
    const item = t("refused.item", {
      number,
      rarity: draft ? gameText(draft.rarity) : "",
      type: draft?.itemType ? slotName(draft.itemType) : "",
    });
    switch (refusal.reason) {
      case "no-room":
        return t("refused.noRoom", { item });
      case "incomplete":
        return t("refused.incomplete", { item });
      case "vip-only":
        return t("refused.vipOnly", { item });
      case "unknown-value":
        return t("refused.unknownValue", { item, value: refusal.value });
      case "outside-game-rules":
        return t("components:gameRules.line", {
          where: item,
          text: refusal.breaks.map(ruleBreakText).join(" "),
        });
    }
  };
}
