import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { type MyFeedback, useMyFeedback } from "./api/my-feedback.ts";

const STATUS_TONES = { new: "neutral", planned: "info", done: "success", declined: "neutral" } as const;

// Settings → Support (docs/product.md#feedback-inbox): what the player sent, where it stands, and every
// reply of the lodge's staff, the same replies that came by e-mail.
export function MyFeedbackPanel() {
  const { t } = useTranslation("settings");
  const mine = useMyFeedback();
  if (mine.isPending) return <LoadingState text={t("myFeedback.loading")} className="py-6" />;
  if (mine.isError) return <Notice message={{ tone: "error", text: t("myFeedback.loadFailed") }} />;
  if (mine.data.length === 0) return <p className="text-sm text-lodge-muted">{t("myFeedback.empty")}</p>;
  return (
    <ul aria-label={t("rows.myFeedbackTitle")} className="space-y-4">
      {mine.data.map((item) => (
        <Submission key={item.id} item={item} />
      ))}
    </ul>
  );
}

function Submission({ item }: { item: MyFeedback }) {
  const { t } = useTranslation("settings");
  const f = useFormat();
  return (
    <li className="rounded-xl border border-lodge-border bg-lodge-panel p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{t(`myFeedback.types.${item.type}`)}</span>
        <Badge tone={STATUS_TONES[item.status]}>{t(`myFeedback.statuses.${item.status}`)}</Badge>
        <time dateTime={item.createdAt} className="text-lodge-muted">
          {f.date(new Date(item.createdAt))}
        </time>
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-lodge-muted">{item.text}</p>
      {item.replies.length === 0 ? (
        <p className="mt-3 text-sm text-lodge-muted">{t("myFeedback.noReply")}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {item.replies.map((reply) => (
            <li
              key={reply.id}
              className="rounded-lg border-l-4 border-lodge-accent bg-lodge-panel-2 px-3 py-2"
            >
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-lodge-muted">
                <span className="font-semibold break-all text-lodge-text">
                  {t("myFeedback.replyFrom", { name: reply.authorName })}
                </span>
                <time dateTime={reply.createdAt}>{f.dateTime(new Date(reply.createdAt))}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{reply.text}</p>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
