// What a player wrote (a hunter's name, a nickname, a build's purpose) goes into Discord's messages as text,
// never as markup (docs/product.md#hunter-lodge-in-discord): every character Discord's markdown reads is
// escaped, and a mention is broken with a zero-width space, so "@everyone" in a hunter's name pings nobody
// even where a message's allowed_mentions would not stop it. Links are not made clickable either.

const MARKUP = /[\\*_~`|>#\-[\]()<:.!]/g;
const MENTION = /@(?=[a-z0-9&!#])/gi;
const ZERO_WIDTH_SPACE = "\u200b";
// Discord reads "https://…" in text as a link; a player's text must not become one.
const SCHEME = /(\w)(:\/\/)/g;

/** A player's text, safe to put anywhere in a Discord message. Control characters go; lines stay one. */
export function escapeDiscordText(text: string, max = 256): string {
  const plain = [...text.replace(/[\p{Cc}\p{Cf}]+/gu, " ")].slice(0, max).join("");
  return plain
    .replace(MARKUP, (c) => `\\${c}`)
    .replace(MENTION, `@${ZERO_WIDTH_SPACE}`)
    .replace(SCHEME, `$1${ZERO_WIDTH_SPACE}$2`);
}
