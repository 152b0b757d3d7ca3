import { LANGUAGE_NAMES, LANGUAGES, type Language } from "#core/i18n/languages.ts";
import type { LoginFailure } from "#core/login-form.ts";
import { NICKNAME_MAX, NICKNAME_MIN } from "#core/rules/account-limits.ts";
import { loginText } from "./texts.ts";

// /login's sign-in screen as the server serves it
// (docs/decisions.md#2026-11-25-logins-sign-in-form-is-in-the-page-the-server-serves): the markup and classes
// of the web app's login screen (src/web/features/auth: AuthLayout, SignInChoices, LoginForm, GuestButton),
// so the app's form replaces it without a visible change. The form itself works without any script: a plain
// POST to /login (route.ts). What only the app can do (a passkey, a guest, the language, showing the
// password) is drawn disabled until the app replaces it (a tap on it would do nothing), and marked
// `needs-script`, which styles.css hides when scripts are off.
// The app takes the form over by its id (src/web/features/auth/server-form.ts). Create Account is drawn too
// (RegisterForm's markup), so a player who taps it on a phone can type at once; only the app can register,
// so its submit button is disabled until the app, carrying what was typed, replaces it.
const SERVER_LOGIN_ID = "server-login";

/** The modes the server draws: the ones the app's login page names sign-in and create account. */
export type ServerLoginMode = "login" | "register";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// The classes the web app's components compute (button.tsx, field.tsx, divider.tsx, notice.tsx...), as
// they reach the page.
const BUTTON =
  "inline-flex select-none items-center justify-center gap-2 rounded-xl font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
const CONTROL =
  "min-h-11 w-full rounded-xl border bg-lodge-bg/60 px-3.5 text-base text-lodge-text placeholder:text-lodge-muted/70 transition focus:border-lodge-accent focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-lodge-accent/40 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-lodge-panel-2/60 border-lodge-border";
const MODE_LINK =
  "inline-flex min-h-10 items-center rounded-md px-1 font-semibold text-lodge-accent hover:underline";
const ICON =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';

const divider = (label: string, extra = "") =>
  `<div class="my-5 flex items-center gap-3 text-xs font-semibold tracking-wider text-lodge-muted uppercase${extra}"><span class="h-px flex-1 bg-lodge-border"></span>${escapeHtml(label)}<span class="h-px flex-1 bg-lodge-border"></span></div>`;

const field = (id: string, label: string, input: string, hint = "") =>
  `<div class="flex flex-col gap-1.5"><div class="flex items-center justify-between gap-2"><label for="${id}" class="text-sm font-medium text-lodge-text">${escapeHtml(label)}</label></div>${input}${hint ? `<p id="${id}-hint" class="text-xs text-lodge-muted">${escapeHtml(hint)}</p>` : ""}</div>`;

const input = (id: string, name: string, attributes: string) =>
  `<input id="${id}" name="${name}" class="${CONTROL}" ${attributes} value="">`;

const showPassword = (label: string) =>
  `<label for="server-login-show" class="inline-flex min-h-10 cursor-pointer select-none items-center gap-2.5 text-sm needs-script"><input id="server-login-show" disabled class="size-4.5 cursor-pointer rounded border-lodge-border accent-lodge-accent" type="checkbox"><span>${escapeHtml(label)}</span></label>`;

const submit = (label: string, disabled = false) =>
  `<button type="submit"${disabled ? " disabled" : ""} class="${BUTTON} bg-gradient-to-b from-lodge-accent to-lodge-accent-2 text-lodge-on-accent shadow-md shadow-black/20 hover:brightness-110 min-h-12 px-6 text-base w-full">${escapeHtml(label)}</button>`;

