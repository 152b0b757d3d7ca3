import type { OwnHunter } from "#core/schemas/hunter.ts";
import { useRestoreHunterVersion } from "#web/data/hunters/restore-hunter-version.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * Restores a version and offers to undo it: the undo restores the version that was current before,
 * which is itself a new save. Throws on failure so a confirm dialog stays open for another try.
 */
export function useRestoreVersion(hunterId: string, onRestored?: (hunter: OwnHunter) => void) {
  const restore = useRestoreHunterVersion();
  const failed = (error: unknown) =>
    toast.error(
      isApiError(error, 403)
        ? i18next.t("messages:hunterReadOnly")
        : isApiError(error, 401)
          ? i18next.t("messages:mustBeLoggedIn")
          : i18next.t("messages:versionRestoreFailed"),
    );

  const undo = async (revision: number) => {
    try {
      onRestored?.(await restore.mutateAsync({ hunterId, revision }));
      toast.success(i18next.t("messages:versionRestoreUndone"));
    } catch (error) {
      failed(error);
    }
  };

  const run = async (revision: number, currentRevision: number) => {
    try {
      onRestored?.(await restore.mutateAsync({ hunterId, revision }));
    } catch (error) {
      failed(error);
      throw error;
    }
    toast.success(i18next.t("messages:versionRestoredToast", { revision }), {
      action: { label: i18next.t("messages:versionRestoreUndo"), onClick: () => void undo(currentRevision) },
    });
  };

  return { run, busy: restore.isPending };
}
