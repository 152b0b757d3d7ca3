import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  actionNeedsReason,
  actionsFor,
  MODERATION_REASON_MAX,
  type ReportAction,
} from "#core/rules/reports.ts";
import type { QueueReport } from "#core/schemas/moderation.ts";
import { reportActionSchema } from "#core/schemas/report.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { TextArea } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { firstError } from "#web/lib/form-errors.ts";
import { toast } from "#web/lib/toast.ts";
import { useActOnReport } from "./api/act-on-report.ts";
import { ReportTarget } from "./report-target.tsx";

/** A report opened by its moderator: what was reported and why, and the actions that fit its target. */
export function ReportPanel({ item, onDone }: { item: QueueReport; onDone: () => void }) {
  const { t } = useTranslation("moderation");
  const act = useActOnReport();
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const target = item.target;
  const actions: ReportAction[] = target
    ? actionsFor(target.type, target.type === "build" && target.hiddenReason !== null)
    : ["dismiss"];

  const run = (action: ReportAction) => {
    setFailure(null);
    const parsed = reportActionSchema.safeParse({
      action,
      reason: reason.trim() === "" ? undefined : reason,
    });
    if (!parsed.success) return setFailure(firstError(parsed.error));
    act.mutate(
      { id: item.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t("done"));
          onDone();
        },
        onError: (error) => setFailure(getErrorMessage(error)),
      },
    );
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={t("reported")} headingLevel={2}>
        <ReportTarget target={target} />
        {item.text ? (
          <div className="mt-4 space-y-1">
            <h3 className="text-sm font-semibold">{t("said")}</h3>
            <p className="text-sm break-words whitespace-pre-line">{item.text}</p>
          </div>
        ) : null}
      </Panel>
      <Panel title={t("actionsLabel")} headingLevel={2}>
        <div className="space-y-4">
          {actions.some(actionNeedsReason) ? (
            <TextArea
              label={t("reason")}
              hint={t("reasonHint")}
              value={reason}
              maxLength={MODERATION_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              className="min-h-24"
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === "dismiss" ? "secondary" : "primary"}
                disabled={act.isPending}
                onClick={() => run(action)}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </div>
          <Notice message={failure ? { tone: "error", text: failure } : null} />
        </div>
      </Panel>
    </div>
  );
}
