import type { ParagonFamily } from "#core/game-data/schema.ts";
import { isNodeSelectable, nodeId, paragonLayout } from "#core/rules/paragon.ts";
import { CheckIcon } from "#web/components/ui/icons.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";

type Props = {
  tree: ParagonFamily["tree"];
  selected: readonly string[];
  accent?: string | undefined;
  onToggle: (id: string) => void;
};

// Seven rows of 1,3,2,1,2,1,2 nodes (docs/product.md#paragon-tree): one node per row, a row opens once the row above
// has one. Each node is a toggle button; its id ('row-column') is on data-node-id.
export function ParagonTree({ tree, selected, accent, onToggle }: Props) {
  const gameText = useGameText();
  return (
    <ol className="space-y-2.5">
      {paragonLayout(tree).map(({ row, nodes }) => {
        const open = isNodeSelectable(selected, nodeId(row, 1));
        return (
          <li key={row} className="flex items-stretch gap-2.5">
            <span
              className={cn(
                "flex w-7 shrink-0 items-center justify-center rounded-lg text-xs font-bold",
                open ? "bg-lodge-panel-2 text-lodge-text" : "bg-lodge-panel-2/40 text-lodge-muted/60",
              )}
              aria-hidden="true"
            >
              {row}
            </span>
            <div
              className="grid flex-1 gap-2"
              style={{ gridTemplateColumns: `repeat(${nodes.length}, minmax(0, 1fr))` }}
            >
              {nodes.map(({ id, node }) => {
                const chosen = selected.includes(id);
                const selectable = chosen || isNodeSelectable(selected, id);
                return (
                  <button
                    key={id}
                    type="button"
                    data-node-id={id}
                    aria-pressed={chosen}
                    disabled={!selectable}
                    onClick={() => onToggle(id)}
                    style={
                      chosen && accent
                        ? { borderColor: accent, boxShadow: `0 0 16px -4px ${accent}` }
                        : undefined
                    }
                    className={cn(
                      "min-h-14 min-w-0 rounded-xl border px-3 py-2 text-left break-words transition",
                      chosen
                        ? "border-lodge-accent bg-lodge-accent/15"
                        : "border-lodge-border bg-lodge-panel-2/70 hover:border-lodge-accent/50",
                      !selectable && "cursor-not-allowed opacity-40 hover:border-lodge-border",
                    )}
                  >
                    <span className="flex items-center justify-between gap-2 text-sm font-semibold">
                      {node ? gameText(node.name) : id}
                      {chosen ? <CheckIcon size={16} className="shrink-0 text-lodge-accent" /> : null}
                    </span>
                    {node?.effect ? (
                      <span className="block text-xs text-lodge-muted">{gameText(node.effect)}</span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
