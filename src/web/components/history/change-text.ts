import { useTranslation } from "react-i18next";
import type { ChangePart, VersionChange } from "#core/rules/change-summary.ts";
import type { HunterVersionSummary } from "#core/schemas/hunter-history.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// A saved version's line is short: the most telling changes first, the rest counted.
const SHOWN_PARTS = 4;

// The sheet's fields whose values are the game's names (rarities, classes, characteristics); the purpose is
// typed by the player and the others are numbers.
const GAME_NAMED = new Set(["hunterRarity", "hunterClass", "hunterAtkSpdRarity", "characteristic"]);

/**
 * "Ring swapped, Trait Level 3 -> 4" in the reader's language and game-terms choice
 * (docs/decisions.md#2026-11-25-a-versions-change-is-stored-as-data-worded-by-the-reader): a version's change
 * is stored as data (#core/rules/change-summary.ts) and worded here, so two readers of one history each read
 * it in their own language.
 */
export function useChangeText(): (change: VersionChange) => string {
  const { t } = useTranslation(["components", "hunter", "messages", "proof"]);
  const f = useFormat();
  const gameText = useGameText();

  const value = (field: string, v: string | number) => {
    if (typeof v === "number") return f.number(v, 4);
    if (v === "") return t("history.none");
    return GAME_NAMED.has(field) ? gameText(v) : v;
  };
  const slot = (name: string) => t(`itemEditor.slots.${name}` as "itemEditor.slots.Ring");
  const part = (p: ChangePart): string => {
    switch (p.kind) {
      case "renamed":
        return t("history.renamed", { name: p.to });
      case "field":
        return t("history.field", {
          field: t(`hunter:fields.${p.field}`),
          from: value(p.field, p.from),
          to: value(p.field, p.to),
        });
      case "item":
        return p.from
          ? t("history.itemSwapped", { slot: slot(p.slot) })
          : t("history.itemChanged", { slot: slot(p.slot) });
      case "trait":
        return t("history.trait", { trait: gameText(p.trait), from: f.number(p.from), to: f.number(p.to) });
      case "mount":
        return t("history.mount");
      case "paragon":
        return t("history.paragon");
      case "sets":
        return t("history.sets");
    }
  };

  return (change) => {
    const parts = change.parts.map(part);
    const list = parts.slice(0, SHOWN_PARTS).join(t("history.separator"));
    const line = change.created
      ? t("messages:versionCreated")
      : parts.length === 0
        ? t("messages:versionNoChange")
        : parts.length > SHOWN_PARTS
          ? t("history.more", { list, count: parts.length - SHOWN_PARTS })
          : list;
    const told =
      change.restoredRevision === undefined
        ? line
        : t("history.restored", {
            restored: t("messages:versionRestored", { revision: change.restoredRevision }),
            change: line,
          });
    // The save that took a verified build's badge says so (docs/product.md#proof-and-verification).
    return change.verificationRemoved
      ? `${told}${t("history.separator")}${t("proof:history.verificationRemoved")}`
      : told;
  };
}

/** A version's line: worded from its change, or the English line an older version keeps. */
export function useVersionSummary(): (version: Pick<HunterVersionSummary, "summary" | "change">) => string {
  const changeText = useChangeText();
  return (version) => (version.change ? changeText(version.change) : (version.summary ?? ""));
}
