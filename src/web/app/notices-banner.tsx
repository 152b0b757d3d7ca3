import type { TFunction } from "i18next";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { NOTICE_KINDS, type NoticeKind } from "#core/rules/notices.ts";
import type { PlayerNotice } from "#core/schemas/report.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useNotices } from "#web/data/notices/get-notices.ts";
import { useMarkNoticeRead } from "#web/data/notices/mark-notice-read.ts";

// What the player is told of what was done to what is theirs (docs/product.md#reports): each unread notice
// above the screen until the player marks it read. Worded here, in the reader's language, from its kind and data.
const KINDS = NOTICE_KINDS.filter(
  (kind): kind is Exclude<NoticeKind, "report-handled"> => kind !== "report-handled",
);
const OUTCOMES = ["build-hidden", "nickname-reset", "avatar-reset", "dismissed"] as const;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;
const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

export function noticeText(t: TFunction<"notices">, notice: PlayerNotice): string {
  const data = notice.data;
  const values = {
    hunterName: text(data.hunterName),
    reason: text(data.reason),
    name: text(data.name),
    excerpt: text(data.excerpt),
    outcome: text(data.outcome),
  };
  if (notice.kind === "report-handled") {
    const outcome = oneOf(OUTCOMES, data.outcome);
    return outcome ? t(`reportHandled.${outcome}`, values) : t("unknown");
  }
  const kind = oneOf(KINDS, notice.kind);
  return kind ? t(`kinds.${kind}`, values) : t("unknown");
}

// The notices' words load only when there is one to show: the shell of a player with none waits for nothing.
export function NoticesBanner() {
  const notices = useNotices();
  const unread = (notices.data?.notices ?? []).filter((n) => n.readAt === null);
  if (unread.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeList unread={unread} />
    </Suspense>
  );
}

function NoticeList({ unread }: { unread: PlayerNotice[] }) {
  const { t } = useTranslation("notices");
  const markRead = useMarkNoticeRead();
  return (
    <section
      aria-label={t("title")}
      className="border-b border-lodge-accent/40 bg-lodge-panel-2 px-4 py-3 text-sm"
    >
      <ul className="mx-auto max-w-6xl space-y-2">
        {unread.map((notice) => (
          <li key={notice.id} className="flex flex-wrap items-start gap-3">
            <p role="status" className="min-w-0 flex-1 break-words">
              {noticeText(t, notice)}
            </p>
            <button
              type="button"
              className={buttonClasses("ghost", "md")}
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(notice.id)}
            >
              {t("markRead")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
