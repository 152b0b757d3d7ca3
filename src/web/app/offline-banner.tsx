import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOnline } from "#web/lib/online.ts";

// "14:05": the clock time, without date-fns, whose formatter would weigh on every first page.
const clockTime = (ms: number) => {
  const date = new Date(ms);
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
};

// With the network off the screens show the device's copy
// (docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers); this says so, and from when.
export function OfflineBanner() {
  const { t } = useTranslation(["common", "messages"]);
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const newest = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt),
  );
  return (
    <div
      role="status"
      className="z-30 border-b border-lodge-warn/40 md:sticky md:top-0 bg-lodge-panel-2 px-4 py-2 text-center text-sm font-semibold text-lodge-warn"
    >
      {newest > 0
        ? t("messages:offlineBanner", { time: clockTime(newest) })
        : t("messages:offlineBannerNoData")}
    </div>
  );
}
