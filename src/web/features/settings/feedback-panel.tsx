import { type FormEvent, useState } from "react";
import { messages } from "#core/messages.ts";
import { FEEDBACK_LOCK_DAYS, feedbackLock } from "#core/rules/feedback-lock.ts";
import { FEEDBACK_MAX, type FeedbackType, feedbackSchema } from "#core/schemas/feedback.ts";
import type { Me } from "#core/schemas/me.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { LockIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { TextArea } from "#web/components/ui/text-field.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { firstError } from "#web/lib/form-errors.ts";
import { useSubmitFeedback } from "./api/submit-feedback.ts";

const copy = {
  bug: {
    label: "Describe the bug",
    placeholder: "What happened, and what did you expect to happen?",
    confirmTitle: "Submit bug report?",
    last: (me: Me) => me.lastBugSubmission,
  },
  feature: {
    label: "Describe your idea",
    placeholder: "What would you like Hunter Lodge to do?",
    confirmTitle: "Submit feature request?",
    last: (me: Me) => me.lastFeatureSubmission,
  },
} as const;

// docs/product.md#feedback: Send -> confirm dialog -> submitted; then that type is locked for 7 days (the server enforces it).
export function FeedbackPanel({ me, type }: { me: Me; type: FeedbackType }) {
  const texts = copy[type];
  const submit = useSubmitFeedback();
  const notice = useNotice();
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { daysRemaining } = feedbackLock(texts.last(me), new Date());

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({ type, text });
    if (!parsed.success) return notice.error(firstError(parsed.error));
    setConfirming(true);
  };

  const send = async () => {
    try {
      await submit.mutateAsync({ type, text: text.trim() });
      setText("");
      notice.success(messages.feedbackSubmitted);
    } catch (error) {
      const days = isApiError(error, 429)
        ? (error.details as { daysRemaining?: number } | undefined)?.daysRemaining
        : undefined;
      notice.error(days ? messages.feedbackLocked(days) : messages.feedbackFailed);
    }
  };

  return (
    <div className="space-y-4">
      {daysRemaining > 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-lodge-border bg-lodge-panel-2 px-3.5 py-3 text-sm font-medium">
          <LockIcon size={17} className="shrink-0 text-lodge-accent" />
          {messages.feedbackLocked(daysRemaining)}
        </p>
      ) : (
        <form onSubmit={ask} className="space-y-4" noValidate>
          <TextArea
            label={texts.label}
            placeholder={texts.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={FEEDBACK_MAX}
            hint={`One report of each kind every ${FEEDBACK_LOCK_DAYS} days.`}
          />
          <Button type="submit">Send</Button>
        </form>
      )}
      <Notice message={notice.message} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.confirmTitle}
        message={`It goes straight to the people who run this Hunter Lodge. You can send one of each kind every ${FEEDBACK_LOCK_DAYS} days.`}
        confirmLabel="Submit"
        onConfirm={send}
      />
    </div>
  );
}
