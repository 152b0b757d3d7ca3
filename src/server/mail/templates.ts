import type { Language } from "#core/i18n/languages.ts";
import { SIGN_IN_LINK_MINUTES } from "#core/rules/account-limits.ts";
import type { OutgoingMail } from "../context.ts";
import { serverT } from "../i18n/texts.ts";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type LinkMail = "verify" | "reset" | "signIn";

// Every e-mail is one link with a lead, in the account's language (src/core/i18n/locales/<lang>/emails.json).
function linkMail(kind: LinkMail, language: Language, to: string, url: string): OutgoingMail {
  const t = serverT(language, "emails");
  const subject = t(`${kind}.subject`);
  const lead = t(`${kind}.lead`, { minutes: SIGN_IN_LINK_MINUTES });
  const action = t(`${kind}.action`);
  const text = `${lead}\n\n${action}: ${url}\n\n${t("ignore")}\n\nHunter Lodge`;
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(t("paste", { url }))}</p>`,
    `<p>${escapeHtml(t("ignore"))}</p><p>Hunter Lodge</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

export const verificationMail = (to: string, url: string, language: Language) =>
  linkMail("verify", language, to, url);

export const resetPasswordMail = (to: string, url: string, language: Language) =>
  linkMail("reset", language, to, url);

export const signInLinkMail = (to: string, url: string, language: Language) =>
  linkMail("signIn", language, to, url);
