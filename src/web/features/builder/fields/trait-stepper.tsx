import { useId } from "react";
import { useTranslation } from "react-i18next";
import { clampTraitLevel, TRAIT_MAX } from "#core/rules/number-input.ts";
import { GameImage } from "#web/components/game/game-image.tsx";
import { TraitPips } from "#web/components/game/trait-pips.tsx";
import { PlusIcon } from "#web/components/ui/icons.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { MinusIcon } from "../builder-icons.tsx";

type Props = {
  name: string;
  image: string;
  level: number;
  note?: string | undefined;
  onLevel: (level: number) => void;
};

const stepClasses =
  "inline-flex size-10 items-center justify-center rounded-lg border border-lodge-border bg-lodge-panel text-lodge-text transition hover:border-lodge-accent/60 disabled:cursor-not-allowed disabled:opacity-40";

// A trait's level 0-5: minus/plus buttons around a typed number, with pips showing the level.
export function TraitStepper({ name: english, image, level, note, onLevel }: Props) {
  const { t } = useTranslation("builder");
  // The trait's name is the game's: in the player's game-terms language.
  const name = useGameText()(english);
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-xl border border-lodge-border bg-lodge-panel-2/70 p-3">
      <GameImage src={image} size={44} className="rounded-lg bg-lodge-bg/60 p-1.5" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block truncate text-sm font-semibold">
          {name}
        </label>
        <TraitPips
          level={level}
          className="mt-1.5 gap-1"
          pipClassName="h-1.5 w-5 rounded-full"
          offClassName="bg-lodge-border"
        />
        {note ? <p className="mt-1 text-xs text-lodge-muted">{note}</p> : null}
      </div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={stepClasses}
          aria-label={t("traits.lower", { name })}
          disabled={level <= 0}
          onClick={() => onLevel(level - 1)}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          min={0}
          max={TRAIT_MAX}
          step={1}
          value={level}
          className="h-10 w-12 rounded-lg border border-lodge-border bg-lodge-bg/60 text-center font-bold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          onChange={(event) => onLevel(clampTraitLevel(Number(event.target.value)))}
        />
        <button
          type="button"
          className={stepClasses}
          aria-label={t("traits.raise", { name })}
          disabled={level >= TRAIT_MAX}
          onClick={() => onLevel(level + 1)}
        >
          <PlusIcon size={18} />
        </button>
      </div>
    </div>
  );
}
