import { readFileSync } from "node:fs";
import { type CardChild, type CardElement, type CardStyle, h } from "./element.ts";
import type { Avatar, Tag } from "./model.ts";
import { AVATAR_GRADIENT, alpha, CARD_HEIGHT, CARD_WIDTH, theme, ULTIMATE_SHINE } from "./theme.ts";

// Texts a player typed are cut to one line with an ellipsis; the game data's names fit as they are, and
// every cut costs drawing time (a clip and a mask each).

// Pieces both cards share: the brand, avatars, rarity and class pills, section labels.

const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

// The app's icon (src/web/public/icon.svg), kept beside the cards: the server's image ships without the
// web sources (Dockerfile). logo.test.ts keeps the two the same.
const LOGO = svgUri(readFileSync(new URL("./logo.svg", import.meta.url), "utf8"));

// The app's SparkleIcon (src/web/features/hunters/hunter-icons.tsx): the engraved mark.
export const SPARKLE = svgUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z" fill="${theme.accent}"/></svg>`,
);

/** The margin every card keeps around its content. */
export const PAD = 44;

export const oneLine: CardStyle = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" };

export const row = (style: CardStyle, ...children: CardChild[]) =>
  h("div", { style: { display: "flex", flexDirection: "row", ...style } }, ...children);
export const column = (style: CardStyle, ...children: CardChild[]) =>
  h("div", { style: { display: "flex", flexDirection: "column", ...style } }, ...children);
export const text = (style: CardStyle, content: string) =>
  h("div", { style: { display: "flex", ...style } }, content);

export function brand(size = 30): CardElement {
  return row(
    { alignItems: "center" },
    h("img", { src: LOGO, width: size, height: size }),
    text(
      {
        marginLeft: 10,
        fontSize: Math.round(size * 0.56),
        fontWeight: 800,
        letterSpacing: 3,
        color: theme.accent,
      },
      "HUNTER LODGE",
    ),
  );
}

export function avatar(model: Avatar, size: number): CardElement {
  return h(
    "div",
    {
      style: {
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: size / 2,
        ...(model.color ? { backgroundColor: model.color } : { backgroundImage: AVATAR_GRADIENT }),
        border: `3px solid ${alpha(theme.accent, 0.6)}`,
        overflow: "hidden",
      },
    },
    model.image
      ? h("img", { src: model.image, width: size - 6, height: size - 6 })
      : text({ fontSize: size * 0.45, fontWeight: 800, color: "#ffffff" }, model.initial),
  );
}

export function label(content: string, style: CardStyle = {}): CardElement {
  return text(
    {
      fontSize: 15,
      fontWeight: 800,
      letterSpacing: 2.5,
      color: theme.muted,
      textTransform: "uppercase",
      ...style,
    },
    content,
  );
}

// Ultimate keeps its shine (the app's .shiny): the gradient drawn through the letters.
function tagText(tag: Tag, fontSize: number): CardElement {
  const shine: CardStyle = tag.shine
    ? { backgroundImage: ULTIMATE_SHINE, backgroundClip: "text", color: "transparent" }
    : { color: tag.color };
  return text({ fontSize, fontWeight: 800, ...shine }, tag.text);
}

export function pill(tag: Tag, fontSize = 22): CardElement {
  return row(
    {
      alignItems: "center",
      padding: `${Math.round(fontSize * 0.3)}px ${Math.round(fontSize * 0.75)}px`,
      borderRadius: 999,
      border: `2px solid ${alpha(tag.color, 0.55)}`,
      backgroundColor: alpha(tag.color, 0.12),
      marginRight: 10,
      maxWidth: 300,
    },
    tagText(tag, fontSize),
  );
}

/**
 * The faint glow of the app's .lodge-backdrop, tinted by the card's own colour, in the top-left corner only:
 * a gradient costs drawing time by the area it covers.
 */
export function glow(tint: string): CardElement {
  return h("div", {
    style: {
      display: "flex",
      position: "absolute",
      top: 0,
      left: 0,
      width: 760,
      height: 480,
      backgroundImage: `radial-gradient(ellipse 100% 100% at 0% 0%, ${alpha(tint, 0.2)}, transparent 100%)`,
    },
  });
}

/** Every card's frame: the page colour, the tinted glow and the tinted bar along the top, around its content. */
export function cardFrame(tint: string, ...children: CardChild[]): CardElement {
  return h(
    "div",
    {
      style: {
        display: "flex",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        padding: PAD,
        boxSizing: "border-box",
        fontFamily: "Inter",
        color: theme.text,
        position: "relative",
        backgroundColor: theme.bg,
      },
    },
    glow(tint),
    h("div", {
      style: { position: "absolute", top: 0, left: 0, width: CARD_WIDTH, height: 8, backgroundColor: tint },
    }),
    ...children,
  );
}
