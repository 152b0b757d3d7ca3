import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import type { Language } from "#core/i18n/languages.ts";
import type { PublicHunter } from "#core/schemas/hunter.ts";
import { PublicLayout } from "#web/components/layout/public-layout.tsx";
import { meQueryKey } from "#web/data/get-me.ts";
import { HunterDetailView } from "#web/features/hunters/detail/hunter-detail-view.tsx";
import { SERVER_BUILD_ID } from "#web/features/hunters/detail/server-drawn-build.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";

// A shared build as the server draws it for a visitor without a session
// (docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components): the app's own
// components, rendered to HTML by a server bundle of this module (vite.ssr.config.ts), so a phone shows the
// build seconds before the app's script arrives and the app's first paint replaces it without a visible
// change (hunter-detail-page.tsx).

// The namespaces the hunter page reads (src/server/first-screens.ts names the same for the app).
const NAMESPACES = ["common", "messages", "hunter", "cards", "explore", "roster", "components"];

// The components read the one i18next instance's language: one render at a time, each in its language.
let queue: Promise<unknown> = Promise.resolve();

async function draw(path: string, data: PublicHunter, gameData: GameData, language: Language) {
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(NAMESPACES);
  // A visitor without a session: the page the app draws once it knows the visitor is signed out.
  const client = new QueryClient();
  client.setQueryData(meQueryKey, null);
  const markup = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PublicLayout>
          <HunterDetailView data={data} gameData={gameData} viewerId={null} />
        </PublicLayout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Its buttons need the app's script: greyed until the app's page replaces this one.
  return `<div id="${SERVER_BUILD_ID}">${markup.replaceAll("<button ", "<button disabled ")}</div>`;
}

/** The shared build's page at `path` in `language`, as the app draws it for a visitor signed out. */
export function drawSharedBuild(
  path: string,
  data: PublicHunter,
  gameData: GameData,
  language: Language,
): Promise<string> {
  const drawn = queue.then(() => draw(path, data, gameData, language));
  queue = drawn.catch(() => {});
  return drawn;
}
