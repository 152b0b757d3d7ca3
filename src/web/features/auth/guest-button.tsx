import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { meQueryKey } from "#web/data/get-me.ts";
import { takeReturnPath } from "#web/lib/return-path.ts";
import { signInAsGuest } from "./api/sign-in-guest.ts";

// docs/product.md#guest-accounts: a guest is an anonymous account that can use the app right away.
export function GuestButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation(["auth", "messages"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const { error } = await signInAsGuest();
    if (error) {
      setBusy(false);
      return onError(error.status === 429 ? t("messages:tooManyAttempts") : t("messages:unknownError"));
    }
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    navigate(takeReturnPath(), { replace: true });
  };

  return (
    <Button variant="secondary" block onClick={start} loading={busy}>
      {t("continueAsGuest")}
    </Button>
  );
}
