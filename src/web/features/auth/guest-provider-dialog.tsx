import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import type { GuestChoice } from "./api/sign-in-providers.ts";

/**
 * Asked before a guest leaves for a provider, as the password sign-in asks (guest-sign-in-dialog.tsx):
 * bring the guest's data into the account, or leave it behind. Closing the dialog keeps playing as the guest.
 */
export function GuestProviderDialog({
  provider,
  onClose,
  onChoose,
}: {
  provider: string | null;
  onClose: () => void;
  onChoose: (choice: GuestChoice) => void;
}) {
  const { t } = useTranslation(["auth", "messages"]);
  return (
    <Dialog
      open={provider !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("messages:guestSignInWarningTitle")}
      description={t("providers.guest.body", { name: provider ?? "" })}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose("leave")}>
            {t("providers.guest.leave")}
          </Button>
          <Button onClick={() => onChoose("keep")}>{t("providers.guest.keep")}</Button>
        </>
      }
    />
  );
}
