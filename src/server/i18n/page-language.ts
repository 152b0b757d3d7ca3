import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLanguage, LANGUAGE_COOKIE } from "#core/i18n/languages.ts";

/**
 * The language of a page the server draws, as an Accept-Language value (what the pages take): the
 * device's choice when the app has stored one (its cookie), else the browser's Accept-Language. The app's
 * API calls name their language themselves (web/lib/api-client.ts).
 */
export function pageAcceptLanguage(c: Context): string | undefined {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : c.req.header("Accept-Language");
}
