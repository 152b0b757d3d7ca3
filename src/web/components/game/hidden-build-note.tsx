import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useHiddenReason } from "#web/data/notices/get-hidden-builds.ts";

/**
 * What the owner reads on a build a moderator hid (docs/product.md#reports): it stays theirs and public by
 * link, out of Explore and the leaderboards, and why.
 */
export function HiddenBuildNote({ hunterId }: { hunterId: string }) {
  const reason = useHiddenReason(hunterId);
  if (reason === null) return null;
  // Its words load only for a hidden build: the builder and the hunter page of every other build wait for nothing.
  return (
    <Suspense fallback={null}>
      <HiddenText reason={reason} />
    </Suspense>
  );
}

function HiddenText({ reason }: { reason: string }) {
  const { t } = useTranslation("notices");
  return (
    <p
      role="status"
      className="rounded-2xl border border-lodge-warn/40 bg-lodge-panel-2 px-4 py-3 text-sm text-lodge-warn"
    >
      {t("hidden", { reason })}
    </p>
  );
}
