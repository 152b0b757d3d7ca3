import { useTranslation } from "react-i18next";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useMe } from "#web/data/get-me.ts";
import { useHunterVersion } from "#web/data/hunters/get-hunter-version.ts";
import { usePublicHunter } from "#web/data/hunters/get-public-hunter.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { DetailMessage } from "./detail-message.tsx";
import { HunterDetailView } from "./hunter-detail-view.tsx";
import { ProtectedBuild } from "./protected-build.tsx";
import { VersionBanner } from "./version-banner.tsx";

type Props = { ownerId: string; hunterId: string; revision: number };

// /hunter/:ownerId/:hunterId?version=<n>: a saved version, read-only, for its owner only. Anyone else
// learns only that there is no such version, as for a hunter that does not exist.
export function VersionDetail({ ownerId, hunterId, revision }: Props) {
  const { t } = useTranslation(["messages"]);
  const me = useMe();
  const signedIn = Boolean(me.data);
  const version = useHunterVersion(hunterId, revision, signedIn);
  const hunter = usePublicHunter(ownerId, hunterId);
  const gameData = useGameData();
  useDocumentTitle(
    version.data ? `${version.data.build.hunterName} (${t("messages:versionLabel", { revision })})` : null,
  );

  if (me.isPending) return <LoadingState text={t("messages:loadingHunter")} />;
  if (!signedIn) return <ProtectedBuild />;
  if (version.isError || hunter.isError) return <DetailMessage text={t("messages:versionNotFound")} />;
  if (version.isPending || hunter.isPending) return <LoadingState text={t("messages:loadingHunter")} />;
  if (gameData.isPending) return <LoadingState text={t("messages:loadingGameData")} />;
  if (gameData.isError) return <DetailMessage text={t("messages:hunterLoadFailed")} />;
  const current = hunter.data.hunter;
  // The version's build over the current record: the same sheet, with today's visibility and ids.
  const data = { ...hunter.data, hunter: { ...current, ...version.data.build, isPublic: current.isPublic } };
  const currentPath = `/hunter/${encodeURIComponent(ownerId)}/${encodeURIComponent(hunterId)}`;
  return (
    <div className="space-y-5">
      <VersionBanner version={version.data} ownerId={ownerId} currentPath={currentPath} />
      <HunterDetailView data={data} gameData={gameData.data} viewerId={me.data?.id ?? null} asVersion />
    </div>
  );
}
