import { useLocation, useNavigate } from "react-router";
import { messages } from "#core/messages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LockIcon } from "#web/components/ui/icons.tsx";
import { rememberReturnPath } from "#web/lib/return-path.ts";

// A private build seen logged out (spec §2 Route table, DECISIONS §4): the path is remembered the way
// the guard remembers it, so login (or register, then verify) brings the visitor back here.
export function ProtectedBuild() {
  const location = useLocation();
  const navigate = useNavigate();
  const goToLogin = () => {
    rememberReturnPath(location.pathname + location.search);
    navigate("/login");
  };
  return (
    <div className="relative mt-4 min-h-[28rem] overflow-hidden rounded-3xl border border-lodge-border">
      <div aria-hidden="true" className="grid gap-4 p-6 opacity-40 blur-sm sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative placeholders
          <div key={i} className="h-32 rounded-2xl bg-lodge-panel-2" />
        ))}
      </div>
      <section
        aria-labelledby="protected-title"
        className="absolute inset-0 flex items-center justify-center bg-lodge-bg/60 p-4 backdrop-blur-sm"
      >
        <div className="w-full max-w-sm rounded-3xl border border-lodge-border bg-lodge-panel p-7 text-center shadow-2xl shadow-black/40">
          <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-lodge-accent/15 text-lodge-accent ring-1 ring-lodge-accent/40">
            <LockIcon size={26} />
          </span>
          <h1 id="protected-title" className="text-2xl font-extrabold tracking-tight">
            {messages.protectedBuild}
          </h1>
          <p className="mt-2 text-sm text-lodge-muted">{messages.protectedBuildHint}</p>
          <Button className="mt-6" block onClick={goToLogin}>
            {messages.goToLoginRegister}
          </Button>
        </div>
      </section>
    </div>
  );
}
