import { useTranslation } from "react-i18next";
import { NICKNAME_MAX, NICKNAME_MIN, storedNickname } from "#core/rules/account-limits.ts";

// The nickname field's hint: its limits, and as soon as the player types a capital the lower-case form it
// will be stored as (docs/product.md#account-inputs), so "NovaW4" is not a surprise on the profile.
export function useNicknameHint(typed: string): string {
  const { t } = useTranslation("auth");
  const limits = t("nicknameHint", { min: NICKNAME_MIN, max: NICKNAME_MAX });
  const stored = storedNickname(typed);
  return stored === typed.trim() ? limits : `${t("nicknameLowerCase", { nickname: stored })} ${limits}`;
}
