import { useTranslation } from "react-i18next";
import { PROOF_IMAGES_MAX } from "#core/rules/proof.ts";
import { VerifiedBadge } from "#web/components/game/verified-badge.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useProof } from "../api/get-proof.ts";
import { ProofImages } from "./proof-images.tsx";
import { ProofOwnerControls } from "./proof-owner.tsx";

// The build's proof on the hunter page (docs/product.md#proof-and-verification): its owner attaches
// screenshots and asks for verification here; anyone else sees the screenshots and the badge only once a
// moderator verified the build and while it is listed in explore.

type Props = { hunterId: string; isOwner: boolean; isPublic: boolean };

/** The "Verified" badge beside the build's name, once a moderator verified it. */
export function ProofBadge({ hunterId }: { hunterId: string }) {
  const proof = useProof(hunterId);
  return proof.data?.verifiedAt ? <VerifiedBadge /> : null;
}

export function ProofPanel({ hunterId, isOwner, isPublic }: Props) {
  const { t } = useTranslation("proof");
  const proof = useProof(hunterId);
  const f = useFormat();
  if (!proof.data) return null;
  const { verifiedAt, images } = proof.data;
  if (!isOwner) {
    if (!verifiedAt || images.length === 0) return null;
    return (
      <Panel
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t("public.title")} <VerifiedBadge />
          </span>
        }
        description={t("public.verifiedOn", { date: f.date(new Date(verifiedAt), "long") })}
      >
        <ProofImages images={images} />
      </Panel>
    );
  }
  return (
    <Panel
      title={
        <span className="flex flex-wrap items-center gap-2">
          {t("owner.title")} {verifiedAt ? <VerifiedBadge /> : null}
        </span>
      }
      description={t("owner.explain", { max: PROOF_IMAGES_MAX })}
    >
      <ProofOwnerControls hunterId={hunterId} proof={proof.data} isPublic={isPublic} />
    </Panel>
  );
}
