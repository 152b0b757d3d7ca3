import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import type { GameData } from "#core/game-data/schema.ts";
import { itemTextLines, type TextLine } from "#core/rules/item-scan/item-text.ts";
import type { ScanLabels } from "#core/rules/item-scan/types.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";
import { type CardChild, type CardElement, type CardStyle, h } from "#server/cards/element.ts";

// Draws a phone screenshot of one or more item tooltips the way the cards are drawn (satori lays out,
// resvg paints), then scales it and saves it as a JPEG, as a player's screenshot arrives.

export const FONTS = ["Inter", "Roboto Condensed", "Noto Serif"] as const;
export type FontName = (typeof FONTS)[number];
export type Screen = {
  name: string;
  // CSS pixels and device pixel ratio: the screenshot is width × ratio pixels wide before scaling.
  width: number;
  height: number;
  ratio: number;
};
export type ScreenCase = {
  items: InventoryItemData[];
  screen: Screen;
  font: FontName;
  theme: "dark" | "light";
  layout: "single" | "columns" | "stack";
  scale: number;
  jpegQuality: number;
  language: string;
  labels: ScanLabels;
  levelText: (level: number) => string;
};

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  readFileSync(require.resolve(`${pkg}/files/${file}`, { paths: [process.cwd()] }));
const interFile = (weight: number) =>
  readFileSync(new URL(`../../../src/server/cards/fonts/inter-latin-${weight}-normal.woff`, import.meta.url));

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | undefined;
function loadFonts() {
  fonts ??= [
    { name: "Inter", data: interFile(400), weight: 400, style: "normal" },
    { name: "Inter", data: interFile(800), weight: 700, style: "normal" },
    ...(["roboto-condensed", "noto-serif"] as const).flatMap((id) =>
      ([400, 700] as const).map((weight) => ({
        name: id === "roboto-condensed" ? "Roboto Condensed" : "Noto Serif",
        data: fontFile(`@fontsource/${id}`, `${id}-latin-${weight}-normal.woff`),
        weight,
        style: "normal" as const,
      })),
    ),
  ];
  return fonts;
}

const THEMES = {
  dark: { band: "#10141d", body: "#1d2432", text: "#e8ebf1", border: "#3a4458" },
  light: { band: "#262b36", body: "#f0eadb", text: "#2a2722", border: "#b9ad93" },
};

function tooltip(item: InventoryItemData, c: ScreenCase, gameData: GameData, unit: number): CardElement {
  const t = THEMES[c.theme];
  const lines = itemTextLines(item, gameData, {
    language: c.language,
    labels: c.labels,
    levelText: c.levelText,
    plus: item.attributes.length % 2 === 0,
  });
  const line = ({ text, role, color }: TextLine, first: boolean): CardChild => {
    const style: CardStyle = { display: "flex", whiteSpace: "nowrap", marginTop: 0.45 * unit };
    if (role === "title") Object.assign(style, { fontSize: (first ? 1.25 : 1) * unit, fontWeight: 700 });
    // The engraved mark is gold, darker on a light panel.
    const engraved = text === c.labels.engraved && role === "body";
    const ink = engraved ? (c.theme === "light" ? "#8a6510" : "#e0b64a") : color;
    return h("div", { style: { ...style, ...(ink ? { color: ink } : {}) } }, text);
  };
  const band = lines.filter((l) => l.role !== "body");
  const body = lines.filter((l) => l.role === "body");
  return h(
    "div",
    {
      style: {
        display: "flex",
        flexDirection: "column",
        borderRadius: 0.6 * unit,
        border: `${Math.max(1, unit / 8)}px solid ${t.border}`,
        backgroundColor: t.body,
        overflow: "hidden",
      },
    },
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          backgroundColor: t.band,
          padding: `${0.5 * unit}px ${unit}px ${0.8 * unit}px`,
          fontSize: unit,
        },
      },
      ...band.map((l, i) => line(l, i === 0)),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          padding: `${0.4 * unit}px ${unit}px ${unit}px`,
          fontSize: unit,
          color: t.text,
        },
      },
      ...body.map((l) => line(l, false)),
    ),
  );
}

/** The screenshot as a JPEG, with its size in pixels. */
export async function renderScreen(
  c: ScreenCase,
  gameData: GameData,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const width = c.screen.width * c.screen.ratio;
  const height = c.screen.height * c.screen.ratio;
  // Text as large as a phone shows it, small enough that the longest line fits the panel.
  const across = c.layout === "columns";
  const unit = Math.min(16, (across ? c.screen.width / 2 : c.screen.width) / 26) * c.screen.ratio;
  const tips = c.items.map((item) => tooltip(item, c, gameData, unit));
  const tree = h(
    "div",
    {
      style: {
        display: "flex",
        flexDirection: across ? "row" : "column",
        alignItems: "flex-start",
        justifyContent: "center",
        width,
        height,
        padding: `${4 * unit}px ${unit}px`,
        fontFamily: c.font,
        backgroundImage: "linear-gradient(160deg, #2b3a55 0%, #141a26 55%, #3b2a2a 100%)",
      },
    },
    ...tips.map((tip) =>
      h(
        "div",
        {
          style: {
            display: "flex",
            flexDirection: "column",
            width: across ? "48%" : "86%",
            margin: `${0.5 * unit}px`,
          },
        },
        tip,
      ),
    ),
  );
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  const outWidth = Math.round(width * c.scale);
  const jpeg = await sharp(png).resize({ width: outWidth }).jpeg({ quality: c.jpegQuality }).toBuffer();
  const meta = await sharp(jpeg).metadata();
  return { jpeg, width: meta.width ?? outWidth, height: meta.height ?? 0 };
}
