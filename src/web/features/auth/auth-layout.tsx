import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSelect } from "#web/components/ui/language-select.tsx";
import { Logo } from "#web/components/ui/logo.tsx";

// The public screens (login, verify, reset): the crest and tagline over one card on the lodge backdrop.
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="lodge-backdrop flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <div className="mb-8 flex flex-col items-center text-center">
        <Logo size={52} className="[&>span]:text-3xl" />
        <p className="mt-3 max-w-xs text-sm text-lodge-muted">{t("tagline")}</p>
      </div>
      <main className="w-full max-w-md rounded-3xl border border-lodge-border bg-lodge-panel/95 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-lodge-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
      <footer className="mt-8 flex w-full max-w-md flex-col items-center gap-4 text-center">
        {/* Visitors reach explore and public builds without signing in (docs/product.md#explore). */}
        <Link
          to="/explore"
          className="text-sm font-semibold text-lodge-text underline decoration-lodge-accent decoration-2 underline-offset-4"
        >
          {t("exploreWithoutAccount")}
        </Link>
        <LanguageSelect className="w-full max-w-56" />
        <p className="text-xs text-lodge-muted">{t("footer")}</p>
      </footer>
    </div>
  );
}
