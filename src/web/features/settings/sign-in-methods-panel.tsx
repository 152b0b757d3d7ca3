import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button.tsx";
import { KeyIcon } from "#web/components/ui/icons.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { AddPasswordForm } from "./add-password-form.tsx";
import {
  linkProvider,
  useAddPasskey,
  useRemovePasskey,
  useRemoveProvider,
  useSignInMethods,
} from "./api/sign-in-methods.ts";

const LINK_ERRORS = new Set(["account_already_linked_to_different_user", "unable_to_link_account"]);

function MethodRow({ title, detail, action }: { title: string; detail: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-lodge-border bg-lodge-panel-2 px-3.5 py-3">
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-sm text-lodge-muted">{detail}</span>
      </span>
      {action}
    </li>
  );
}

/**
 * Settings → Sign-in methods: the password, each provider, each passkey; add one, remove one but never the
 * last (the server refuses that too), and an account made through a provider is offered a password.
 */
export function SignInMethodsPanel() {
  const { t } = useTranslation(["settings", "auth"]);
  const { date } = useFormat();
  const [params] = useSearchParams();
  const methods = useSignInMethods();
  const removeProvider = useRemoveProvider();
  const removePasskey = useRemovePasskey();
  const addPasskey = useAddPasskey();
  const [error, setError] = useState<string | null>(null);
  const linkError = params.get("error");
  const shown =
    error ??
    (linkError
      ? t(
          `auth:providers.errors.${LINK_ERRORS.has(linkError) ? linkError : "fallback"}` as "auth:providers.errors.fallback",
        )
      : null);

  const data = methods.data;
  const count = data
    ? Number(data.password) + data.providers.filter((p) => p.linked).length + data.passkeys.length
    : 0;
  const onlyOne = count <= 1;
  const failed = (e: unknown) => setError(getErrorMessage(e));
  const removed = () => {
    setError(null);
    toast.success(t("signIn.removed"));
  };

  return (
    <Panel title={t("signIn.title")} description={t("signIn.description")} aria-label={t("signIn.title")}>
      {!data ? (
        <Spinner size={20} />
      ) : (
        <div className="space-y-4">
          <Notice message={shown ? { tone: "error", text: shown } : null} />
          <ul className="space-y-2">
            <MethodRow
              title={t("signIn.password")}
              detail={data.password ? t("signIn.passwordOn") : t("signIn.passwordOff")}
              action={null}
            />
            {data.providers.map((provider) => (
              <MethodRow
                key={provider.id}
                title={provider.name}
                detail={provider.linked ? t("signIn.linked") : t("signIn.notLinked")}
                action={
                  provider.linked ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={onlyOne}
                      title={onlyOne ? t("signIn.onlyOne") : undefined}
                      aria-label={`${t("signIn.remove")} ${provider.name}`}
                      onClick={() =>
                        removeProvider.mutate(provider.id, { onSuccess: removed, onError: failed })
                      }
                    >
                      {t("signIn.remove")}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${t("signIn.add")} ${provider.name}`}
                      onClick={async () => {
                        const { error: linkFailed } = await linkProvider(provider.id);
                        if (linkFailed) setError(t("auth:providers.errors.fallback"));
                      }}
                    >
                      {t("signIn.add")}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
          {data.password ? null : <AddPasswordForm />}
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">{t("signIn.passkeys")}</h3>
            {data.passkeys.length === 0 ? (
              <p className="text-sm text-lodge-muted">{t("signIn.noPasskeys")}</p>
            ) : null}
            <ul className="space-y-2">
              {data.passkeys.map((passkey, index) => (
                <MethodRow
                  key={passkey.id}
                  title={passkey.name ?? t("signIn.passkeyNumber", { n: index + 1 })}
                  detail={
                    passkey.createdAt
                      ? t("signIn.passkeyAddedOn", { date: date(new Date(passkey.createdAt)) })
                      : null
                  }
                  action={
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={onlyOne}
                      title={onlyOne ? t("signIn.onlyOne") : undefined}
                      aria-label={`${t("signIn.remove")} ${passkey.name ?? t("signIn.passkeyNumber", { n: index + 1 })}`}
                      onClick={() =>
                        removePasskey.mutate(passkey.id, { onSuccess: removed, onError: failed })
                      }
                    >
                      {t("signIn.remove")}
                    </Button>
                  }
                />
              ))}
            </ul>
            <Button
              variant="secondary"
              icon={<KeyIcon size={18} />}
              loading={addPasskey.isPending}
              onClick={() =>
                addPasskey.mutate(undefined, {
                  onSuccess: () => {
                    setError(null);
                    toast.success(t("signIn.passkeyAdded"));
                  },
                  onError: () => setError(t("auth:providers.passkeyFailed")),
                })
              }
            >
              {t("signIn.addPasskey")}
            </Button>
          </div>
        </div>
      )}
    </Panel>
  );
}
