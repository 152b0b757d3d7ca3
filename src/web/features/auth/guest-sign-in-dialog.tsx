import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoginInput } from "#core/schemas/account.ts";
import type { Me } from "#core/schemas/me.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { mergeGuest } from "./api/merge-guest.ts";

/** Asked before a guest signs in to an account: bring the guest's data along, or stay the guest. */
export function GuestSignInDialog({
  credentials,
  onClose,
  onMerged,
}: {
  credentials: LoginInput | null;
  onClose: () => void;
  onMerged: (me: Me) => void | Promise<void>;
}) {
  const { t } = useTranslation(["auth", "messages"]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const merge = async () => {
    if (!credentials) return;
    setBusy(true);
    setError(null);
    try {
      await onMerged(await mergeGuest(credentials));
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => !open && close()}
      title={t("messages:guestSignInWarningTitle")}
      description={t("messages:guestSignInWarning")}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t("messages:keepGuest")}
          </Button>
          <Button onClick={merge} loading={busy}>
            {t("messages:mergeGuest")}
          </Button>
        </>
      }
    >
      {error ? <Notice message={{ tone: "error", text: error }} /> : null}
    </Dialog>
  );
}
