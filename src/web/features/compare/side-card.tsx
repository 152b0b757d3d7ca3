import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { rememberReturnPath } from "#web/lib/return-path.ts";
import type { CompareSide } from "./use-compare-side.ts";

// The head of one side: which build it is, or why it cannot be shown.
export function SideCard({ letter, side }: { letter: "A" | "B"; side: CompareSide }) {
  const { t } = useTranslation(["compare", "common", "messages"]);
  return (
    <section
      aria-label={t("side.build", { letter })}
      className={cn(
        "rounded-2xl border border-lodge-border bg-lodge-panel p-4 shadow-lg shadow-black/10",
        side.state === "ready" ? null : "min-h-24",
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-lodge-accent uppercase">
        {t("side.build", { letter })}
      </p>
      {side.state === "loading" ? (
        <LoadingState text={t("messages:loadingHunter")} />
      ) : side.state === "protected" ? (
        <Protected />
      ) : side.state === "refused" ? (
        <div role="alert" className="mt-1 space-y-2">
          <p className="font-semibold">{side.text}</p>
          {side.retry ? (
            <Button size="sm" variant="secondary" onClick={side.retry}>
              {t("common:guard.tryAgain")}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <h2 className="mt-1 text-xl font-extrabold tracking-tight break-words">{side.title}</h2>
          <p className="text-sm text-lodge-muted">
            {side.owner ? t("side.createdBy", { owner: side.owner }) : t("messages:anonymousCreator")}
            {side.revision === null
              ? null
              : t("side.version", { version: t("messages:versionLabel", { revision: side.revision }) })}
          </p>
        </>
      )}
    </section>
  );
}

function Protected() {
  const { t } = useTranslation(["messages"]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="mt-1 space-y-2">
      <h2 className="text-xl font-extrabold tracking-tight">{t("messages:protectedBuild")}</h2>
      <p className="text-sm text-lodge-muted">{t("messages:protectedBuildHint")}</p>
      <Button
        size="sm"
        onClick={() => {
          rememberReturnPath(location.pathname + location.search);
          navigate("/login");
        }}
      >
        {t("messages:goToLoginRegister")}
      </Button>
    </div>
  );
}
