import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { clampTraitLevel, TRAIT_MAX } from "#core/rules/number-input.ts";
import { setQuicken } from "#core/rules/trait-sync.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES, type TraitName } from "#core/schemas/hunter-constants.ts";
import { TraitStepper } from "../fields/trait-stepper.tsx";
import type { UpdateHunter } from "../use-hunter-draft.ts";
import { SectionTitle } from "./section-title.tsx";

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

const isTraitName = (name: string): name is TraitName => (TRAIT_NAMES as readonly string[]).includes(name);

// Ten traits, levels 0-5; Quicken is the general tab's trait level too (docs/product.md#trait-sync).
export function TraitsTab({ hunter, update, gameData }: Props) {
  const { t } = useTranslation(["builder", "hunter", "messages"]);
  const traits = gameData.traitTypes.filter((t) => isTraitName(t.name));
  if (traits.length === 0)
    return <p className="py-8 text-center text-lodge-muted">{t("messages:traitDataMissing")}</p>;

  const setTrait = (name: TraitName, level: number) =>
    update((h) =>
      name === "Quicken"
        ? setQuicken(h, level)
        : { ...h, traits: { ...h.traits, [name]: clampTraitLevel(level) } },
    );

  return (
    <div className="space-y-4">
      <SectionTitle
        aside={<span className="text-xs text-lodge-muted">{t("traits.levels", { max: TRAIT_MAX })}</span>}
      >
        {t("tabs.Traits")}
      </SectionTitle>
      <ul className="grid gap-3 @2xl:grid-cols-2">
        {traits.map((trait) => {
          const name = trait.name as TraitName;
          return (
            <li key={name}>
              <TraitStepper
                name={name}
                image={trait.image}
                level={hunter.traits[name]}
                note={
                  name === "Quicken"
                    ? t("traits.quickenNote", { field: t("hunter:fields.trait") })
                    : undefined
                }
                onLevel={(level) => setTrait(name, level)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
