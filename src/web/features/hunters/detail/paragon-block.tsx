import { useTranslation } from "react-i18next";
import { familyOf, isParagonClass, normalizeParagonTree, paragonLayout } from "#core/rules/paragon.ts";
import type { ParagonState } from "#core/schemas/hunter.ts";
import { CheckIcon } from "#web/components/ui/icons.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { classColor } from "../game-colors.ts";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

// docs/product.md#hunter-page, #paragon-tree: the 2nd and 3rd skills and the tree of 7 rows (1,3,2,1,2,1,2),
// the chosen 'row-column' nodes lit, node names from the class family's game data.
export function ParagonBlock({
  paragon,
  hunterClass,
  gameData,
  className,
}: BlockProps<{ paragon: ParagonState; hunterClass: string }>) {
  const { t } = useTranslation(["hunter", "messages"]);
  const gameText = useGameText();
  const family = familyOf(hunterClass, gameData);
  const tree = family ? gameData.paragon[family].tree : [];
  const chosen = normalizeParagonTree(paragon.tree);
  const accent = classColor(hunterClass, gameData) ?? "var(--color-lodge-accent)";
  // As in the builder: a class without a paragon tree shows why, not an empty tree.
  if (!family || !isParagonClass(hunterClass, gameData)) {
    return (
      <DetailBlock title={t("blocks.paragon")} className={className}>
        <p className="text-sm text-lodge-muted">{t("messages:noParagonTree")}</p>
      </DetailBlock>
    );
  }
  return (
    <DetailBlock
      title={t("blocks.paragon")}
      className={className}
      aside={
        <span className="text-xs text-lodge-muted">
          {t("paragon.chosen", { count: chosen.length, max: 7 })}
        </span>
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <SkillFact label={t("paragon.second")} value={gameText(paragon.secondSkill)} />
        <SkillFact label={t("paragon.third")} value={gameText(paragon.thirdSkill)} />
      </div>
      <ol className="mt-4 space-y-2" aria-label={t("paragon.tree")}>
        {paragonLayout(tree).map(({ row, nodes }) => {
          return (
            <li key={row} className="flex items-stretch gap-2">
              <span
                aria-hidden="true"
                className="flex w-6 shrink-0 items-center justify-center rounded-md bg-lodge-panel-2 text-xs font-bold text-lodge-muted"
              >
                {row}
              </span>
              <ul
                className="grid flex-1 gap-2"
                style={{ gridTemplateColumns: `repeat(${nodes.length}, minmax(0, 1fr))` }}
              >
                {nodes.map(({ id, node }) => {
                  const selected = chosen.includes(id);
                  return (
                    <li
                      key={id}
                      data-node-id={id}
                      data-selected={selected}
                      className={cn(
                        "flex min-h-12 items-center gap-1.5 rounded-lg border px-2 py-1.5 text-xs sm:gap-2 sm:px-2.5 sm:text-sm",
                        selected
                          ? "border-transparent font-semibold text-lodge-text"
                          : "border-lodge-border/70 bg-lodge-panel-2/40 text-lodge-muted",
                      )}
                      style={
                        selected
                          ? {
                              background: `color-mix(in srgb, ${accent} 22%, transparent)`,
                              boxShadow: `inset 0 0 0 1.5px ${accent}, 0 0 14px -6px ${accent}`,
                            }
                          : undefined
                      }
                    >
                      {selected ? (
                        <CheckIcon size={14} className="shrink-0" style={{ color: accent }} />
                      ) : null}
                      <span className="min-w-0">
                        <span className="block leading-tight break-words">
                          {node ? gameText(node.name) : id}
                        </span>
                        {node?.effect ? (
                          <span className="block text-[11px] font-normal break-words text-lodge-muted">
                            {gameText(node.effect)}
                          </span>
                        ) : null}
                      </span>
                      {selected ? <span className="sr-only">{t("paragon.selected")}</span> : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-xs text-lodge-muted">{t("messages:paragonEffectsNote")}</p>
    </DetailBlock>
  );
}

function SkillFact({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(["messages"]);
  return (
    <div className="rounded-xl bg-lodge-panel-2/60 px-3 py-2">
      <p className="text-[11px] font-bold tracking-wider text-lodge-muted uppercase">{label}</p>
      <p className={cn("font-bold", !value && "text-lodge-muted")}>{value || t("messages:notAvailable")}</p>
    </div>
  );
}
