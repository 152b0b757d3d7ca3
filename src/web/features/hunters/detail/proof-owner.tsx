import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROOF_IMAGES_MAX, PROOF_UPLOAD_MAX_BYTES } from "#core/rules/proof.ts";
import type { HunterProof } from "#core/schemas/verification.ts";
import { Button } from "#web/components/ui/button.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useAskVerification } from "../api/ask-verification.ts";
import { useAttachProofImage } from "../api/attach-proof-image.ts";
import { useRemoveProofImage } from "../api/remove-proof-image.ts";
import { useWithdrawVerification } from "../api/withdraw-verification.ts";
import { ProofImages } from "./proof-images.tsx";

// The owner's side of a build's proof (docs/product.md#proof-and-verification): attach up to
// PROOF_IMAGES_MAX screenshots (a file or a phone's photo library), remove them, ask for verification or
// take the request back, and read where it stands.

const ACCEPTED = "image/png,image/jpeg,image/webp";

export function ProofOwnerControls({
  hunterId,
  proof,
  isPublic,
}: {
  hunterId: string;
  proof: HunterProof;
  isPublic: boolean;
}) {
  const { t } = useTranslation("proof");
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const attach = useAttachProofImage(hunterId);
  const remove = useRemoveProofImage(hunterId);
  const ask = useAskVerification(hunterId);
  const withdraw = useWithdrawVerification(hunterId);
  const { images, request, verifiedAt } = proof;
  const waiting = request?.status === "open";
  const full = images.length >= PROOF_IMAGES_MAX;
  const fail = (failure: unknown) => setError(getErrorMessage(failure, t("owner.failed")));

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, PROOF_IMAGES_MAX - images.length);
    event.target.value = "";
    setError(null);
    setUploading(true);
    try {
      for (const file of files) {
        if (file.size > PROOF_UPLOAD_MAX_BYTES) {
          setError(t("owner.tooLarge", { mb: PROOF_UPLOAD_MAX_BYTES / 1024 / 1024 }));
          continue;
        }
        await attach.mutateAsync(file);
      }
    } catch (failure) {
      fail(failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold" role="status">
        <StatusLine proof={proof} />
      </p>
      {!isPublic ? <p className="text-sm text-lodge-muted">{t("owner.needsPublic")}</p> : null}
      <ProofImages
        images={images}
        action={(image, index) => (
          <Button
            variant="secondary"
            size="sm"
            disabled={waiting || remove.isPending}
            aria-label={t("owner.removeLabel", { number: index + 1 })}
            onClick={() => {
              setError(null);
              remove.mutate(image.id, { onError: fail });
            }}
          >
            {t("owner.remove")}
          </Button>
        )}
      />
      {verifiedAt && images.length > 0 ? (
        <p className="text-xs text-lodge-muted">{t("owner.removeVerified")}</p>
      ) : null}
      {full ? <p className="text-sm text-lodge-muted">{t("owner.full", { max: PROOF_IMAGES_MAX })}</p> : null}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void pick(event)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!isPublic || full || waiting || uploading}
          loading={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? t("owner.uploading") : t("owner.add")}
        </Button>
        {waiting ? (
          <Button
            variant="secondary"
            loading={withdraw.isPending}
            onClick={() => {
              setError(null);
              withdraw.mutate(undefined, { onError: fail });
            }}
          >
            {t("owner.withdraw")}
          </Button>
        ) : verifiedAt ? null : (
          <Button
            disabled={!isPublic || images.length === 0 || uploading}
            loading={ask.isPending}
            onClick={() => {
              setError(null);
              ask.mutate(undefined, { onError: fail });
            }}
          >
            {t("owner.ask")}
          </Button>
        )}
      </div>
      {error ? (
        <p className="text-sm text-lodge-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function StatusLine({ proof: { request, verifiedAt } }: { proof: HunterProof }) {
  const { t } = useTranslation("proof");
  if (verifiedAt) return t("owner.status.verified");
  if (!request) return t("owner.status.none");
  switch (request.status) {
    case "open":
      return t("owner.status.open");
    case "rejected":
      return t("owner.status.rejected", { reason: request.reason ?? "" });
    case "withdrawn":
      return t("owner.status.withdrawn");
    case "verified":
      // Verified once, then a change of a counted field (or a removed screenshot) took the badge.
      return t("owner.status.dropped");
  }
}
