import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import { hunterSharePath } from "#core/rules/sharing.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { Badge, WaitingToSyncBadge } from "#web/components/ui/badge.tsx";
import { LockIcon } from "#web/components/ui/icons.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { isFullyEngraved, rarityColor } from "../game-colors.ts";
import {
  CompareIcon,
  EyeIcon,
  EyeOffIcon,
  GlobeIcon,
  PageIcon,
  ShareIcon,
  SparkleIcon,
} from "../hunter-icons.tsx";
import { orNotAvailable, RarityClassRows } from "../hunter-traits.tsx";

type Props = {
  hunter: OwnHunter;
  gameData: GameData;
  busy: boolean;
  onShare: (hunter: OwnHunter) => void;
  onToggleVisibility: (hunter: OwnHunter) => void;
  // Set when the goal is not met but owned items could meet it in this many swaps
  // (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build).
  reachableIn?: number | undefined;
  // Changed offline, not yet accepted by the server (docs/decisions.md#2026-11-24-edits-made-offline).
  waiting?: boolean;
};

const actionClasses =
  "inline-flex size-10 items-center justify-center rounded-xl border border-lodge-border bg-lodge-panel text-lodge-muted transition hover:border-lodge-accent/60 hover:text-lodge-accent disabled:opacity-50";

// The whole card is one stretched link: on one's own roster it edits the hunter (the read-only page is an
// action beside Share), unless the hunter is read-only, when it opens the page
// (docs/product.md#home-roster). The actions sit above that link. They show
// on hover with a mouse, always on touch screens, and whenever focus is inside the card.
export function HunterCard({
  hunter,
  gameData,
  busy,
  onShare,
  onToggleVisibility,
  reachableIn,
  waiting = false,
}: Props) {
  const { t } = useTranslation(["roster", "hunter", "messages"]);
  const { general } = hunter;
  const accent = rarityColor(general.hunterRarity, gameData) ?? "var(--color-lodge-border)";
  const page = hunterSharePath(hunter.userId, hunter.id);
  return (
    <article
      className="group relative flex h-full min-h-52 flex-col overflow-hidden rounded-2xl border border-lodge-border bg-lodge-panel shadow-lg shadow-black/10 transition focus-within:border-lodge-accent/60 hover:-translate-y-0.5 hover:border-lodge-accent/50"
      style={{
        backgroundImage: `linear-gradient(160deg, color-mix(in srgb, ${accent} 14%, transparent), transparent 55%)`,
      }}
    >
      <span aria-hidden="true" className="h-1 w-full" style={{ background: accent }} />
      <div className="flex flex-1 flex-col gap-3 p-4 pb-3">
        <div className="flex items-start justify-between gap-3">
          {/* The heading is the hunter's name; the card's link covers the whole card and says what a tap does
              (edit one's own hunter, open another's page), so the heading reads as the name alone. */}
          <h3 className="min-w-0 truncate text-lg leading-tight font-bold" title={hunter.hunterName}>
            {hunter.hunterName}
          </h3>
          <Link
            to={hunter.readOnly ? page : `/builder?hunter=${encodeURIComponent(hunter.id)}`}
            aria-label={
              hunter.readOnly ? hunter.hunterName : t("card.editNamed", { name: hunter.hunterName })
            }
            className="absolute inset-0 rounded-2xl focus-visible:ring-2 focus-visible:ring-lodge-accent focus-visible:outline-none"
          />
          <span className="shrink-0 pt-0.5 text-xs font-semibold text-lodge-muted">
            {t("messages:slotLabel", { n: hunter.slotIndex + 1 })}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
          <RarityClassRows general={general} gameData={gameData} Row={Fact} />
          <Fact label={t("hunter:fields.hunterPurpose")}>{orNotAvailable(general.hunterPurpose)}</Fact>
          <Fact label={t("hunter:fields.characteristic")}>{orNotAvailable(general.characteristic)}</Fact>
        </dl>
        {waiting || isFullyEngraved(hunter) || hunter.readOnly || reachableIn !== undefined ? (
          <div className="flex flex-wrap gap-1.5">
            {waiting ? <WaitingToSyncBadge /> : null}
            {isFullyEngraved(hunter) ? (
              <Badge tone="gold">
                <SparkleIcon size={12} />
                {t("messages:fullyEngraved")}
              </Badge>
            ) : null}
            {reachableIn === undefined ? null : (
              <Badge tone="info">{t("messages:goalReachable", { count: reachableIn })}</Badge>
            )}
            {hunter.readOnly ? (
              <Badge tone="vip">
                <LockIcon size={12} />
                {t("messages:readOnlyHunter")}
              </Badge>
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-lodge-border/60 pt-3">
          <VisibilityBadge isPublic={hunter.isPublic} />
          <div
            className={cn(
              "relative z-10 flex gap-1.5 transition-opacity",
              "opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100",
            )}
          >
            {hunter.readOnly ? null : (
              <Link to={page} className={actionClasses} aria-label={t("card.view")} title={t("card.view")}>
                <PageIcon />
              </Link>
            )}
            <Link
              to={`/compare?a=${encodeURIComponent(`${hunter.userId}/${hunter.id}`)}`}
              className={actionClasses}
              aria-label={t("card.compare")}
              title={t("card.compare")}
            >
              <CompareIcon />
            </Link>
            <ActionButton label={t("card.share")} disabled={busy} onClick={() => onShare(hunter)}>
              <ShareIcon />
            </ActionButton>
            <ActionButton
              label={hunter.isPublic ? t("card.makePrivate") : t("card.makePublic")}
              disabled={busy}
              onClick={() => onToggleVisibility(hunter)}
            >
              {busy ? <Spinner size={16} /> : hunter.isPublic ? <EyeOffIcon /> : <EyeIcon />}
            </ActionButton>
          </div>
        </div>
      </div>
    </article>
  );
}

// An icon-only action: its label is both the accessible name and the hover tooltip.
function ActionButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={actionClasses}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs tracking-wide text-lodge-muted uppercase">{label}</dt>
      <dd className="truncate font-medium">{children}</dd>
    </div>
  );
}

// Colour is never the only signal: the icon and the word say it too.
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation("roster");
  return isPublic ? (
    <Badge tone="success" className="shrink-0">
      <GlobeIcon size={12} />
      {t("card.public")}
    </Badge>
  ) : (
    <Badge className="shrink-0">
      <LockIcon size={12} />
      {t("card.private")}
    </Badge>
  );
}
