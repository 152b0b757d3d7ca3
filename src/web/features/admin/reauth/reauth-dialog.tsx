import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PasswordField } from "#web/components/ui/text-field.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { loadAuthClient } from "#web/lib/load-auth.ts";

/**
 * Asks the staff member to prove it is them again, with the password or a passkey: a fresh sign-in makes a
 * new session, which the server counts from (docs/decisions.md#2026-12-06-re-authentication-is-a-fresh-session).
 */
export function ReauthDialog({ open, onDone }: { open: boolean; onDone: (signedIn: boolean) => void }) {
  const { t } = useTranslation("admin");
  const me = useCurrentUser();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = (signedIn: boolean) => {
    setPassword("");
    setError(null);
    onDone(signedIn);
  };

  const attempt = async (signIn: () => Promise<{ error: unknown }>) => {
    setBusy(true);
    setError(null);
    const { error: failed } = await signIn().catch((thrown: unknown) => ({ error: thrown }));
    setBusy(false);
    if (failed) return setError(t("reauth.failed"));
    finish(true);
  };

  const withPassword = async () => {
    const auth = await loadAuthClient();
    return auth.signIn.email({ email: me.email ?? "", password });
  };
  const withPasskey = async () => (await loadAuthClient()).signIn.passkey();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) finish(false);
      }}
      title={t("reauth.title")}
      description={t("reauth.body")}
      footer={
        <>
          <Button variant="ghost" onClick={() => finish(false)}>
            {t("reauth.cancel")}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => attempt(withPasskey)}>
            {t("reauth.passkey")}
          </Button>
          <Button type="submit" form="reauth-form" loading={busy}>
            {t("reauth.confirm")}
          </Button>
        </>
      }
    >
      <form
        id="reauth-form"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(withPassword);
        }}
      >
        <PasswordField
          label={t("reauth.password")}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Notice message={error ? { tone: "error", text: error } : null} />
      </form>
    </Dialog>
  );
}
