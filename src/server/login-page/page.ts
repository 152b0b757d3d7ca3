import { acceptLanguageTags, matchLanguage } from "#core/i18n/languages.ts";
import { LOGIN_FAILED_PARAM, loginFailure } from "#core/login-form.ts";
import { escapeHtml, loginScreen } from "./markup.ts";
import { ownReturnPath } from "./return-path.ts";
import { loginText } from "./texts.ts";

// A phone on a slow network waits seconds for the app's script (issue 29: 8 s on Slow 3G): a visitor with
// no session at all gets the sign-in form in the page itself. A guest or a player has a session cookie and
// gets the app as before; so does /login in another mode (register, forgot, an invite's ?ref=).
export function wantsServerLogin(url: URL, cookie: string | undefined): boolean {
  if (cookie?.includes("session_token")) return false;
  if (url.pathname === "/") return true;
  if (url.pathname !== "/login" || url.searchParams.has("ref")) return false;
  const mode = url.searchParams.get("mode");
  return mode === null || mode === "login";
}

/** `page` (the built index.html) with the sign-in screen before the app's root, in the visitor's language. */
export function withServerLogin(page: string, url: URL, acceptLanguage: string | undefined): string {
  const language = matchLanguage(acceptLanguageTags(acceptLanguage));
  const screen = loginScreen({
    language,
    failure: loginFailure(url.searchParams.get(LOGIN_FAILED_PARAM)),
    returnTo: ownReturnPath(url.searchParams.get("returnTo")),
  });
  const title = `${loginText(language)("modes.loginTitle")} - Hunter Lodge`;
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace("<title>Hunter Lodge</title>", `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root">', `${screen}<div id="root">`);
}
