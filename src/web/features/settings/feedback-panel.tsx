import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
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

const lastOf = {
  bug: (me: Me) => me.lastBugSubmission,
  feature: (me: Me) => me.lastFeatureSubmission,
} as const;

// docs/product.md#feedback: Send -> confirm dialog -> submitted; then that type is locked for 7 days (the server enforces it).
export function FeedbackPanel({ me, type }: { me: Me; type: FeedbackType }) {
  const { t } = useTranslation(["settings", "messages"]);
  const submit = useSubmitFeedback();
  const notice = useNotice();
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { daysRemaining } = feedbackLock(lastOf[type](me), new Date());

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
      notice.success(t("messages:feedbackSubmitted"));
    } catch (error) {
      const days = isApiError(error, 429)
        ? (error.details as { daysRemaining?: number } | undefined)?.daysRemaining
        : undefined;
      notice.error(days ? t("messages:feedbackLocked", { count: days }) : t("messages:feedbackFailed"));
    }
  };

  return (
    <div className="space-y-4">
      {daysRemaining > 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-lodge-border bg-lodge-panel-2 px-3.5 py-3 text-sm font-medium">
          <LockIcon size={17} className="shrink-0 text-lodge-accent" />
          {t("messages:feedbackLocked", { count: daysRemaining })}
        </p>
      ) : (
        <form onSubmit={ask} className="space-y-4" noValidate>
          <TextArea
            label={t(`feedback.${type}Label`)}
            placeholder={t(`feedback.${type}Placeholder`)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={FEEDBACK_MAX}
            hint={t("feedback.hint", { days: FEEDBACK_LOCK_DAYS })}
          />
          <Button type="submit">{t("feedback.send")}</Button>
        </form>
      )}
      <Notice message={notice.message} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`feedback.${type}Confirm`)}
        message={t("feedback.confirmMessage", { days: FEEDBACK_LOCK_DAYS })}
        confirmLabel={t("feedback.submit")}
        onConfirm={send}
      />
    </div>
  );
}
