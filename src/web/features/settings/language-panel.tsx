import { useTranslation } from "react-i18next";
import { type GameTerms, isLanguage } from "#core/i18n/languages.ts";
import type { Me } from "#core/schemas/me.ts";
import { LanguageSelect } from "#web/components/ui/language-select.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { setGameTerms, useGameTerms } from "#web/lib/i18n/game-terms.ts";
import { useUpdateLanguage } from "./api/update-language.ts";

// docs/product.md#languages: the interface language and, apart from it, the language of the game's own
// words. Both apply at once on this device and are kept in the account for the player's other devices.
export function LanguagePanel({ me }: { me: Me }) {
  const { t } = useTranslation("settings");
  const update = useUpdateLanguage();
  const notice = useNotice();
  const terms = useGameTerms();
  const save = (input: Parameters<typeof update.mutate>[0]) =>
    update.mutate(input, { onError: (error) => notice.error(getErrorMessage(error)) });

  return (
    <Panel title={t("language.title")} description={t("language.intro")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <LanguageSelect
          onChosen={(language) => {
            // The pseudo-locale is the developer's; the account keeps real languages only.
            if (isLanguage(language) && language !== me.language) save({ language });
          }}
        />
        <Select
          label={t("language.gameTerms")}
          hint={t("language.gameTermsHint")}
          value={terms}
          onChange={(event) => {
            const next = event.target.value as GameTerms;
            setGameTerms(next);
            save({ gameTerms: next });
          }}
        >
          <option value="interface">{t("language.gameTermsInterface")}</option>
          <option value="english">{t("language.gameTermsEnglish")}</option>
        </Select>
      </div>
      <Notice message={notice.message} className="mt-4" />
    </Panel>
  );
}
