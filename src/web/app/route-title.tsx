import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches } from "react-router";
import type enCommon from "#core/i18n/locales/en/common.json";
import { documentTitle } from "#web/lib/use-document-title.ts";

type TitleKey = keyof typeof enCommon.titles;
type TitleHandle = { title: TitleKey };

/** A route's fixed tab title: a key of common.json's "titles", shown in the interface language. */
export const titled = (title: TitleKey): TitleHandle => ({ title });

const isTitled = (handle: unknown): handle is TitleHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as TitleHandle).title === "string";

// Each route names the browser tab ("Calendar - Hunter Lodge"). A route without a fixed title (a hunter,
// a player's profile) sets its own from its data with useDocumentTitle.
export function RouteTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const title = matches.at(-1)?.handle;
  useEffect(() => {
    if (isTitled(title)) document.title = documentTitle(t(`titles.${title.title}`));
  }, [title, t]);
  return <Outlet />;
}
