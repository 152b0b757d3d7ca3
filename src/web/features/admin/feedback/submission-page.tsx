import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { FEEDBACK_NOTE_MAX, FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES } from "#core/rules/feedback-inbox.ts";
import { feedbackReplySchema } from "#core/schemas/feedback-inbox.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { ArrowLeftIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Card, PageHeader, Panel } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { TextArea } from "#web/components/ui/text-field.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { firstError } from "#web/lib/form-errors.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import {
  type Submission,
  useReplyToFeedback,
  useSubmission,
  useTriageFeedback,
} from "./api/feedback-inbox.ts";
import { LanguageName, StatusBadge, TypeBadge } from "./feedback-badges.tsx";

export function SubmissionPage() {
  const { t } = useTranslation("feedback-inbox");
  const { id = "" } = useParams();
  const { search } = useLocation();
  const submission = useSubmission(id);
  return (
    <div>
      <ButtonLink
        to={{ pathname: "..", search }}
        relative="path"
        variant="ghost"
        size="sm"
        icon={<ArrowLeftIcon size={16} />}
      >
        {t("back")}
      </ButtonLink>
      {submission.isPending ? (
        <LoadingState text={t("loading")} className="py-10" />
      ) : submission.isError ? (
        <Notice
          className="mt-4"
          message={{
            tone: "error",
            text: isApiError(submission.error, 404) ? submission.error.message : t("loadFailed"),
          }}
        />
      ) : (
        <SubmissionView submission={submission.data} />
      )}
    </div>
  );
}

function SubmissionView({ submission }: { submission: Submission }) {
  const { t } = useTranslation("feedback-inbox");
  const f = useFormat();
  const author = submission.author;
  return (
    <div className="mt-3">
      <PageHeader
        title={t(`types.${submission.type}`)}
        subtitle={<StatusBadge status={submission.status} />}
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <Panel title={t("submission.text")} aria-label={t("submission.text")}>
            <p className="break-words whitespace-pre-wrap">{submission.text}</p>
            <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-lodge-muted">{t("submission.from")}</dt>
              <dd className="break-all">{author.nickname ?? t("guest")}</dd>
              {"email" in author && author.email ? (
                <>
                  <dt className="text-lodge-muted">{t("submission.email")}</dt>
                  <dd className="break-all">{author.email}</dd>
                </>
              ) : null}
              <dt className="text-lodge-muted">{t("submission.sent")}</dt>
              <dd>
                <time dateTime={submission.createdAt}>{f.dateTime(new Date(submission.createdAt))}</time>
              </dd>
              <dt className="text-lodge-muted">{t("submission.language")}</dt>
              <dd>
                <LanguageName language={submission.language} />
              </dd>
              <dt className="text-lodge-muted">{t("submission.type")}</dt>
              <dd>
                <TypeBadge type={submission.type} />
              </dd>
            </dl>
          </Panel>
          <RepliesPanel submission={submission} />
        </div>
        <TriagePanel submission={submission} />
      </div>
    </div>
  );
}

function TriagePanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation(["feedback-inbox", "messages"]);
  const triage = useTriageFeedback(submission.id);
  const notice = useNotice();
  const [status, setStatus] = useState(submission.status);
  const [note, setNote] = useState(submission.note ?? "");

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await triage.mutateAsync({ status, note });
      notice.success(t("triage.saved"));
    } catch (error) {
      notice.error(error instanceof Error ? error.message : t("messages:unknownError"));
    }
  };

  return (
    <Panel title={t("triage.title")} aria-label={t("triage.title")} className="self-start">
      <form onSubmit={save} className="space-y-4" noValidate>
        <Select
          label={t("triage.status")}
          value={status}
          onChange={(e) => setStatus(FEEDBACK_STATUSES.find((s) => s === e.target.value) ?? status)}
        >
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </Select>
        <TextArea
          label={t("triage.note")}
          hint={t("triage.noteHint")}
          value={note}
          maxLength={FEEDBACK_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" loading={triage.isPending}>
          {t("triage.save")}
        </Button>
        <Notice message={notice.message} />
      </form>
    </Panel>
  );
}

function RepliesPanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation(["feedback-inbox", "messages"]);
  const f = useFormat();
  const reply = useReplyToFeedback(submission.id);
  const notice = useNotice();
  const [text, setText] = useState("");

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackReplySchema.safeParse({ text });
    if (!parsed.success) return notice.error(firstError(parsed.error));
    try {
      const { mailed } = await reply.mutateAsync(parsed.data);
      setText("");
      notice.success(
        mailed
          ? t("replies.sent")
          : submission.author.canBeMailed
            ? t("replies.mailFailed")
            : t("replies.shownOnly"),
      );
    } catch (error) {
      notice.error(error instanceof Error ? error.message : t("messages:unknownError"));
    }
  };

  return (
    <Panel title={t("replies.title")} aria-label={t("replies.title")}>
      {submission.replies.length === 0 ? (
        <p className="text-sm text-lodge-muted">{t("replies.none")}</p>
      ) : (
        <ol className="space-y-3">
          {submission.replies.map((r) => (
            <li key={r.id}>
              <Card>
                <p className="flex flex-wrap justify-between gap-x-3 text-sm text-lodge-muted">
                  <span className="font-semibold break-all text-lodge-text">{r.authorName}</span>
                  <time dateTime={r.createdAt}>{f.dateTime(new Date(r.createdAt))}</time>
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap">{r.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="mt-5 space-y-4" noValidate>
        <TextArea
          label={t("replies.label")}
          placeholder={t("replies.placeholder")}
          hint={submission.author.canBeMailed ? t("replies.mailHint") : t("replies.guestHint")}
          value={text}
          maxLength={FEEDBACK_REPLY_MAX}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" loading={reply.isPending}>
          {t("replies.send")}
        </Button>
        <Notice message={notice.message} />
      </form>
    </Panel>
  );
}
