import { acceptLanguageTags, matchLanguage } from "#core/i18n/languages.ts";
import { LOGIN_FAILED_PARAM, loginFailure } from "#core/login-form.ts";
import { escapeHtml, loginScreen, type ServerLoginMode } from "./markup.ts";
import { ownReturnPath } from "./return-path.ts";
import { loginText } from "./texts.ts";

// A phone on a slow network waits seconds for the app's script (8 s on Slow 3G,
// docs/performance.md#first-visit-on-a-phone-network): a visitor with no session at all gets the sign-in form
// in the page itself. A guest or a player has a session cookie and gets the app as before; so does
// /login?mode=forgot.
export function wantsServerLogin(url: URL, cookie: string | undefined): boolean {
  if (cookie?.includes("session_token")) return false;
  return url.pathname === "/" || (url.pathname === "/login" && serverLoginMode(url) !== null);
}

/** The mode the app's login page shows for this URL (an invite's ?ref= opens Create Account), when the server draws it. */
function serverLoginMode(url: URL): ServerLoginMode | null {
  const mode = url.searchParams.get("mode");
  if (mode === "register") return "register";
  if (mode === null && url.searchParams.has("ref")) return "register";
  return mode === null || mode === "login" ? "login" : null;
}

/** `page` (the built index.html) with the sign-in screen before the app's root, in the visitor's language. */
export function withServerLogin(page: string, url: URL, acceptLanguage: string | undefined): string {
  const language = matchLanguage(acceptLanguageTags(acceptLanguage));
  const mode = url.pathname === "/login" ? (serverLoginMode(url) ?? "login") : "login";
  const screen = loginScreen({
    language,
    mode,
    failure: loginFailure(url.searchParams.get(LOGIN_FAILED_PARAM)),
    returnTo: ownReturnPath(url.searchParams.get("returnTo")),
  });
  const title = `${loginText(language)(`modes.${mode}Title`)} - Hunter Lodge`;
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace("<title>Hunter Lodge</title>", `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root">', `${screen}<div id="root">`);
}
