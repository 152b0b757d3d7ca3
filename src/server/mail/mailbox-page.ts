import type { mailOutbox } from "../db/schema.ts";

type Mail = typeof mailOutbox.$inferSelect;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// Escapes the text, then turns each address in it into a link (the escaped text holds no quotes).
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#111827;color:#e5e7eb;max-width:56rem;margin:2rem auto;padding:0 1rem}
article{background:#1f2937;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}p.meta{color:#9ca3af;margin:0 0 .75rem;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit;margin:0}a{color:#fbbf24}`;

/** The development mailbox: every mail the outbox holds, newest first, with clickable links. */
export function mailboxPage(mails: Mail[]): string {
  const items = mails.map(
    (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hunter Lodge mailbox</title><style>${STYLE}</style></head>
<body><h1>Development mailbox</h1>
<p>Mail the server would have sent. Set SMTP_URL to send real e-mail.</p>
${items.length ? items.join("\n") : "<p>No mail yet.</p>"}
</body></html>`;
}
