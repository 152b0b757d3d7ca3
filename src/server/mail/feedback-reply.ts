import type { Language } from "#core/i18n/languages.ts";
import type { FeedbackType } from "#core/schemas/feedback.ts";
import type { OutgoingMail } from "../context.ts";
import { serverT } from "../i18n/texts.ts";
import { escapeHtml } from "./templates.ts";

export type FeedbackReplyMail = {
  to: string;
  language: Language;
  type: FeedbackType;
  /** The reply's author as the player sees them: a nickname, never an address. */
  authorName: string;
  reply: string;
  /** What the player wrote, quoted so they know which submission is answered. */
  original: string;
  settingsUrl: string;
};

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replaceAll("\n", "<br>")}</p>`)
    .join("\n");

// A reply to a bug report or a feature request (docs/product.md#feedback-inbox), in the author's language
// (src/core/i18n/locales/<lang>/emails.json); the same reply waits under Settings → Support.
export function feedbackReplyMail(mail: FeedbackReplyMail): OutgoingMail {
  const t = serverT(mail.language, "emails");
  const subject = t(`feedbackReply.${mail.type}Subject`);
  const lead = t(`feedbackReply.${mail.type}Lead`, { name: mail.authorName });
  const youWrote = t("feedbackReply.youWrote");
  const readMore = t("feedbackReply.readInSettings");
  const quoted = mail.original
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const text = `${lead}\n\n${mail.reply}\n\n${youWrote}\n${quoted}\n\n${readMore}: ${mail.settingsUrl}\n\nHunter Lodge`;
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    paragraphs(mail.reply),
    `<p>${escapeHtml(youWrote)}</p>`,
    `<blockquote>${paragraphs(mail.original)}</blockquote>`,
    `<p><a href="${escapeHtml(mail.settingsUrl)}">${escapeHtml(readMore)}</a></p>`,
    "<p>Hunter Lodge</p>",
  ].join("\n");
  return { to: mail.to, subject, text, html };
}
