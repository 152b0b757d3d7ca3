import { useTranslation } from "react-i18next";
import { useHiddenReason } from "#web/data/notices/get-hidden-builds.ts";

/**
 * What the owner reads on a build a moderator hid (docs/product.md#reports): it stays theirs and public by
 * link, out of Explore and the leaderboards, and why.
 */
export function HiddenBuildNote({ hunterId }: { hunterId: string }) {
  const { t } = useTranslation("notices");
  const reason = useHiddenReason(hunterId);
  if (reason === null) return null;
  return (
    <p
      role="status"
      className="rounded-2xl border border-lodge-warn/40 bg-lodge-panel-2 px-4 py-3 text-sm text-lodge-warn"
    >
      {t("hidden", { reason })}
    </p>
  );
}
