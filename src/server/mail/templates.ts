import { SIGN_IN_LINK_MINUTES } from "#core/rules/account-limits.ts";
import type { OutgoingMail } from "../context.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function linkMail(to: string, subject: string, lead: string, action: string, url: string): OutgoingMail {
  const text = `${lead}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nHunter Lodge`;
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>Or paste this address into your browser: ${escapeHtml(url)}</p>`,
    "<p>If you did not ask for this, you can ignore this e-mail.</p><p>Hunter Lodge</p>",
  ].join("\n");
  return { to, subject, text, html };
}

export const verificationMail = (to: string, url: string) =>
  linkMail(
    to,
    "Verify your Hunter Lodge e-mail",
    "Welcome to Hunter Lodge! Please confirm that this e-mail address is yours.",
    "Verify my e-mail",
    url,
  );

export const resetPasswordMail = (to: string, url: string) =>
  linkMail(
    to,
    "Reset your Hunter Lodge password",
    "Someone (hopefully you) asked to reset the password of your Hunter Lodge account.",
    "Choose a new password",
    url,
  );

export const signInLinkMail = (to: string, url: string) =>
  linkMail(
    to,
    "Your Hunter Lodge sign-in link",
    `Someone (hopefully you) asked for a link to sign in to your Hunter Lodge account. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
    "Sign me in",
    url,
  );
