import { useTranslation } from "react-i18next";
import { clampLevel } from "#core/rules/number-input.ts";
import { describeSet } from "#core/rules/set-description.ts";
import type { SetEntry } from "#core/schemas/hunter.ts";
import { GameImage } from "#web/components/game/game-image.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

export function SetsBlock({ sets, gameData, className }: BlockProps<{ sets: SetEntry[] }>) {
  const { t } = useTranslation(["hunter", "messages"]);
  const readable = useGameColor();
  // The translation keeps X% (the game-data check refuses one without it), so the level's value fills it.
  const gameText = useGameText();
  const chosen = sets.flatMap((entry, index) => {
    const set = gameData.sets.find((s) => s.name === entry.name);
    return set ? [{ index, entry, set }] : [];
  });
  return (
    <DetailBlock title={t("blocks.sets")} className={className}>
      {chosen.length === 0 ? (
        <p className="text-sm text-lodge-muted">{t("messages:noSetEffects")}</p>
      ) : (
        <ul className="space-y-2.5">
          {chosen.map(({ index, entry, set }) => (
            <li
              key={index}
              className="flex items-start gap-3 rounded-xl border bg-lodge-panel-2/60 p-3"
              style={{ borderColor: `color-mix(in srgb, ${set.color} 45%, transparent)` }}
            >
              <GameImage src={set.image} size={36} />
              <div className="min-w-0">
                <p className="font-bold">
                  <span style={{ color: readable(set.color) }}>{gameText(set.name)}</span>{" "}
                  <span className="text-xs font-semibold text-lodge-muted">
                    {t("general.level", { level: clampLevel(entry.level) })}
                  </span>
                </p>
                <p className="text-sm text-lodge-muted">
                  {describeSet(gameText(set.description), set.value, entry.level)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailBlock>
  );
}
