import { ButtonLink } from "../components/ui/button.tsx";
import { LogoMark } from "../components/ui/logo.tsx";

export function Page() {
  return (
    <div className="lodge-backdrop grid min-h-dvh place-items-center p-8 text-center">
      <div className="flex max-w-sm flex-col items-center gap-4">
        <LogoMark size={56} />
        <h1 className="text-2xl font-extrabold tracking-tight">Page not found</h1>
        <p className="text-lodge-muted">The trail ends here. This page does not exist or has moved.</p>
        <ButtonLink to="/">Back to the Homepage</ButtonLink>
      </div>
    </div>
  );
}
