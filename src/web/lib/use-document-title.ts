import { useEffect } from "react";

const APP = "Hunter Lodge";

export const documentTitle = (title: string | null | undefined): string =>
  title ? `${title} - ${APP}` : APP;

// A page named by its data (a hunter, a player) titles the browser tab once the name is known.
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
