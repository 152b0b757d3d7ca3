import type { Special } from "#core/game-data/schema.ts";
import { ChoiceSelect, levelChoices } from "../fields/choice-select.tsx";

type Props = { special: Special; skillLevel: number; onSkillLevel: (level: number) => void };

// A special item's skill: a level-type skill offers skill levels 1-3 (spec §3), a value-type one is fixed.
export function SpecialSkill({ special, skillLevel, onSkillLevel }: Props) {
  const { skill } = special;
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg border border-lodge-border/70 bg-lodge-bg/40 p-3 @md:flex-row @md:items-end">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <img src={skill.image} alt="" className="size-10 shrink-0 rounded-lg bg-lodge-panel p-1" />
        <div className="min-w-0">
          <p className="text-sm font-semibold">{skill.name}</p>
          <p className="text-xs text-lodge-muted">{skill.description}</p>
        </div>
      </div>
      {skill.skillType === "level" ? (
        <ChoiceSelect
          label="Skill Level"
          containerClassName="@md:w-44"
          emptyLabel={null}
          value={String(skillLevel)}
          choices={levelChoices([1, 2, 3], (n) => `Level ${n} (+${skill.options[n - 1]}%)`)}
          onValueChange={(value) => onSkillLevel(Number(value))}
        />
      ) : null}
    </div>
  );
}
