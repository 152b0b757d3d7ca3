import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { SheetField } from "#core/rules/hunter-fields.ts";
import {
  clampAtkSpdGoal,
  clampGuild,
  clampTechnology,
  GUILD_GAME_MAX,
  TECHNOLOGY_MAX,
} from "#core/rules/number-input.ts";
import { changeHunterClass } from "#core/rules/paragon.ts";
import { setGeneralTrait } from "#core/rules/trait-sync.ts";
import type { General, HunterInput } from "#core/schemas/hunter.ts";
import { HUNTER_PURPOSE_MAX } from "#core/schemas/hunter-constants.ts";
import { ChoiceOptions, ChoiceSelect, OPTION_CLASSES } from "#web/components/ui/choice-select.tsx";
import { NumberField } from "#web/components/ui/number-field.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { rarityColor } from "../rarity-color.ts";
import type { UpdateHunter } from "../use-hunter-draft.ts";
import { SectionTitle } from "./section-title.tsx";

// Technology and guild: percents the game caps, each clamped to its maximum as typed.
const LIMITED_PERCENTS = [
  ["technology", TECHNOLOGY_MAX, clampTechnology],
  ["guild", GUILD_GAME_MAX, clampGuild],
] as const;

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

export function GeneralTab({ hunter, update, gameData }: Props) {
  const { t } = useTranslation(["builder", "hunter", "messages"]);
  const f = useFormat();
  // A number is typed bare, so its unit goes in its label ("Technology %").
  const inputLabel = (field: SheetField) =>
    field === "technology" || field === "guild"
      ? t("general.withPercent", { label: t(`hunter:fields.${field}`) })
      : t(`hunter:fields.${field}`);
  const general = hunter.general;
  const readable = useGameColor();
  // Game names and hints in the player's game-terms language; each select's value stays the English name.
  const gameText = useGameText();
  const set = <K extends keyof General>(key: K, value: General[K]) =>
    update((h) => ({ ...h, general: { ...h.general, [key]: value } }));
  const classChoices = (paragon: boolean) =>
    gameData.classes
      .filter((c) => c.paragon === paragon)
      .map((c) => ({ value: c.name, label: gameText(c.name), color: c.color }));
  const classColor = gameData.classes.find((c) => c.name === general.hunterClass)?.color;
  const characteristic = gameData.characteristics.find((c) => c.name === general.characteristic);

  return (
    <div className="space-y-6">
      <section className="space-y-4">
        <SectionTitle>{t("general.identity")}</SectionTitle>
        <div className="grid gap-4 @lg:grid-cols-2">
          <ChoiceSelect
            label={inputLabel("hunterRarity")}
            value={general.hunterRarity}
            choices={gameData.hunterRarity.map((name) => ({
              value: name,
              label: gameText(name),
              color: rarityColor(name, gameData),
            }))}
            onValueChange={(value) => set("hunterRarity", value)}
          />
          <Select
            label={inputLabel("hunterClass")}
            value={general.hunterClass}
            style={classColor ? { color: readable(classColor) } : undefined}
            onChange={(event) => update((h) => changeHunterClass(h, event.target.value, gameData))}
          >
            <option value="" className={OPTION_CLASSES}>
              {t("general.none")}
            </option>
            <optgroup label={t("general.baseClasses")} className={OPTION_CLASSES}>
              <ChoiceOptions choices={classChoices(false)} />
            </optgroup>
            <optgroup label={t("general.paragonClasses")} className={OPTION_CLASSES}>
              <ChoiceOptions choices={classChoices(true)} />
            </optgroup>
          </Select>
          <TextField
            label={inputLabel("hunterPurpose")}
            value={general.hunterPurpose}
            maxLength={HUNTER_PURPOSE_MAX}
            placeholder={t("general.purposePlaceholder")}
            onChange={(event) => set("hunterPurpose", event.target.value)}
          />
          <ChoiceSelect
            label={inputLabel("characteristic")}
            value={general.characteristic}
            choices={gameData.characteristics.map((c) => ({ value: c.name, label: gameText(c.name) }))}
            hint={characteristic ? gameText(characteristic.description) : undefined}
            onValueChange={(value) => set("characteristic", value)}
          />
        </div>
      </section>
      <section className="space-y-4">
        <SectionTitle>{t("speed.title")}</SectionTitle>
        <div className="grid gap-4 @lg:grid-cols-2">
          <ChoiceSelect
            label={inputLabel("hunterAtkSpdRarity")}
            value={general.hunterAtkSpdRarity}
            choices={gameData.hunterAttackSpeedRarity.map((r) => ({
              value: r.label,
              label: gameText(r.label),
            }))}
            onValueChange={(value) => set("hunterAtkSpdRarity", value)}
          />
          <ChoiceSelect
            label={inputLabel("trait")}
            value={String(general.trait)}
            emptyLabel={null}
            choices={gameData.traits.map((trait, level) => ({
              value: String(level),
              label: gameText(trait.label),
            }))}
            hint={t("general.traitHint")}
            onValueChange={(value) => update((h) => setGeneralTrait(h, Number(value)))}
          />
          {LIMITED_PERCENTS.map(([key, max, clamp]) => (
            <NumberField
              key={key}
              kind="decimal"
              label={inputLabel(key)}
              max={max}
              value={general[key]}
              hint={t("general.maximum", { max: f.number(max) })}
              onValueChange={(value) => set(key, clamp(value))}
            />
          ))}
          <NumberField
            kind="decimal"
            label={inputLabel("atkSpdGoal")}
            value={hunter.atkSpdGoal}
            hint={t("general.goalHint", { maximum: t("messages:atkSpdGoalHint") })}
            onValueChange={(atkSpdGoal) => update((h) => ({ ...h, atkSpdGoal }))}
            // A goal faster than the game's fastest attack is raised to it once typed (the server does the same).
            onBlur={() => update((h) => ({ ...h, atkSpdGoal: clampAtkSpdGoal(h.atkSpdGoal) }))}
          />
        </div>
      </section>
    </div>
  );
}
