import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import { VERIFICATION_REASON_MAX } from "#core/rules/proof.ts";
import { type MatchedRow, matchProofRows, type ProofRowVerdict } from "#core/rules/proof-match.ts";
import type { VerificationReview as Review } from "#core/schemas/verification.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/panel.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { TextArea } from "#web/components/ui/text-field.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { useDecideVerification } from "./api/verification-decide.ts";
import { useVerificationReview } from "./api/verification-review.ts";
import { type Reading, useVerificationReading } from "./verification-reading.ts";

// A moderator's review of one verification request (docs/product.md#proof-and-verification): the build's
// screenshots beside its items' rows, each row marked with what the screenshot reader read for it, and the
// verdict with the reason the owner reads. The moderation queue opens it with the request's id.

const TONE: Record<ProofRowVerdict, "success" | "danger" | "neutral"> = {
  match: "success",
  mismatch: "danger",
  unread: "neutral",
};

export function VerificationReview({ requestId, onDone }: { requestId: string; onDone?: () => void }) {
  const { t } = useTranslation("proof");
  const review = useVerificationReview(requestId);
  if (review.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-lodge-muted" role="status">
        <Spinner />
        {t("review.loading")}
      </p>
    );
  if (review.isError || !review.data)
    return <p className="text-sm text-lodge-danger">{review.error?.message ?? t("review.loadFailed")}</p>;
  return <ReviewBody review={review.data} requestId={requestId} onDone={onDone} />;
}

function ReviewBody({
  review,
  requestId,
  onDone,
}: {
  review: Review;
  requestId: string;
  onDone: (() => void) | undefined;
}) {
  const { t } = useTranslation("proof");
  const gameData = useGameData().data;
  const reading = useVerificationReading(review.images, gameData, useGameTermsLanguage());
  const rows = matchProofRows(review.hunter, reading.state === "read" ? reading.items : []);
  const owner = review.owner.nickname ?? t("review.noNickname");
  return (
    <section className="grid gap-4 lg:grid-cols-2" aria-label={t("review.title")}>
      <div className="min-w-0">
        <h2 className="text-lg font-bold">
          {t("review.heading", { hunter: review.hunter.hunterName, owner })}
        </h2>
        <p className="mt-1 text-sm text-lodge-muted">
          {review.listed ? t("review.listed") : t("review.notListed")}
        </p>
        <ul className="mt-3 grid gap-3" aria-label={t("review.screenshots")}>
          {review.images.map((image, index) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={image.url}
                  width={image.width}
                  height={image.height}
                  alt={t("review.screenshot", { number: index + 1 })}
                  className="h-auto w-full rounded-lg border border-lodge-border"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="min-w-0">
        <ReadingLine reading={reading} rows={rows} />
        <RowsTable rows={rows} />
        <Verdict review={review} requestId={requestId} onDone={onDone} />
      </div>
    </section>
  );
}

function ReadingLine({ reading, rows }: { reading: Reading; rows: readonly MatchedRow[] }) {
  const { t } = useTranslation("proof");
  if (reading.state === "reading")
    return (
      <p className="mb-3 flex items-center gap-2 text-sm text-lodge-muted" role="status">
        <Spinner />
        {t("review.reading", { done: reading.done, total: reading.total })}
      </p>
    );
  if (reading.state === "failed")
    return (
      <p className="mb-3 text-sm text-lodge-muted" role="status">
        {t("review.readFailed")}
      </p>
    );
  const count = (verdict: ProofRowVerdict) => rows.filter((row) => row.verdict === verdict).length;
  return (
    <p className="mb-3 text-sm text-lodge-muted" role="status">
      {t("review.counts", { match: count("match"), mismatch: count("mismatch"), unread: count("unread") })}
      {reading.failed > 0 ? ` ${t("review.someUnread")}` : ""}
    </p>
  );
}

function RowsTable({ rows }: { rows: readonly MatchedRow[] }) {
  const { t } = useTranslation(["proof", "components"]);
  const gameText = useGameText();
  if (rows.length === 0) return <p className="text-sm text-lodge-muted">{t("proof:review.noItems")}</p>;
  const label = (row: MatchedRow) => {
    switch (row.field) {
      case "itemName":
        return t("components:itemEditor.itemName");
      case "rarity":
        return t("components:itemEditor.rarity");
      case "quality":
        return t("components:itemEditor.quality");
      case "baseAtkSpd":
        return t("components:itemEditor.baseAttackSpeed");
      case "engraved":
        return t("components:itemEditor.engraved");
      case "rune":
      case "weaponRune":
      case "attribute":
        return gameText(row.type ?? "");
    }
  };
  const shown = (value: MatchedRow["value"] | undefined) =>
    typeof value === "boolean"
      ? t(value ? "proof:review.yes" : "proof:review.no")
      : gameText(String(value ?? ""));
  return (
    <div className="grid gap-3">
      {ITEM_SLOTS.filter((slot) => rows.some((row) => row.slot === slot)).map((slot) => (
        <Card key={slot} className="p-3">
          <h3 className="mb-2 text-sm font-bold">{t(`components:itemEditor.slots.${slot}`)}</h3>
          <ul className="grid gap-1 text-sm">
            {rows
              .filter((row) => row.slot === slot)
              .map((row) => (
                <li key={row.key} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    <span className="text-lodge-muted">{label(row)}: </span>
                    {shown(row.value)}
                    {row.verdict === "mismatch" && row.read !== undefined ? (
                      <span className="text-lodge-danger">
                        {" "}
                        {t("proof:review.readAs", { value: shown(row.read) })}
                      </span>
                    ) : null}
                  </span>
                  <Badge tone={TONE[row.verdict]}>{t(`proof:verdict.${row.verdict}`)}</Badge>
                </li>
              ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function Verdict({
  review,
  requestId,
  onDone,
}: {
  review: Review;
  requestId: string;
  onDone: (() => void) | undefined;
}) {
  const { t } = useTranslation("proof");
  const decide = useDecideVerification(requestId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (review.request.status !== "open")
    return (
      <p className="mt-4 text-sm font-semibold" role="status">
        {t(`review.decided.${review.request.status}`)}
        {review.request.reason ? ` ${t("review.decidedReason", { reason: review.request.reason })}` : ""}
      </p>
    );
  const send = (verdict: "verified" | "rejected") => {
    setError(null);
    decide.mutate(
      { verdict, reason, seenUpdatedAt: review.hunter.updatedAt },
      {
        onSuccess: () => onDone?.(),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : t("review.failed")),
      },
    );
  };
  return (
    <div className="mt-4 grid gap-3">
      <TextArea
        label={t("review.reason")}
        hint={t("review.reasonHint")}
        value={reason}
        maxLength={VERIFICATION_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => send("verified")}
          loading={decide.isPending && decide.variables?.verdict === "verified"}
          disabled={decide.isPending}
        >
          {t("review.verify")}
        </Button>
        <Button
          variant="danger"
          onClick={() => send("rejected")}
          loading={decide.isPending && decide.variables?.verdict === "rejected"}
          disabled={decide.isPending}
        >
          {t("review.reject")}
        </Button>
      </div>
    </div>
  );
}
