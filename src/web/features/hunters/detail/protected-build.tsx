import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { LockIcon } from "#web/components/ui/icons.tsx";
import { rememberReturnPath } from "#web/lib/return-path.ts";

// A private build seen logged out (docs/product.md#routes): the path is remembered the way
// the guard remembers it, so login (or register, then verify) brings the visitor back here.
export function ProtectedBuild() {
  const { t } = useTranslation(["messages"]);
  const location = useLocation();
  const navigate = useNavigate();
  const goToLogin = () => {
    rememberReturnPath(location.pathname + location.search);
    navigate("/login");
  };
  return (
    <div className="relative mt-4 min-h-[28rem] overflow-hidden rounded-3xl border border-lodge-border">
      {/* A blurred sketch of a build sheet: there is a build here, it is just not shown. */}
      <div aria-hidden="true" className="space-y-4 p-4 opacity-80 blur-[2px] select-none sm:p-6">
        <div className="h-28 rounded-2xl border border-lodge-border bg-lodge-panel" />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {[70, 45, 85, 60, 35, 75].map((width) => (
            <div
              key={width}
              className="space-y-2.5 rounded-2xl border border-lodge-border bg-lodge-panel p-4"
            >
              <div className="h-3 w-1/3 rounded bg-lodge-accent/50" />
              <div className="h-2.5 rounded bg-lodge-panel-2" style={{ width: `${width}%` }} />
              <div className="h-2.5 w-4/5 rounded bg-lodge-panel-2" />
              <div className="h-2.5 w-1/2 rounded bg-lodge-panel-2" />
            </div>
          ))}
        </div>
      </div>
      <section
        aria-labelledby="protected-title"
        className="absolute inset-0 flex items-center justify-center bg-lodge-bg/25 p-4"
      >
        <div className="w-full max-w-sm rounded-3xl border border-lodge-border bg-lodge-panel p-7 text-center shadow-2xl shadow-black/40">
          <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-lodge-accent/15 text-lodge-accent ring-1 ring-lodge-accent/40">
            <LockIcon size={26} />
          </span>
          <h1 id="protected-title" className="text-2xl font-extrabold tracking-tight">
            {t("messages:protectedBuild")}
          </h1>
          <p className="mt-2 text-sm text-lodge-muted">{t("messages:protectedBuildHint")}</p>
          <Button className="mt-6" block onClick={goToLogin}>
            {t("messages:goToLoginRegister")}
          </Button>
        </div>
      </section>
    </div>
  );
}
