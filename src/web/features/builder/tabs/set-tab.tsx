import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { LEVELS } from "#core/rules/number-input.ts";
import { describeSet } from "#core/rules/set-description.ts";
import { takenSetNames } from "#core/rules/set-picks.ts";
import type { HunterInput, SetEntry } from "#core/schemas/hunter.ts";
import { GameImage } from "#web/components/game/game-image.tsx";
import { ChoiceSelect, levelChoices } from "#web/components/ui/choice-select.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import type { UpdateHunter } from "../use-hunter-draft.ts";
import { SectionTitle } from "./section-title.tsx";

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

const SET_POSITIONS = [1, 2, 3] as const;

export function SetTab({ hunter, update, gameData }: Props) {
  const { t } = useTranslation("builder");
  const setEntry = (index: number, change: Partial<SetEntry>) =>
    update((h) => ({
      ...h,
      sets: h.sets.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    }));

  return (
    <div className="space-y-4">
      <SectionTitle>{t("sets.title")}</SectionTitle>
      <ul className="grid gap-4 @3xl:grid-cols-3">
        {SET_POSITIONS.map((n) => (
          <SetPicker
            key={n}
            n={n}
            entry={hunter.sets[n - 1] ?? { name: "", level: 1 }}
            taken={takenSetNames(hunter.sets, n - 1)}
            gameData={gameData}
            onChange={(change) => setEntry(n - 1, change)}
          />
        ))}
      </ul>
    </div>
  );
}

type PickerProps = {
  n: number;
  entry: SetEntry;
  taken: Set<string>;
  gameData: GameData;
  onChange: (change: Partial<SetEntry>) => void;
};

function SetPicker({ n, entry, taken, gameData, onChange }: PickerProps) {
  const { t } = useTranslation("builder");
  const set = gameData.sets.find((s) => s.name === entry.name);
  const readable = useGameColor();
  // Names and the description in the player's game-terms language; the build keeps the English name.
  const gameText = useGameText();
  return (
    <li
      className="rounded-xl border border-lodge-border bg-lodge-panel-2/70 p-4"
      style={set ? { boxShadow: `inset 0 3px 0 ${set.color}` } : undefined}
    >
      <div className="mb-3 flex min-h-10 items-center gap-3">
        {set ? <GameImage src={set.image} size={40} className="rounded-lg bg-lodge-bg/60 p-1.5" /> : null}
        <h3
          className={set ? "text-base font-bold" : "text-base font-bold text-lodge-muted"}
          style={set ? { color: readable(set.color) } : undefined}
        >
          {set ? gameText(set.name) : t("sets.set", { n })}
        </h3>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
        <ChoiceSelect
          label={t("sets.set", { n })}
          value={entry.name}
          choices={gameData.sets.map((s) => ({
            value: s.name,
            label: taken.has(s.name) ? t("sets.alreadyChosen", { name: gameText(s.name) }) : gameText(s.name),
            color: s.color,
            disabled: taken.has(s.name),
          }))}
          onValueChange={(name) => onChange({ name })}
        />
        <ChoiceSelect
          label={t("sets.level", { n })}
          emptyLabel={null}
          value={String(entry.level)}
          choices={levelChoices(LEVELS, (level) => t("sets.levelChoice", { level }))}
          onValueChange={(value) => onChange({ level: Number(value) })}
        />
      </div>
      <p className="mt-3 min-h-10 text-sm text-lodge-muted">
        {set ? describeSet(gameText(set.description), set.value, entry.level) : t("sets.choose")}
      </p>
    </li>
  );
}
