import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { DEFAULT_BASE_SPEED } from "#core/rules/attack-speed.ts";
import { findSpecial } from "#core/rules/item-editing.ts";
import { LEVELS, normalizeDecimal, parseDecimal } from "#core/rules/number-input.ts";
import { ChoiceSelect, levelChoices } from "#web/components/ui/choice-select.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";

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
  const special = findSpecial(weapon.itemName, weapon.rarity, "Weapon", gameData);
  const rune = gameData.weaponRuneTypes.find((r) => r.name === weapon.weaponRuneType);
  return (
    <div className="grid grid-cols-2 gap-3 @xl:grid-cols-3">
      <ChoiceSelect
        label="Weapon Rune"
        containerClassName="col-span-2 @xl:col-span-1"
        value={weapon.weaponRuneType}
        choices={gameData.weaponRuneTypes.map((r) => ({ value: r.name, label: `${r.name} (${r.stat})` }))}
        onValueChange={(weaponRuneType) => onChange((current) => ({ ...current, weaponRuneType }))}
      />
      <ChoiceSelect
        label="Weapon Rune Level"
        containerClassName="col-span-2 @md:col-span-1"
        emptyLabel={null}
        disabled={!rune}
        value={String(weapon.weaponRuneLevel)}
        choices={levelChoices(LEVELS, (n) => (rune ? `Level ${n} (+${rune.options[n - 1]}%)` : `Level ${n}`))}
        onValueChange={(value) => onChange((current) => ({ ...current, weaponRuneLevel: Number(value) }))}
      />
      <TextField
        label="Base Attack Speed"
        inputMode="decimal"
        autoComplete="off"
        value={special?.weaponBase !== undefined ? String(special.weaponBase) : weapon.baseAtkSpd}
        disabled={special !== undefined}
        placeholder={String(DEFAULT_BASE_SPEED)}
        hint={
          special === undefined && parseDecimal(weapon.baseAtkSpd) <= 0
            ? messages.baseSpeedDefaultUsed(String(DEFAULT_BASE_SPEED))
            : undefined
        }
        onChange={(event) => {
          const baseAtkSpd = normalizeDecimal(event.target.value);
          onChange((current) => ({ ...current, baseAtkSpd }));
        }}
      />
    </div>
  );
}
