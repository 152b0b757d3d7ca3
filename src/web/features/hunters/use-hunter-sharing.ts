import { useTranslation } from "react-i18next";
import { useSetHunterVisibility } from "#web/data/hunters/set-hunter-visibility.ts";
import { isQueued } from "#web/data/outbox/write-or-queue.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { copyShareLink } from "./copy-share-link.ts";

type ShareableHunter = { id: string; userId: string; isPublic: boolean; updatedAt?: string };

// The owner's share and visibility actions (docs/product.md#sharing): sharing a private hunter first makes it
// public, then copies its link. Each outcome is a 3 s toast with the spec's text.
export function useHunterSharing() {
  const visibility = useSetHunterVisibility();
  const { t } = useTranslation(["cards", "messages"]);

  const share = async (hunter: ShareableHunter) => {
    if (!hunter.isPublic) {
      try {
        await visibility.mutateAsync({ hunterId: hunter.id, isPublic: true });
      } catch {
        toast.error(t("messages:shareLinkFailed"));
        return;
      }
    }
    await copyShareLink(hunter, t("cards:previewWillShow"));
  };

  const toggleVisibility = async (hunter: ShareableHunter) => {
    const isPublic = !hunter.isPublic;
    const base = hunter.updatedAt ? { baseUpdatedAt: hunter.updatedAt } : {};
    try {
      const result = await visibility.mutateAsync({ hunterId: hunter.id, isPublic, ...base });
      if (isQueued(result)) toast.success(t("messages:savedOnDevice"));
      else toast.success(isPublic ? t("messages:hunterPublic") : t("messages:hunterPrivate"));
    } catch (error) {
      toast.error(isApiError(error, 409) ? t("messages:hunterConflict") : t("messages:hunterStatusFailed"));
    }
  };

  const busyId = visibility.isPending ? (visibility.variables?.hunterId ?? null) : null;
  return { share, toggleVisibility, busyId };
}
