import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, type Language } from "#core/i18n/languages.ts";
import type { FeedbackStatus } from "#core/rules/feedback-inbox.ts";
import type { FeedbackType } from "#core/schemas/feedback.ts";
import { Badge } from "#web/components/ui/badge.tsx";

const STATUS_TONES = { new: "gold", planned: "info", done: "success", declined: "neutral" } as const;

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation("feedback-inbox");
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function TypeBadge({ type }: { type: FeedbackType }) {
  const { t } = useTranslation("feedback-inbox");
  return <Badge tone={type === "bug" ? "danger" : "vip"}>{t(`types.${type}`)}</Badge>;
}

/** The language the player wrote in, named in itself (as the language menu names it). */
export function LanguageName({ language }: { language: Language | null }) {
  const { t } = useTranslation("feedback-inbox");
  return language ? <span lang={language}>{LANGUAGE_NAMES[language]}</span> : t("unknownLanguage");
}
