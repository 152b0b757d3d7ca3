import type { SpecialSkill } from "#core/game-data/schema.ts";
import { LEVELS } from "#core/rules/number-input.ts";
import { ChoiceSelect, levelChoices } from "#web/components/ui/choice-select.tsx";
import { cn } from "#web/lib/cn.ts";

type Props = {
  skill: SpecialSkill;
  skillLevel: number;
  onSkillLevel: (level: number) => void;
  // The frame and breakpoints of the form it sits in.
  className: string;
  levelClassName: string;
};

// A special item's skill: a level-type skill offers skill levels 1-3 (docs/product.md#item-editing), a value-type one is fixed.
export function SpecialSkillBlock({ skill, skillLevel, onSkillLevel, className, levelClassName }: Props) {
  return (
    <div className={cn("flex flex-col gap-3 border bg-lodge-bg/40 p-3", className)}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <img
          src={skill.image}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-lg bg-lodge-panel p-1"
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold">{skill.name}</p>
          <p className="text-xs text-lodge-muted">{skill.description}</p>
        </div>
      </div>
      {skill.skillType === "level" ? (
        <ChoiceSelect
          label="Skill Level"
          containerClassName={levelClassName}
          emptyLabel={null}
          value={String(skillLevel)}
          choices={levelChoices(LEVELS, (n) => `Level ${n} (+${skill.options[n - 1]}%)`)}
          onValueChange={(value) => onSkillLevel(Number(value))}
        />
      ) : null}
    </div>
  );
}
