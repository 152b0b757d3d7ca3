import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { type BoardSpeed, beyondGameCap, GAME_FASTEST_ATK_SPD } from "#core/rules/speed-cap.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// A speed as a board shows it (docs/product.md#the-games-fastest-attack-on-the-boards): the time the game
// plays, 4 decimals, and at the cap the words "at the cap" with how far the formula goes past it, never a
// faster number. Explore, the leaderboards, the meta, the gap dialog and the profile read it.

/** ["at the cap", "(+0.0143 beyond)"], or the first alone, or null for a build slower than the cap. */
function useCapParts() {
  const { t } = useTranslation("components");
  const f = useFormat();
  return (speed: BoardSpeed): string[] | null => {
    if (!speed.atCap) return null;
    if (speed.overflow === null) return [t("speedCap.atCap")];
    return [t("speedCap.atCap"), `(${t("speedCap.beyond", { overflow: f.fixed(speed.overflow, 4) })})`];
  };
}

/** "at the cap (+0.0143 beyond)", or "at the cap" alone, or null for a build slower than the cap. */
export function useCapWords() {
  const parts = useCapParts();
  return (speed: BoardSpeed): string | null => parts(speed)?.join(" ") ?? null;
}

export function BoardSpeedText({
  speed,
  className,
  capClassName,
}: {
  speed: BoardSpeed;
  className?: string;
  capClassName?: string;
}) {
  const { t } = useTranslation("components");
  const f = useFormat();
  const cap = useCapParts()(speed);
  return (
    <span className={cn("inline-flex flex-col", className)} data-testid="board-speed">
      <span className="font-mono font-bold tabular-nums text-lodge-accent">{f.fixed(speed.ranked, 4)}</span>
      {/* Between the number and its words for text readers; the column draws the break. */}
      {cap ? " " : null}
      {cap ? (
        // Each part on one line: a narrow column breaks between them, never inside the overflow.
        <span
          className={cn(
            "flex flex-wrap justify-end gap-x-1 text-[11px] font-semibold text-lodge-text",
            capClassName,
          )}
          title={t("speedCap.explain", { cap: f.number(GAME_FASTEST_ATK_SPD, 2) })}
        >
          {cap.map((part, index) => (
            // The space is for text readers and copying; the flex gap draws it.
            <Fragment key={part}>
              {index > 0 ? " " : null}
              <span className="whitespace-nowrap">{part}</span>
            </Fragment>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The builder's and the hunter page's mark under the formula's own value: "beyond the game's cap: plays as
 * 0.25", only when the formula gives a faster attack than the game plays.
 */
export function BeyondCapNote({ formula, className }: { formula: number; className?: string }) {
  const { t } = useTranslation("components");
  const f = useFormat();
  if (!beyondGameCap(formula)) return null;
  return (
    <p className={cn("text-xs font-semibold text-lodge-warn", className)} data-testid="beyond-cap">
      {t("speedCap.beyondCap", { cap: f.number(GAME_FASTEST_ATK_SPD, 2) })}
    </p>
  );
}