// The crest of logo.tsx; its gradient's id is the page's own (React's generated ids are the app's).
const CREST =
  '<svg width="52" height="52" viewBox="0 0 40 40" aria-hidden="true"><defs><linearGradient id="server-login-crest" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fcd34d"></stop><stop offset="1" stop-color="#d97706"></stop></linearGradient></defs><path d="M20 2 35 8v11c0 9.5-6.4 16.2-15 19-8.6-2.8-15-9.5-15-19V8z" fill="url(#server-login-crest)"></path><path d="M20 5.5 32 10.3V19c0 7.8-5.1 13.3-12 15.8C13.1 32.3 8 26.8 8 19v-8.7z" fill="#0f1422"></path><g stroke="url(#server-login-crest)" stroke-width="2.2" stroke-linecap="round" fill="none"><path d="M13 27 27 12"></path><path d="M27 27 13 12"></path><path d="M22.5 12h4.5v4.5"></path><path d="M17.5 12H13v4.5"></path></g><circle cx="20" cy="19.5" r="2.2" fill="#fcd34d"></circle></svg>';

// "Hunter <accent>Lodge</accent>": the catalogue's tag is the accent's span, the rest is text.
const logoName = (name: string) =>
  name
    .split(/(<accent>.*?<\/accent>)/)
    .map((part) => {
      const accent = /^<accent>(.*)<\/accent>$/.exec(part);
      return accent
        ? `<span class="text-lodge-accent">${escapeHtml(accent[1] ?? "")}</span>`
        : escapeHtml(part);
    })
    .join("");

const languageOptions = (current: Language) =>
  LANGUAGES.map(
    (language) =>
      `<option value="${language}" lang="${language}"${language === current ? " selected" : ""}>${escapeHtml(LANGUAGE_NAMES[language])}</option>`,
  ).join("");

/** The sign-in form: a plain POST to /login, `returnTo` posted along, the failure's notice when one came back. */
function signInForm(t: ReturnType<typeof loginText>, notice: string, returnTo: string): string {
  const email = input(
    "server-login-email",
    "email",
    `autocomplete="username webauthn" inputmode="email" placeholder="${escapeHtml(t("emailPlaceholder"))}" type="email"`,
  );
  const password = input(
    "server-login-password",
    "password",
    'autocomplete="current-password" type="password"',
  );
  return [
    `<div><form method="post" action="/login" class="grid gap-4" novalidate><input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">`,
    field("server-login-email", t("email"), email),
    field("server-login-password", t("password"), password),
    `<div class="flex flex-wrap items-center justify-between gap-x-2 text-sm">${showPassword(t("showPassword"))}<a href="/login?mode=forgot" class="${MODE_LINK}">${escapeHtml(t("forgotPassword"))}</a></div>`,
    notice,
    submit(t("login")),
    `<p class="text-center text-sm text-lodge-muted">${escapeHtml(t("newHere"))} <a href="/login?mode=register" class="${MODE_LINK}">${escapeHtml(t("createAccount"))}</a></p></form></div>`,
  ].join("");
}

// RegisterForm's fields, named as the app's form carries them over (server-form.ts).
function registerForm(t: ReturnType<typeof loginText>): string {
  const nicknameHint = t("nicknameHint", { min: NICKNAME_MIN, max: NICKNAME_MAX });
  return [
    `<div><form class="grid gap-4" novalidate>`,
    field(
      "server-login-email",
      t("email"),
      input("server-login-email", "email", 'autocomplete="email" inputmode="email" type="email"'),
    ),
    field(
      "server-login-nickname",
      t("nickname"),
      input(
        "server-login-nickname",
        "nickname",
        'aria-describedby="server-login-nickname-hint" autocomplete="username"',
      ),
      nicknameHint,
    ),
    field(
      "server-login-password",
      t("password"),
      input("server-login-password", "password", 'autocomplete="new-password" type="password"'),
    ),
    field(
      "server-login-confirm",
      t("confirmPassword"),
      input("server-login-confirm", "confirmPassword", 'autocomplete="new-password" type="password"'),
    ),
    showPassword(t("showPassword")),
    submit(t("createAccount"), true),
    `<p class="text-center text-sm text-lodge-muted">${escapeHtml(t("haveAccount"))} <a href="/login" class="${MODE_LINK}">${escapeHtml(t("backToLogin"))}</a></p></form></div>`,
  ].join("");
}

