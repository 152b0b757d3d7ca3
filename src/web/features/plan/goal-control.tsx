import { useTranslation } from "react-i18next";
import { clampAtkSpdGoal } from "#core/rules/number-input.ts";
import type { RosterGoal } from "#core/schemas/roster-plan.ts";
import { OPTION_CLASSES } from "#web/components/ui/choice-select.tsx";
import { NumberField } from "#web/components/ui/number-field.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useGameText } from "#web/data/use-game-text.ts";

type Props = {
  name: string;
  goal: RosterGoal;
  // The stats the "Keep high" choice offers (the builder planner's list).
  stats: readonly string[];
  onChange: (goal: RosterGoal) => void;
};

// A hunter's goal in the roster plan, with the builder's controls: the ATK SPD goal field (its hint, and
// its rule: a goal faster than the game's fastest attack is raised to it once typed) and the planner's
// "Keep high" stat.
export function GoalControl({ name, goal, stats, onChange }: Props) {
  const { t } = useTranslation(["plan", "hunter", "builder", "messages"]);
  const raise = () => {
    const atkSpdGoal = clampAtkSpdGoal(goal.atkSpdGoal);
    if (atkSpdGoal !== goal.atkSpdGoal) onChange({ ...goal, atkSpdGoal });
  };
  const gameText = useGameText();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t("order.goalOf", { name })}</legend>
      <NumberField
        kind="decimal"
        label={t("hunter:fields.atkSpdGoal")}
        value={goal.atkSpdGoal}
        hint={t("builder:general.goalHint", { maximum: t("messages:atkSpdGoalHint") })}
        onValueChange={(atkSpdGoal) => onChange({ ...goal, atkSpdGoal })}
        onBlur={raise}
      />
      <Select
        label={t("messages:planKeepHigh")}
        value={goal.stat ?? ""}
        onChange={(event) => onChange({ ...goal, stat: event.target.value })}
      >
        {stats.map((stat) => (
          <option key={stat} value={stat} className={OPTION_CLASSES}>
            {gameText(stat)}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}
