import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { ShareIcon } from "../hunter-icons.tsx";
import { useHunterSharing } from "../use-hunter-sharing.ts";

type Props = { hunter: { id: string; userId: string; isPublic: boolean; updatedAt?: string } };

// The owner's Share (a private build becomes public first, docs/product.md#sharing). Its own chunk, with the
// saves it makes: a visitor's shared build only copies the link
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
export function OwnerShareButton({ hunter }: Props) {
  const { t } = useTranslation("hunter");
  const sharing = useHunterSharing();
  return (
    <Button
      variant="secondary"
      icon={<ShareIcon />}
      onClick={() => void sharing.share(hunter)}
      loading={sharing.busyId === hunter.id}
      aria-label={t("shareHunter")}
    >
      {t("share")}
    </Button>
  );
}
