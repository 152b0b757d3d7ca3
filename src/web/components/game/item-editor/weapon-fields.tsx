import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { DEFAULT_BASE_SPEED } from "#core/rules/attack-speed.ts";
import { findSpecial } from "#core/rules/item-editing.ts";
import { LEVELS, normalizeDecimal, parseDecimal } from "#core/rules/number-input.ts";
import { ChoiceSelect, levelChoices } from "#web/components/ui/choice-select.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useFieldMark } from "./field-marks.tsx";

type WeaponState = {
  rarity: string;
  itemName: string;
  baseAtkSpd: string;
  weaponRuneType: string;
  weaponRuneLevel: number;
};

type Props<T extends WeaponState> = {
  weapon: T;
  gameData: GameData;
  onChange: (change: (weapon: T) => T) => void;
};

// The weapon's base attack speed (a special brings its own, so the field locks) and its weapon rune.
export function WeaponFields<T extends WeaponState>({ weapon, gameData, onChange }: Props<T>) {
  const { t } = useTranslation(["components", "messages"]);
  const f = useFormat();
  const baseSpeed = useBaseSpeed();
  const gameText = useGameText();
  const mark = useFieldMark();
  const special = findSpecial(weapon.itemName, weapon.rarity, "Weapon", gameData);
  const rune = gameData.weaponRuneTypes.find((r) => r.name === weapon.weaponRuneType);
  return (
    <div className="grid grid-cols-2 gap-3 @xl:grid-cols-3">
      <ChoiceSelect
        label={t("itemEditor.weaponRune")}
        emptyLabel={t("itemEditor.none")}
        hint={mark("weaponRuneType")?.hint}
        className={mark("weaponRuneType")?.className}
        containerClassName="col-span-2 @xl:col-span-1"
        value={weapon.weaponRuneType}
        choices={gameData.weaponRuneTypes.map((r) => ({
          value: r.name,
          label: t("itemEditor.weaponRuneChoice", { name: gameText(r.name), stat: gameText(r.stat) }),
        }))}
        onValueChange={(weaponRuneType) => onChange((current) => ({ ...current, weaponRuneType }))}
      />
      <ChoiceSelect
        label={t("itemEditor.weaponRuneLevel")}
        containerClassName="col-span-2 @md:col-span-1"
        emptyLabel={null}
        hint={mark("weaponRuneLevel")?.hint}
        className={mark("weaponRuneLevel")?.className}
        disabled={!rune}
        value={String(weapon.weaponRuneLevel)}
        choices={levelChoices(LEVELS, (level) =>
          rune
            ? t("itemEditor.levelBonus", { level, percent: f.percent(rune.options[level - 1] ?? 0, 2) })
            : t("itemEditor.level", { level }),
        )}
        onValueChange={(value) => onChange((current) => ({ ...current, weaponRuneLevel: Number(value) }))}
      />
      <TextField
        label={t("itemEditor.baseAttackSpeed")}
        inputMode="decimal"
        autoComplete="off"
        value={special?.weaponBase !== undefined ? baseSpeed(special.weaponBase) : weapon.baseAtkSpd}
        disabled={special !== undefined}
        className={mark("baseAtkSpd")?.className}
        placeholder={baseSpeed(DEFAULT_BASE_SPEED)}
        hint={
          special === undefined && parseDecimal(weapon.baseAtkSpd) <= 0
            ? t("messages:baseSpeedDefaultUsed", { used: baseSpeed(DEFAULT_BASE_SPEED) })
            : mark("baseAtkSpd")?.hint
        }
        onChange={(event) => {
          const baseAtkSpd = normalizeDecimal(event.target.value);
          onChange((current) => ({ ...current, baseAtkSpd }));
        }}
      />
    </div>
  );
}
