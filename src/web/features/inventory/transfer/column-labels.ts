import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import english from "#core/i18n/locales/en/inventory.json";
import { COLUMN_KEYS, type ColumnKey, type ColumnLabels } from "#core/rules/inventory-file.ts";
import type { RowProblem } from "#core/rules/inventory-file-read.ts";
import { useRuleBreakText } from "#web/components/game/rule-breaks/use-rule-break-text.ts";

const englishLabels = english.columns satisfies ColumnLabels;

/**
 * The columns' labels in the player's language, and the label sets an import recognizes a spreadsheet's
 * columns by: the player's own and English, whatever the player reads now.
 */
export function useColumnLabels() {
  const { t, i18n } = useTranslation("inventory");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language only.
  return useMemo(() => {
    const labels = Object.fromEntries(COLUMN_KEYS.map((key) => [key, t(`columns.${key}`)])) as ColumnLabels;
    return { labels, labelSets: [labels, englishLabels] };
  }, [i18n.language]);
}

// The field a problem names, as the column it came from: "attributes.2.type" is the second attribute's.
function fieldLabel(field: string, labels: ColumnLabels): string {
  const attribute = /^attributes\.(\d+)\.(type|value)$/.exec(field);
  const key = attribute ? `attribute${attribute[1]}${attribute[2] === "type" ? "Type" : "Value"}` : field;
  return (labels as Record<string, string>)[key as ColumnKey] ?? field;
}

/** Why a row is not imported, in the player's words. */
export function useReasonText() {
  const { t } = useTranslation("inventory");
  const { labels } = useColumnLabels();
  const ruleBreakText = useRuleBreakText();
  return (problem: RowProblem): string => {
    const field = "field" in problem ? fieldLabel(problem.field, labels) : "";
    const value = "value" in problem ? problem.value : "";
    const reason = (() => {
      switch (problem.reason) {
        case "incomplete":
          return t("transfer.reason.incomplete");
        case "unknown-value":
          return t("transfer.reason.unknownValue", { field, value });
        case "vip-only":
          return t("transfer.reason.vipOnly");
        case "no-room":
          return t("transfer.reason.noRoom");
        case "outside-game-rules":
          return problem.breaks.map(ruleBreakText).join(" ");
        case "bad-number":
          return t("transfer.reason.badNumber", { field, value });
        case "bad-flag":
          return t("transfer.reason.badFlag", { field, value });
        case "invalid":
          return t("transfer.reason.invalid", { field, value });
      }
    })();
    return t("transfer.row", { row: problem.row, reason });
  };
}
