import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from "#core/rules/reports.ts";
import { type ReportInput, reportSchema } from "#core/schemas/report.ts";
import { useSubmitReport } from "#web/data/reports/submit-report.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { toast } from "#web/lib/toast.ts";
import { Button } from "../ui/button.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { makeIcon } from "../ui/icons.tsx";
import { Notice } from "../ui/notice.tsx";
import { TextArea } from "../ui/text-field.tsx";

const FlagIcon = makeIcon(["M5 21V4", "M5 4h11l-2 4 2 4H5"]);

/** `name`: the build's or the player's name, for the button's accessible label. */
type Props = { target: ReportInput["target"]; name: string };

/**
 * Report on a public build or profile (docs/product.md#reports), for a signed-in player who does not own it:
 * a reason of four, a few words (needed for "other"), sent to the moderators' queue.
 */
export function ReportButton({ target, name }: Props) {
  const { t } = useTranslation("notices");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<FlagIcon size={18} />}
        onClick={() => setOpen(true)}
        aria-label={t(target.type === "build" ? "report.labelBuild" : "report.labelProfile", { name })}
      >
        {t("report.open")}
      </Button>
      {open ? <ReportDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReportDialog({ target, onClose }: { target: ReportInput["target"]; onClose: () => void }) {
  const { t } = useTranslation("notices");
  const send = useSubmitReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    if (!reason) return setErrors({ reason: t("report.reasonRequired") });
    const parsed = reportSchema.safeParse({ target, reason, text });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("report.sent"));
        onClose();
      },
      onError: (error) => setFailure(getErrorMessage(error)),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !send.isPending && onClose()}
      title={t(target.type === "build" ? "report.titleBuild" : "report.titleProfile")}
      description={t("report.explain")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t("report.cancel")}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {t("report.send")}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="space-y-1" aria-describedby={errors.reason ? "report-reason-error" : undefined}>
          <legend className="mb-1 text-sm font-medium">{t("report.reason")}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm">
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4.5 accent-lodge-accent"
              />
              <span>{t(`report.reasons.${value}`)}</span>
            </label>
          ))}
          {errors.reason ? (
            <p id="report-reason-error" className="text-xs text-lodge-danger">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label={t(reason === "other" ? "report.textNeeded" : "report.text")}
          value={text}
          maxLength={REPORT_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          error={errors.text}
          className="min-h-24"
        />
        <Notice message={failure ? { tone: "error", text: failure } : null} />
      </form>
    </Dialog>
  );
}
