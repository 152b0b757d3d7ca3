import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { documentTitle } from "#web/lib/use-document-title.ts";

type TitleHandle = { title: string };

export const titled = (title: string): TitleHandle => ({ title });

const isTitled = (handle: unknown): handle is TitleHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as TitleHandle).title === "string";

// Each route names the browser tab ("Calendar - Hunter Lodge"). A route without a fixed title (a hunter,
// a player's profile) sets its own from its data with useDocumentTitle.
export function RouteTitle() {
  const matches = useMatches();
  const title = matches.at(-1)?.handle;
  useEffect(() => {
    if (isTitled(title)) document.title = documentTitle(title.title);
  }, [title]);
  return <Outlet />;
}
