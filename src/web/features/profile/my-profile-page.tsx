import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";

// /profile (docs/product.md#routes): the player's own public profile, or Settings when no nickname is set.
export function Page() {
  const { t } = useTranslation(["messages"]);
  const me = useCurrentUser();
  const target = me.nickname ? `/profile/${encodeURIComponent(me.nickname.toLowerCase())}` : "/settings";
  return (
    <>
      <LoadingState text={t("messages:loadingProfile")} />
      <Navigate to={target} replace />
    </>
  );
}
