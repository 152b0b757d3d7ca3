import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "#web/components/ui/button.tsx";

// A hunter page that cannot show a build: its text (docs/product.md#hunter-page) and a way onwards.
export function DetailMessage({ text, action }: { text: string; action?: ReactNode }) {
  const { t } = useTranslation("hunter");
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-md flex-col items-center gap-5 rounded-3xl border border-lodge-border bg-lodge-panel p-8 text-center shadow-2xl shadow-black/30"
    >
      <p className="text-lg font-semibold">{text}</p>
      {action ?? (
        <ButtonLink to="/" variant="secondary">
          {t("goHome")}
        </ButtonLink>
      )}
    </div>
  );
}
