import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import { hunterSharePath } from "#core/rules/sharing.ts";
import type { PublicHunterSummary } from "#core/schemas/profile.ts";
import { BoardSpeedText } from "#web/components/game/board-speed.tsx";
import { VerifiedBadge } from "#web/components/game/verified-badge.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { cn } from "#web/lib/cn.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";

const ULTIMATE = "Ultimate";
const orNotAvailable = (text: string) => text.trim() || i18next.t("messages:notAvailable");

// A public hunter of the profile: name, rarity, class, purpose; the card opens the hunter page.
export function ProfileHunterCard({
  userId,
  hunter,
  gameData,
}: {
  userId: string;
  hunter: PublicHunterSummary;
  gameData: GameData | undefined;
}) {
  const { hunterRarity, hunterClass, hunterPurpose } = hunter.general;
  const rarityColor = gameData?.itemRarity.find((r) => r.name === hunterRarity)?.color;
  const classColor = gameData?.classes.find((c) => c.name === hunterClass)?.color;
  const accent = rarityColor ?? "var(--color-lodge-border)";
  const shiny = hunterRarity === ULTIMATE;
  const { t } = useTranslation(["hunter"]);
  const readable = useGameColor();
  const language = useGameTermsLanguage();
  const named = (english: string) => (gameData ? gameText(gameData, language, english) : english);
  return (
    <Link
      to={hunterSharePath(userId, hunter.id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-lodge-border bg-lodge-panel shadow-lg shadow-black/10 transition hover:-translate-y-0.5 hover:border-lodge-accent/50"
      style={{
        backgroundImage: `linear-gradient(160deg, color-mix(in srgb, ${accent} 14%, transparent), transparent 55%)`,
      }}
    >
      <span aria-hidden="true" className="h-1 w-full" style={{ background: accent }} />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="truncate text-lg font-bold group-hover:text-lodge-accent" title={hunter.hunterName}>
          {hunter.hunterName}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-sm">
          <span
            className={cn("font-semibold", shiny && "shiny", !hunterRarity && "text-lodge-muted")}
            style={shiny ? undefined : { color: readable(rarityColor) }}
          >
            {orNotAvailable(named(hunterRarity))}
          </span>
          <span aria-hidden="true" className="text-lodge-border">
            •
          </span>
          <span
            className={cn("font-semibold", !hunterClass && "text-lodge-muted")}
            style={{ color: readable(classColor) }}
          >
            {orNotAvailable(named(hunterClass))}
          </span>
        </span>
        <span className="text-sm text-lodge-muted">
          <span className="sr-only">{t("purposeLabel", { label: t("fields.hunterPurpose") })}</span>
          {orNotAvailable(hunterPurpose)}
        </span>
        {/* As the boards read it (docs/product.md#the-games-fastest-attack-on-the-boards). */}
        <span className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1 text-sm">
          <span className="flex flex-col">
            <span className="text-[11px] uppercase tracking-wide text-lodge-muted">
              {t("general.actualAtkSpd")}
            </span>
            <BoardSpeedText speed={hunter.speed} />
          </span>
          {hunter.verified ? <VerifiedBadge /> : null}
        </span>
      </span>
    </Link>
  );
}
