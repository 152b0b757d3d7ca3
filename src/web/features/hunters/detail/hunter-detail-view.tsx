import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import { cardFileName, hunterCardPath } from "#core/rules/card-paths.ts";
import { checkShareable } from "#core/rules/sharing.ts";
import type { PublicHunter } from "#core/schemas/hunter.ts";
import { CardImageButtons } from "#web/components/game/card-image-buttons.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { ArrowLeftIcon } from "#web/components/ui/icons.tsx";
import { toast } from "#web/lib/toast.ts";
import { useInBrowser } from "#web/lib/use-in-browser.ts";
import { useHunter } from "../api/get-hunter.ts";
import { copyShareLink } from "../copy-share-link.ts";
import { FillFromInventory } from "../fill/fill-panel.tsx";
import { GoalReachLine } from "../fill/goal-reach-line.tsx";
import { rarityColor } from "../game-colors.ts";
import { EditIcon, ShareIcon } from "../hunter-icons.tsx";
import { ClassText, orNotAvailable, RarityText } from "../hunter-traits.tsx";
import { VisibilityBadge } from "../roster/hunter-card.tsx";
import { EquipmentBlock } from "./equipment-block.tsx";
import { GeneralBlock } from "./general-block.tsx";
import { MountBlock } from "./mount-block.tsx";
import { ParagonBlock } from "./paragon-block.tsx";
import { SetsBlock } from "./sets-block.tsx";
import { SummaryBlock } from "./summary-block.tsx";
import { TraitsBlock } from "./traits-block.tsx";

// What only the build's owner sees (Share's saves, export, history) loads when the owner's page shows it: a
// visitor's shared build, the first screen a new player meets, carries none of it
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
const OwnerShareButton = lazy(() =>
  import("./owner-share-button.tsx").then((m) => ({ default: m.OwnerShareButton })),
);
const TransferButtons = lazy(() =>
  import("./transfer-buttons.tsx").then((m) => ({ default: m.TransferButtons })),
);
// A signed-in visitor's Report (docs/product.md#reports) loads when such a visitor sees a public build.
const ReportButton = lazy(() =>
  import("#web/components/game/report-button.tsx").then((m) => ({ default: m.ReportButton })),
);
const HiddenBuildNote = lazy(() =>
  import("#web/components/game/hidden-build-note.tsx").then((m) => ({ default: m.HiddenBuildNote })),
);
// The build's proof and its badge (docs/product.md#proof-and-verification): asked for once the page shows.
const ProofPanel = lazy(() => import("./proof-panel.tsx").then((m) => ({ default: m.ProofPanel })));
const ProofBadge = lazy(() => import("./proof-panel.tsx").then((m) => ({ default: m.ProofBadge })));
const HistoryPanel = lazy(() =>
  import("#web/components/history/history-panel.tsx").then((m) => ({ default: m.HistoryPanel })),
);

type Props = {
  data: PublicHunter;
  gameData: GameData;
  viewerId: string | null;
  /** A saved version shown read-only: nothing to share, edit or fill, and no history of its own. */
  asVersion?: boolean;
};

