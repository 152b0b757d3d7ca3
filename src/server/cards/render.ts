import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { CardElement } from "./element.ts";
import { cardFonts } from "./fonts.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "./theme.ts";

/** Draws a card tree as a 1200×630 PNG: satori lays it out as SVG, resvg paints it (no browser). */
export async function renderPng(tree: CardElement): Promise<Buffer> {
  // satori's types expect a React node; the tree has exactly that shape.
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}
