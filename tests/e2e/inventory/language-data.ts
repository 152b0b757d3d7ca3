import type { Page } from "@playwright/test";

/** The screenshot reader's language data files the page (its workers included) asks for, as they are asked. */
export function languageDataRequests(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const file = /\/lang\/([^/]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) files.push(file);
  });
  return files;
}
