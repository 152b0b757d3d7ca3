import { useTranslation } from "react-i18next";
import { MOUNT_ITEM_SLOTS, MOUNT_RARITIES } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput, Mount } from "#core/schemas/hunter.ts";
import { ChoiceSelect } from "#web/components/ui/choice-select.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { MountItemCard, TIER_COLORS } from "../mount/mount-item-card.tsx";
import type { UpdateHunter } from "../use-hunter-draft.ts";
import { SectionTitle } from "./section-title.tsx";

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

// The mount's skill and trait: each a named choice from the game data, described under its select.
const MOUNT_CHOICES = ["skill", "trait"] as const;

const rarityColor = (rarity: string) => TIER_COLORS[`${rarity} Tier`];

export function MountTab({ hunter, update, gameData }: Props) {
  const { t } = useTranslation("builder");
  const { mount } = hunter;
  // Names and hints in the player's game-terms language; the build keeps the English name.
  const gameText = useGameText();
  const setMount = (change: Partial<Mount>) => update((h) => ({ ...h, mount: { ...h.mount, ...change } }));

  return (
    <div className="space-y-6">
      <section className="space-y-4">
        <SectionTitle>{t("mount.title")}</SectionTitle>
        <div className="grid gap-4 @lg:grid-cols-3">
          <ChoiceSelect
            label={t("mount.rarity")}
            value={mount.rarity}
            choices={MOUNT_RARITIES.map((r) => ({ value: r, color: rarityColor(r) }))}
            onValueChange={(rarity) => setMount({ rarity: rarity as Mount["rarity"] })}
          />
          {MOUNT_CHOICES.map((key) => {
            const list = key === "skill" ? gameData.mountSkills : gameData.mountTraits;
            const chosen = list.find((c) => c.name === mount[key]);
            return (
              <ChoiceSelect
                key={key}
                label={t(`mount.${key}`)}
                value={mount[key]}
                choices={list.map((c) => ({ value: c.name, label: gameText(c.name) }))}
                hint={chosen ? gameText(chosen.description) : undefined}
                onValueChange={(value) => setMount({ [key]: value })}
              />
            );
          })}
        </div>
      </section>
      <section className="space-y-4">
        <SectionTitle>{t("mount.items")}</SectionTitle>
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
