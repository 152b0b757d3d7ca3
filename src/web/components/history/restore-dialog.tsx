import { messages } from "#core/messages.ts";
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
  const restore = useRestoreVersion(hunterId, onRestored);
  return (
    <ConfirmDialog
      open={revision !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={messages.versionRestoreTitle(revision ?? 0)}
      message={
        unsavedChanges
          ? `${messages.versionRestoreMessage} ${messages.versionRestoreUnsaved}`
          : messages.versionRestoreMessage
      }
      confirmLabel={messages.versionRestore}
      onConfirm={() => (revision === null ? undefined : restore.run(revision, currentRevision))}
    />
  );
}
