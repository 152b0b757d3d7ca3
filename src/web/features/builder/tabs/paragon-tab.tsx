import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { familyOf, isParagonClass, toggleParagonNode } from "#core/rules/paragon.ts";
import type { HunterInput, ParagonState } from "#core/schemas/hunter.ts";
import { ChoiceSelect } from "#web/components/ui/choice-select.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { ParagonTree } from "../fields/paragon-tree.tsx";
import type { UpdateHunter } from "../use-hunter-draft.ts";
import { SectionTitle } from "./section-title.tsx";

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

export function ParagonTab({ hunter, update, gameData }: Props) {
  const { t } = useTranslation(["builder", "messages"]);
  const readable = useGameColor();
  // The class and skill names in the player's game-terms language; the build keeps the English names.
  const gameText = useGameText();
  const className = hunter.general.hunterClass;
  const family = familyOf(className, gameData);
  if (!isParagonClass(className, gameData) || !family) {
    return <p className="py-10 text-center text-lodge-muted">{t("messages:selectParagonClassFirst")}</p>;
  }
  const data = gameData.paragon[family];
  const { paragon } = hunter;
  const setParagon = (change: (p: ParagonState) => ParagonState) =>
    update((h) => ({ ...h, paragon: change(h.paragon) }));
  const color = gameData.classes.find((c) => c.name === className)?.color;

  return (
    <div className="space-y-6">
      <section className="space-y-4">
        <SectionTitle
          aside={
            <span style={{ color: readable(color) }} className="text-sm font-semibold">
              {gameText(className)}
            </span>
          }
        >
          {t("paragon.skills")}
        </SectionTitle>
        <div className="grid gap-4 @lg:grid-cols-2">
          <ChoiceSelect
            label={t("paragon.second")}
            value={paragon.secondSkill}
            choices={data.secondSkills.map((name) => ({ value: name, label: gameText(name) }))}
            onValueChange={(secondSkill) => setParagon((p) => ({ ...p, secondSkill }))}
          />
          <ChoiceSelect
            label={t("paragon.third")}
            value={paragon.thirdSkill}
            choices={data.thirdSkills.map((name) => ({ value: name, label: gameText(name) }))}
            onValueChange={(thirdSkill) => setParagon((p) => ({ ...p, thirdSkill }))}
          />
        </div>
      </section>
      <section className="space-y-4">
        <SectionTitle
          aside={
            <span className="text-xs text-lodge-muted">
              {t("paragon.chosen", { count: paragon.tree.length, max: 7 })}
            </span>
          }
        >
          {t("paragon.tree")}
        </SectionTitle>
        <ParagonTree
          tree={data.tree}
          selected={paragon.tree}
          accent={color}
          onToggle={(id) => setParagon((p) => ({ ...p, tree: toggleParagonNode(p.tree, id) }))}
        />
        <p className="text-xs text-lodge-muted">{t("messages:paragonEffectsNote")}</p>
      </section>
    </div>
  );
}
