import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useModerationQueue } from "./api/get-queue.ts";
import { ItemFacts, ItemTitle } from "./queue-summary.tsx";

const itemPath = (kind: "report" | "verification", id: string) =>
  `${kind === "report" ? "reports" : "verification"}/${encodeURIComponent(id)}`;

export function QueueList() {
  const { t } = useTranslation("moderation");
  const queue = useModerationQueue();
  return (
    <div>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {queue.isPending ? (
        <LoadingState text={t("loading")} className="py-10" />
      ) : queue.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <ul aria-label={t("listLabel")} className="space-y-2">
          {queue.data.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link
                to={itemPath(item.kind, item.id)}
                className="block min-w-0 space-y-1.5 rounded-xl border border-lodge-border bg-lodge-panel-2 p-4 hover:border-lodge-accent/60"
              >
                <span className="block font-semibold break-words">
                  <ItemTitle item={item} />
                </span>
                <ItemFacts item={item} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
