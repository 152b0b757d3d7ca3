import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SIGN_IN_LINK_MINUTES } from "#core/rules/account-limits.ts";
import { Button } from "#web/components/ui/button.tsx";
import { MailIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { firstError } from "#web/lib/form-errors.ts";
import { isOffline } from "#web/lib/online.ts";
import { requestSignInLink } from "./api/request-sign-in-link.ts";
import { loadAccountSchemas } from "./load-schemas.ts";

/**
 * The owner's way past a lock-out
 * (docs/decisions.md#2026-11-24-the-owners-way-past-a-lock-out-a-one-time-sign-in-link-by-e-mail): after "Too
 * many attempts", a one-time sign-in link to the address typed above. The answer reads the same whether or
 * not an account uses it.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation(["auth", "messages"]);
  const [busy, setBusy] = useState(false);
  const notice = useNotice();

  const send = async () => {
    const { forgotPasswordSchema } = await loadAccountSchemas();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return notice.error(firstError(parsed.error));
    if (isOffline()) return notice.error(t("messages:youAreOffline"));
    setBusy(true);
    const { error } = await requestSignInLink(parsed.data.email);
    setBusy(false);
    if (!error) notice.success(t("messages:signInLinkSent", { minutes: SIGN_IN_LINK_MINUTES }));
    else notice.error(error.status === 429 ? t("messages:signInLinkTooMany") : t("messages:unknownError"));
  };

  return (
    <section
      aria-label={t("signInLink")}
      className="grid gap-3 rounded-xl border border-lodge-accent/30 bg-lodge-accent/5 p-3.5"
    >
      <p className="text-sm">{t("messages:signInLinkOffer")}</p>
      <Button variant="secondary" block loading={busy} icon={<MailIcon size={18} />} onClick={send}>
        {t("messages:sendSignInLink")}
      </Button>
      <Notice message={notice.message} />
    </section>
  );
}
