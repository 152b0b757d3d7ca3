import { useTranslation } from "react-i18next";
import { ButtonLink } from "../components/ui/button.tsx";
import { LogoMark } from "../components/ui/logo.tsx";

export function Page() {
  const { t } = useTranslation();
  return (
    <div className="lodge-backdrop grid min-h-dvh place-items-center p-8 text-center">
      <div className="flex max-w-sm flex-col items-center gap-4">
        <LogoMark size={56} />
        <h1 className="text-2xl font-extrabold tracking-tight">{t("notFound.title")}</h1>
        <p className="text-lodge-muted">{t("notFound.body")}</p>
        <ButtonLink to="/">{t("notFound.back")}</ButtonLink>
      </div>
    </div>
  );
}
