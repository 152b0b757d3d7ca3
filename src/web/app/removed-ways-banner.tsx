import { useTranslation } from "react-i18next";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { useDismissRemovedWays } from "#web/data/sign-in/dismiss-removed-ways.ts";
import { useRemovedWays } from "#web/data/sign-in/get-removed-ways.ts";

// After a reset or a verification link, the ways in added before it are gone
// (docs/security.md#proving-the-address-ends-every-way-in-added-before-it): the player reads what went, once,
// until dismissing it.
export function RemovedWaysBanner() {
  const { t } = useTranslation(["messages"]);
  const me = useCurrentUser();
  const notice = useRemovedWays(!me.isAnonymous);
  const dismiss = useDismissRemovedWays();
  const removed = notice.data?.removed;
  if (!removed) return null;
  return (
    <div role="status" className="border-b border-lodge-warn/40 bg-lodge-panel-2 px-4 py-3 text-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold text-lodge-warn">{t("messages:removedWaysNotice")}</p>
          {removed.providers.length > 0 ? (
            <p>{t("messages:removedWaysProviders", { names: removed.providers.join(", ") })}</p>
          ) : null}
          {removed.passkeys > 0 ? (
            <p>{t("messages:removedWaysPasskeys", { number: removed.passkeys })}</p>
          ) : null}
          {removed.signedOut ? <p>{t("messages:removedWaysSignedOut")}</p> : null}
          <p>{t("messages:removedWaysAddAgain")}</p>
        </div>
        <button
          type="button"
          className={buttonClasses("ghost", "md")}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {t("messages:removedWaysDismiss")}
        </button>
      </div>
    </div>
  );
}
