import { useTranslation } from "react-i18next";
import { MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { Mount } from "#core/schemas/hunter.ts";
import { GameImage } from "#web/components/game/game-image.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

const TIER_COLORS: Record<string, string> = { B: "#4fb8ff", A: "#c084fc", S: "#f5b942" };
const tierColor = (tier: string) => TIER_COLORS[tier.charAt(0)];

export function MountBlock({ mount, gameData, className }: BlockProps<{ mount: Mount }>) {
  const { t } = useTranslation("hunter");
  const f = useFormat();
  // Skill, trait, slot and stat names and the hints in the player's game-terms language.
  const gameText = useGameText();
  const skill = gameData.mountSkills.find((s) => s.name === mount.skill);
  const readable = useGameColor();
  const trait = gameData.mountTraits.find((t) => t.name === mount.trait);
  return (
    <DetailBlock title={t("blocks.mount")} className={className}>
      <div className="grid gap-3 sm:grid-cols-3">
        <MountFact label={t("mount.rarity")} value={mount.rarity} color={tierColor(mount.rarity)} />
        <MountFact
          label={t("mount.skill")}
          value={gameText(mount.skill)}
          hint={skill ? gameText(skill.description) : undefined}
        />
        <MountFact
          label={t("mount.trait")}
          value={gameText(mount.trait)}
          hint={trait ? gameText(trait.description) : undefined}
        />
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {MOUNT_ITEM_SLOTS.map((slot) => {
          const def = gameData.mountItems.find((d) => d.name === slot);
          const state = mount.items[slot];
          const color = tierColor(state.rarity);
          const text = readable(color);
          return (
            <li
              key={slot}
              className="rounded-xl border border-lodge-border bg-lodge-panel-2/60 p-3"
              style={{ borderColor: color ? `color-mix(in srgb, ${color} 45%, transparent)` : undefined }}
            >
              <div className="flex items-center gap-2.5">
                {def ? (
                  <GameImage src={def.image} size={36} className="rounded-lg bg-lodge-bg/60 p-1" />
                ) : null}
                <div>
                  <p className="text-[11px] font-bold tracking-wider text-lodge-muted uppercase">
                    {gameText(slot)}
                  </p>
                  <p className="font-bold" style={{ color: text }}>
                    {state.rarity || <span className="font-semibold text-lodge-muted">{t("empty")}</span>}
                  </p>
                </div>
              </div>
              {state.rarity && def ? (
                <ul className="mt-2 space-y-0.5 text-sm">
                  {def.attributes.flatMap((attr) => {
                    const current = state.attributes[attr.key];
                    const type = attr.selectable ? current?.type : attr.type;
                    // An attribute left at 0 adds nothing: the sheet lists what the item gives.
                    if (!type || !current?.value) return [];
                    return [
                      <li key={attr.key} className="flex justify-between gap-3">
                        <span className="text-lodge-muted">{gameText(type)}</span>
                        <span className="font-semibold tabular-nums">{f.percent(current.value, 2)}</span>
                      </li>,
                    ];
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </DetailBlock>
  );
}

function MountFact({
  label,
  value,
  hint,
  color,
}: {
  label: string;
  value: string;
  hint?: string | undefined;
  color?: string | undefined;
}) {
  const { t } = useTranslation(["messages"]);
  const readable = useGameColor();
  return (
    <div className="rounded-xl bg-lodge-panel-2/60 px-3 py-2">
      <p className="text-[11px] font-bold tracking-wider text-lodge-muted uppercase">{label}</p>
      <p className="font-bold" style={{ color: readable(color) }}>
        {value || <span className="font-semibold text-lodge-muted">{t("messages:notAvailable")}</span>}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-lodge-muted">{hint}</p> : null}
    </div>
  );
}