/** The sign-in screen in `language` and `mode`: the failure's message when a sign-in was refused, `returnTo` posted along. */
export function loginScreen({
  language,
  mode = "login",
  failure,
  returnTo,
}: {
  language: Language;
  mode?: ServerLoginMode;
  failure: LoginFailure | null;
  returnTo: string;
}): string {
  const t = loginText(language);
  const notice = failure
    ? `<div role="alert" class="flex items-start gap-2 rounded-xl border px-3.5 py-2.5 text-sm font-medium border-lodge-danger/40 bg-lodge-danger/10 text-lodge-danger"><svg width="18" height="18" ${ICON} class="mt-px shrink-0"><path d="M6 6l12 12"></path><path d="M18 6 6 18"></path></svg><span>${escapeHtml(t(`messages:${failure}`))}</span></div>`
    : "";
  // The app offers a passkey to sign in only.
  const passkey =
    mode === "login"
      ? `<div class="mb-2 space-y-3 needs-script"><button type="button" disabled class="${BUTTON} text-lodge-text hover:bg-lodge-panel-2 min-h-11 px-4 text-sm w-full"><svg width="18" height="18" ${ICON}><path d="M14 10a4 4 0 1 0-3.5 4L9 15.5V18H6.5v2.5H3V18l7.2-7.2"></path><path d="M16 8h.01"></path></svg>${escapeHtml(t("providers.passkey"))}</button>${divider(t("or"))}</div>`
      : `<div class="mb-2 space-y-3"></div>`;
  return [
    `<div id="${SERVER_LOGIN_ID}" data-mode="${mode}"><div class="lodge-backdrop flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">`,
    `<div class="mb-8 flex flex-col items-center text-center"><span class="inline-flex items-center gap-2.5 [&amp;&gt;span]:text-3xl">${CREST}<span class="text-lg leading-none font-extrabold tracking-wide">${logoName(t("common:logo.name"))}</span></span><p class="mt-3 max-w-xs text-sm text-lodge-muted">${escapeHtml(t("common:tagline"))}</p></div>`,
    `<main class="w-full max-w-md rounded-3xl border border-lodge-border bg-lodge-panel/95 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8"><h1 class="text-2xl font-extrabold tracking-tight">${escapeHtml(t(`modes.${mode}Title`))}</h1><p class="mt-1.5 text-sm text-lodge-muted">${escapeHtml(t(`modes.${mode}Subtitle`))}</p><div class="mt-6">`,
    passkey,
    mode === "login" ? signInForm(t, notice, returnTo) : registerForm(t),
    `<div class="needs-script">${divider(t("or"))}<button type="button" disabled class="${BUTTON} border border-lodge-border bg-lodge-panel-2 text-lodge-text hover:border-lodge-accent/60 min-h-11 px-4 text-sm w-full">${escapeHtml(t("continueAsGuest"))}</button></div></div></main>`,
    `<footer class="mt-8 flex w-full max-w-md flex-col items-center gap-4 text-center"><a class="text-sm font-semibold text-lodge-text underline decoration-lodge-accent decoration-2 underline-offset-4" href="/explore">${escapeHtml(t("common:exploreWithoutAccount"))}</a>`,
    `<div class="flex flex-col gap-1.5 w-full max-w-56 needs-script"><div class="flex items-center justify-between gap-2"><label for="server-login-language" class="text-sm font-medium text-lodge-text">${escapeHtml(t("common:language.label"))}</label></div><div class="relative"><select id="server-login-language" disabled class="${CONTROL} appearance-none pr-10">${languageOptions(language)}</select><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" class="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-lodge-muted"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></div></div>`,
    `<p class="text-xs text-lodge-muted">${escapeHtml(t("common:footer"))}</p></footer></div></div>`,
  ].join("");
}
