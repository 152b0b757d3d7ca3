import { MOUNT_ITEM_SLOTS, MOUNT_RARITIES } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput, Mount } from "#core/schemas/hunter.ts";
import { ChoiceSelect, namesOf } from "#web/components/ui/choice-select.tsx";
import { MountItemCard, TIER_COLORS } from "../mount/mount-item-card.tsx";
import type { UpdateHunter } from "../use-hunter-draft.ts";
import { SectionTitle } from "./section-title.tsx";

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

const rarityColor = (rarity: string) => TIER_COLORS[`${rarity} Tier`];

export function MountTab({ hunter, update, gameData }: Props) {
  const { mount } = hunter;
  const setMount = (change: Partial<Mount>) => update((h) => ({ ...h, mount: { ...h.mount, ...change } }));
  const skill = gameData.mountSkills.find((s) => s.name === mount.skill);
  const trait = gameData.mountTraits.find((t) => t.name === mount.trait);

  return (
    <div className="space-y-6">
      <section className="space-y-4">
        <SectionTitle>Mount</SectionTitle>
        <div className="grid gap-4 @lg:grid-cols-3">
          <ChoiceSelect
            label="Mount Rarity"
            value={mount.rarity}
            choices={MOUNT_RARITIES.map((r) => ({ value: r, color: rarityColor(r) }))}
            onValueChange={(rarity) => setMount({ rarity: rarity as Mount["rarity"] })}
          />
          <ChoiceSelect
            label="Mount Skill"
            value={mount.skill}
            choices={namesOf(gameData.mountSkills.map((s) => s.name))}
            hint={skill?.description}
            onValueChange={(value) => setMount({ skill: value })}
          />
          <ChoiceSelect
            label="Mount Trait"
            value={mount.trait}
            choices={namesOf(gameData.mountTraits.map((t) => t.name))}
            hint={trait?.description}
            onValueChange={(value) => setMount({ trait: value })}
          />
        </div>
      </section>
      <section className="space-y-4">
        <SectionTitle>Mount Items</SectionTitle>
        <div className="grid gap-4 @3xl:grid-cols-3">
          {MOUNT_ITEM_SLOTS.map((slot) => {
            const def = gameData.mountItems.find((d) => d.name === slot);
            if (!def) return null;
            return (
              <MountItemCard
                key={slot}
                def={def}
                state={mount.items[slot]}
                onChange={(state) =>
                  update((h) => ({ ...h, mount: { ...h.mount, items: { ...h.mount.items, [slot]: state } } }))
                }
              />
            );
          })}
        </div>
      </section>
    </div>
  );
}
