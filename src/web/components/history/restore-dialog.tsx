import { useTranslation } from "react-i18next";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { useRestoreVersion } from "./use-restore-version.ts";

type Props = {
  hunterId: string;
  /** The version to restore; null keeps the dialog closed. */
  revision: number | null;
  /** The version current now, which Undo brings back. */
  currentRevision: number;
  unsavedChanges?: boolean;
  onClose: () => void;
  onRestored?: (hunter: OwnHunter) => void;
};

/** Asks before a restore, then restores with an Undo in its toast. */
export function RestoreDialog({
  hunterId,
  revision,
  currentRevision,
  unsavedChanges = false,
  onClose,
  onRestored,
}: Props) {
  const { t } = useTranslation(["messages"]);
  const restore = useRestoreVersion(hunterId, onRestored);
  return (
    <ConfirmDialog
      open={revision !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("messages:versionRestoreTitle", { revision: revision ?? 0 })}
      message={
        unsavedChanges
          ? `${t("messages:versionRestoreMessage")} ${t("messages:versionRestoreUnsaved")}`
          : t("messages:versionRestoreMessage")
      }
      confirmLabel={t("messages:versionRestore")}
      onConfirm={() => (revision === null ? undefined : restore.run(revision, currentRevision))}
    />
  );
}
