import { useTranslation } from "react-i18next";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { useMe } from "#web/data/get-me.ts";
import { useHunterVersion } from "#web/data/hunters/get-hunter-version.ts";
import { usePublicHunter } from "#web/data/hunters/get-public-hunter.ts";
import { ApiError } from "#web/lib/api-client.ts";
import type { BuildRef } from "./build-ref.ts";

/** One side of a comparison: loading, a refusal in the hunter page's own words, or the build. */
export type CompareSide =
  | { state: "loading" }
  | { state: "protected" }
  | { state: "refused"; text: string; retry?: () => void }
  | { state: "ready"; build: HunterInput; title: string; owner: string | null; revision: number | null };

// What the viewer may see, exactly as on the hunter page: a private build of someone else is never shown
// (a visitor is asked to log in, a player is told it is private), a version only to the hunter's owner.
export function useCompareSide(ref: BuildRef): CompareSide {
  const { t } = useTranslation(["messages"]);
  const me = useMe();
  const signedIn = Boolean(me.data);
  const hunter = usePublicHunter(ref.ownerId, ref.hunterId);
  const version = useHunterVersion(ref.hunterId, ref.revision ?? 1, ref.revision !== null && signedIn);

  if (me.isPending || hunter.isPending) return { state: "loading" };
  if (hunter.isError) {
    const code = hunter.error instanceof ApiError ? hunter.error.code : null;
    if (code === "hunter-private") {
      return signedIn ? { state: "refused", text: t("messages:hunterPrivateBuild") } : { state: "protected" };
    }
    if (hunter.error instanceof ApiError && hunter.error.status === 404) {
      return { state: "refused", text: t("messages:hunterNotFound") };
    }
    return { state: "refused", text: t("messages:hunterLoadFailed"), retry: () => void hunter.refetch() };
  }
  const owner = hunter.data.owner.nickname;
  if (ref.revision === null) {
    const record = hunter.data.hunter;
    return { state: "ready", build: record, title: record.hunterName, owner, revision: null };
  }
  if (!signedIn) return { state: "protected" };
  if (version.isPending) return { state: "loading" };
  if (version.isError) return { state: "refused", text: t("messages:versionNotFound") };
  return {
    state: "ready",
    build: version.data.build,
    title: version.data.build.hunterName,
    owner,
    revision: ref.revision,
  };
}
