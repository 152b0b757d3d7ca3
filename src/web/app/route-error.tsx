import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { LogoMark } from "../components/ui/logo.tsx";

// A screen that crashed (or whose code failed to load after an upgrade) shows this, not a blank page.
export function RouteError() {
  const { t } = useTranslation(["common", "messages"]);
  const error = useRouteError();
  console.warn(error);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="grid min-h-[60dvh] place-items-center p-6 text-center">
      <div className="flex max-w-sm flex-col items-center gap-4">
        <LogoMark size={48} />
        <h1 className="text-xl font-bold">
          {missing ? t("routeError.missingTitle") : t("routeError.title")}
        </h1>
        <p className="text-sm text-lodge-muted">
          {missing ? t("routeError.missingBody") : t("messages:unknownError")}
        </p>
        <div className="flex gap-2">
          <Button onClick={() => window.location.reload()}>{t("routeError.reload")}</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            {t("routeError.homepage")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
