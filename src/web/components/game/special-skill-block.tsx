import { useTranslation } from "react-i18next";
import type { SpecialSkill } from "#core/game-data/schema.ts";
import { LEVELS } from "#core/rules/number-input.ts";
import { ChoiceSelect, levelChoices } from "#web/components/ui/choice-select.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { GameImage } from "./game-image.tsx";

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
  const { t } = useTranslation("components");
  const f = useFormat();
  const gameText = useGameText();
  return (
    <div className={cn("flex flex-col gap-3 border bg-lodge-bg/40 p-3", className)}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <GameImage src={skill.image} size={40} className="rounded-lg bg-lodge-panel p-1" />
        <div className="min-w-0">
          <p className="text-sm font-semibold">{gameText(skill.name)}</p>
          <p className="text-xs text-lodge-muted">{gameText(skill.description)}</p>
        </div>
      </div>
      {skill.skillType === "level" ? (
        <ChoiceSelect
          label={t("specialSkill.level")}
          containerClassName={levelClassName}
          emptyLabel={null}
          value={String(skillLevel)}
          choices={levelChoices(LEVELS, (level) =>
            t("specialSkill.levelChoice", { level, percent: f.percent(skill.options[level - 1] ?? 0, 2) }),
          )}
          onValueChange={(value) => onSkillLevel(Number(value))}
        />
      ) : null}
    </div>
  );
}