// docs/product.md#hunter-page: the build as a read-only sheet. Its owner may share (a private build becomes
// public first) and edit; anyone may copy a public build's link.
export function HunterDetailView({ data: { hunter, owner }, gameData, viewerId, asVersion = false }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation(["hunter", "cards", "messages"]);
  const isOwner = viewerId !== null && viewerId === hunter.userId;
  const isOwnCurrent = isOwner && !asVersion;
  // The proof loads in the browser only: the server's drawing of a shared build cannot wait for it.
  const showsProof = useInBrowser() && !asVersion;
  const accent = rarityColor(hunter.general.hunterRarity, gameData) ?? "var(--color-lodge-accent)";

  // The first page of a tab (a shared link) has no history to go back to.
  const back = () => (location.key === "default" ? navigate("/") : navigate(-1));
  const share = () => {
    const refusal = checkShareable(hunter.isPublic);
    if (refusal) return toast.error(refusal);
    return copyShareLink(hunter, t("cards:previewWillShow"));
  };

  return (
    <div className="space-y-6">
      <section
        className="relative overflow-hidden rounded-3xl border border-lodge-border bg-lodge-panel p-5 shadow-2xl shadow-black/20 sm:p-7"
        style={{
          backgroundImage: `radial-gradient(ellipse 70% 90% at 0% 0%, color-mix(in srgb, ${accent} 22%, transparent), transparent 70%)`,
        }}
      >
        <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1" style={{ background: accent }} />
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <RarityText rarity={hunter.general.hunterRarity} gameData={gameData} />
              <span aria-hidden="true" className="text-lodge-border">
                •
              </span>
              <ClassText hunterClass={hunter.general.hunterClass} gameData={gameData} />
              <VisibilityBadge isPublic={hunter.isPublic} />
              {showsProof ? (
                <Suspense fallback={null}>
                  <ProofBadge hunterId={hunter.id} />
                </Suspense>
              ) : null}
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
              {hunter.hunterName}
            </h1>
            <p className="text-lodge-muted">
              <span className="sr-only">{t("purposeLabel", { label: t("fields.hunterPurpose") })}</span>
              {orNotAvailable(hunter.general.hunterPurpose)}
            </p>
            <p className="text-sm text-lodge-muted">
              {t("messages:createdBy")}{" "}
              {owner.nickname ? (
                <Link
                  to={`/profile/${encodeURIComponent(owner.nickname.toLowerCase())}`}
                  className="font-semibold text-lodge-accent hover:underline"
                >
                  {owner.nickname}
                </Link>
              ) : (
                <span className="font-semibold text-lodge-text">{t("messages:anonymousCreator")}</span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The owner came to edit as often as to look: Edit leads, and Share steps back beside it. */}
            {isOwnCurrent ? <OwnerEditButton hunterId={hunter.id} /> : null}
            <Button variant="secondary" icon={<ArrowLeftIcon size={18} />} onClick={back}>
              {t("back")}
            </Button>
            {asVersion ? null : isOwner ? (
              <Suspense fallback={<ShareButton variant="secondary" disabled />}>
                <OwnerShareButton hunter={hunter} />
              </Suspense>
            ) : (
              <ShareButton onClick={share} />
            )}
            {asVersion || !hunter.isPublic ? null : (
              <CardImageButtons
                src={hunterCardPath(hunter.userId, hunter.id)}
                fileName={cardFileName(hunter.hunterName, "hunter")}
                label={hunter.hunterName}
              />
            )}
            {asVersion ? null : (
              <ButtonLink
                to={`/compare?a=${encodeURIComponent(`${hunter.userId}/${hunter.id}`)}`}
                variant="secondary"
                aria-label={t("compareLabel", {
                  action: t("messages:compareAction"),
                  name: hunter.hunterName,
                })}
              >
                {t("messages:compareAction")}
              </ButtonLink>
            )}
            {isOwnCurrent ? (
              <Suspense fallback={null}>
                <TransferButtons hunter={hunter} gameData={gameData} />
              </Suspense>
            ) : null}
            {viewerId !== null && !isOwner && !asVersion && hunter.isPublic ? (
              <Suspense fallback={null}>
                <ReportButton target={{ type: "build", hunterId: hunter.id }} name={hunter.hunterName} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </section>
      {isOwnCurrent ? (
        <Suspense fallback={null}>
          <HiddenBuildNote hunterId={hunter.id} />
        </Suspense>
      ) : null}
      {asVersion ? null : (
        <div className="space-y-3">
          {isOwner ? <GoalReachLine hunter={hunter} gameData={gameData} /> : null}
          <FillFromInventory hunter={hunter} gameData={gameData} />
        </div>
      )}
      {/* One column on phones with the summary first; two columns (sheet and stats) on wide screens. */}
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="contents lg:col-span-2 lg:block lg:space-y-5">
          <EquipmentBlock items={hunter.items} gameData={gameData} className="order-3" />
          <MountBlock mount={hunter.mount} gameData={gameData} className="order-4" />
          <ParagonBlock
            paragon={hunter.paragon}
            hunterClass={hunter.general.hunterClass}
            gameData={gameData}
            className="order-5"
          />
        </div>
        <div className="contents lg:block lg:space-y-5">
          <GeneralBlock hunter={hunter} gameData={gameData} className="order-1" />
          <SummaryBlock hunter={hunter} gameData={gameData} className="order-2" />
          <TraitsBlock traits={hunter.traits} gameData={gameData} className="order-6" />
          <SetsBlock sets={hunter.sets} gameData={gameData} className="order-7" />
        </div>
      </div>
      {showsProof ? (
        <Suspense fallback={null}>
          <ProofPanel hunterId={hunter.id} isOwner={isOwnCurrent} isPublic={hunter.isPublic} />
        </Suspense>
      ) : null}
      {isOwnCurrent ? <OwnerHistory hunterId={hunter.id} ownerId={hunter.userId} /> : null}
    </div>
  );
}

// A visitor's Share copies the link; the owner's, while its code loads, is this one disabled.
function ShareButton({
  onClick,
  disabled,
  variant,
}: {
  onClick?: () => void;
  disabled?: boolean;
  variant?: "secondary";
}) {
  const { t } = useTranslation("hunter");
  return (
    <Button
      variant={variant}
      icon={<ShareIcon />}
      onClick={onClick}
      disabled={disabled}
      aria-label={t("shareHunter")}
    >
      {t("share")}
    </Button>
  );
}

function OwnerHistory({ hunterId, ownerId }: { hunterId: string; ownerId: string }) {
  const own = useHunter(hunterId);
  return (
    <Suspense fallback={null}>
      <HistoryPanel hunterId={hunterId} ownerId={ownerId} readOnly={own.data?.readOnly ?? true} />
    </Suspense>
  );
}

// A hunter left in a VIP slot after VIP lapsed is read-only (docs/product.md#paying-and-vip): its owner gets
// no Edit, not even for a moment while the owner's copy loads.
function OwnerEditButton({ hunterId }: { hunterId: string }) {
  const { t } = useTranslation("hunter");
  const own = useHunter(hunterId);
  if (!own.data || own.data.readOnly) return null;
  return (
    <ButtonLink
      to={`/builder?hunter=${encodeURIComponent(hunterId)}`}
      icon={<EditIcon />}
      aria-label={t("editHunter")}
    >
      {t("edit")}
    </ButtonLink>
  );
}
