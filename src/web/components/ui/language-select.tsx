import { useTranslation } from "react-i18next";
import { type InterfaceLanguage, LANGUAGE_NAMES, LANGUAGES, PSEUDO_LANGUAGE } from "#core/i18n/languages.ts";
import { changeInterfaceLanguage } from "../../lib/i18n/i18n.ts";
import { Select } from "./select.tsx";

// The pseudo-locale is offered in development, and kept in the list while a test has it chosen.
const offered = (current: string): InterfaceLanguage[] =>
  import.meta.env.DEV || current === PSEUDO_LANGUAGE ? [...LANGUAGES, PSEUDO_LANGUAGE] : [...LANGUAGES];

/**
 * The interface language, each named in itself. It switches at once and is kept on this device;
 * `onChosen` lets a signed-in screen keep it in the account too.
 */
export function LanguageSelect({
  onChosen,
  className,
}: {
  onChosen?: (language: InterfaceLanguage) => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  return (
    <Select
      label={t("language.label")}
      value={current}
      containerClassName={className}
      onChange={(event) => {
        const language = event.target.value as InterfaceLanguage;
        void changeInterfaceLanguage(language);
        onChosen?.(language);
      }}
    >
      {offered(current).map((language) => (
        <option key={language} value={language} lang={language}>
          {language === PSEUDO_LANGUAGE ? `[${language}]` : LANGUAGE_NAMES[language]}
        </option>
      ))}
    </Select>
  );
}
