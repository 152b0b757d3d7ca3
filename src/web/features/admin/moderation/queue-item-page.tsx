import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { QueueClaim } from "#core/schemas/moderation.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { ArrowLeftIcon } from "#web/components/ui/icons.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { Card } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { getErrorMessage, isApiError } from "#web/lib/api-client.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useClaimItem } from "./api/claim-item.ts";
import { useModerationQueue } from "./api/get-queue.ts";
import { ItemFacts, ItemTitle } from "./queue-summary.tsx";
import { ReportPanel } from "./report-panel.tsx";
import { VerificationReview } from "./verification-review.tsx";

type Opening =
  | { state: "claiming" }
  | { state: "mine" }
  | { state: "theirs"; claim: NonNullable<QueueClaim> }
  | { state: "failed"; message: string };

/**
 * One item of the queue. Opening it claims it; if another moderator has it, this one sees who and since when
 * and acts only after choosing to take it over (docs/product.md#moderation-queue).
 */
export function QueueItemPage() {
  const { t } = useTranslation("moderation");
  const f = useFormat();
  const navigate = useNavigate();
  const { kind: kindParam = "", id = "" } = useParams();
  const kind = kindParam === "verification" ? "verification" : "reports";
  const queue = useModerationQueue();
  const claim = useClaimItem();
  const [opening, setOpening] = useState<Opening>({ state: "claiming" });
  const [confirming, setConfirming] = useState(false);

  const open = (takeOver: boolean) =>
    claim.mutateAsync(
      { kind, id, takeOver },
      {
        onSuccess: () => setOpening({ state: "mine" }),
        onError: (error) => {
          const held = isApiError(error, 409) && error.code === "claimed";
          const other = held ? (error.details as { claim?: QueueClaim } | undefined)?.claim : null;
          setOpening(
            other ? { state: "theirs", claim: other } : { state: "failed", message: getErrorMessage(error) },
          );
        },
      },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: an item is claimed once, when it is opened
  useEffect(() => {
    open(false).catch(() => {});
  }, [kind, id]);

  const item = queue.data?.items.find((i) => i.id === id && (i.kind === "report") === (kind === "reports"));
  const back = () => navigate("/admin/moderation");

  return (
    <div className="space-y-5">
      <ButtonLink to="/admin/moderation" variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />}>
        {t("back")}
      </ButtonLink>
      {queue.isPending || opening.state === "claiming" ? (
        <LoadingState text={t("opening")} className="py-10" />
      ) : opening.state === "failed" || !item ? (
        <Notice
          message={{ tone: "error", text: opening.state === "failed" ? opening.message : t("itemGone") }}
        />
      ) : (
        <>
          <header className="space-y-2">
            <h1 className="text-2xl font-extrabold tracking-tight break-words">
              <ItemTitle item={item} />
            </h1>
            <ItemFacts item={item} />
          </header>
          {opening.state === "theirs" ? (
            <Card className="space-y-3">
              <p role="status">
                {t("claimedBy", { name: opening.claim.name, date: f.dateTime(new Date(opening.claim.at)) })}
              </p>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t("takeOver")}
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={t("takeOver")}
                message={t("takeOverConfirm", { name: opening.claim.name })}
                confirmLabel={t("takeOver")}
                onConfirm={async () => {
                  await open(true);
                }}
              />
            </Card>
          ) : item.kind === "report" ? (
            <ReportPanel item={item} onDone={back} />
          ) : (
            <VerificationReview requestId={item.id} onDone={back} />
          )}
        </>
      )}
    </div>
  );
}
