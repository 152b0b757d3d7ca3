import type { CardElement } from "./element.ts";
import { brand, column, glow, text } from "./parts.ts";
import { CARD_HEIGHT, CARD_WIDTH, theme } from "./theme.ts";

// The site's own card: what a link to a private or missing build shows, so it reveals nothing about it.
export function siteCard(): CardElement {
  return column(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alignItems: "center",
      justifyContent: "center",
      fontFamily: "Inter",
      position: "relative",
      backgroundColor: theme.bg,
    },
    glow(theme.accent),
    brand(72),
    text(
      { marginTop: 28, fontSize: 34, fontWeight: 600, color: theme.muted },
      "Build, store and share your hunters.",
    ),
  );
}
