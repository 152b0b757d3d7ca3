import { circle, lin } from "./parts.mjs";

const SHAPES = {
  hex: '<path d="M32 3l25 14.5v29L32 61 7 46.5v-29z" fill="url(#b)" stroke="url(#e)" stroke-width="2.5"/>',
  square:
    '<rect x="5" y="5" width="54" height="54" rx="14" fill="url(#b)" stroke="url(#e)" stroke-width="2.5"/>',
  shield:
    '<path d="M32 3l25 8v20c0 15-11 25-25 30C18 56 7 46 7 31V11z" fill="url(#b)" stroke="url(#e)" stroke-width="2.5"/>',
  circle: '<circle cx="32" cy="32" r="28" fill="url(#b)" stroke="url(#e)" stroke-width="2.5"/>',
};

const W = "#fff";
const f = (d, fill = W) => `<path d="${d}" fill="${fill}"/>`;
const s = (d, width = 4, color = W) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

// A badge in the given colours with a white glyph and its soft shadow.
function icon(shape, [light, dark], glyph) {
  const shadow = glyph.replaceAll(`"${W}"`, '"#000"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${lin("b", light, dark)}${lin("e", "#ffffff", dark)}</defs>${SHAPES[shape]}<g transform="translate(0 1.5)" opacity=".3">${shadow}</g>${glyph}</svg>\n`;
}

const glyphs = {
  bolt: f("M36 10L18 35h12l-4 19 20-27H34z"),
  spiral: s("M32 32a2.5 2.5 0 1 1 5 0 7 7 0 1 1-14 0 11.5 11.5 0 1 1 23 0 16 16 0 0 1-16 16", 3.5),
  pierce:
    s("M30 12v13M30 39v13", 6) +
    s("M12 50L44 18", 4) +
    f("M52 10l-4 16-12-12z") +
    s("M12 50l-2-8M12 50l8 2", 3),
  eye:
    f(
      "M8 32c6-10 14-16 24-16s18 6 24 16c-6 10-14 16-24 16S14 42 8 32zm24 10a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
    ) + circle(32, 32, 5, W),
  coin:
    `<circle cx="32" cy="32" r="17" fill="none" stroke="${W}" stroke-width="4"/>` +
    f("M32 21l3.2 6.6 7.2 1-5.2 5 1.3 7.2L32 37.4l-6.5 3.4 1.3-7.2-5.2-5 7.2-1z"),
  slashes: s("M16 46C24 30 34 20 48 14M22 52C30 36 40 26 54 20", 4.5),
  stone:
    f("M12 42l6-18 14-10 16 6 5 16-7 14H20z") +
    s("M18 24l12 6 18-10M30 30l2 22M32 14l-2 16M53 38l-21-8", 2, "#0005"),
  heart: f("M32 52S12 40 12 25c0-7 5-12 11-12 4 0 7 2 9 6 2-4 5-6 9-6 6 0 11 5 11 12 0 15-20 27-20 27z"),
  lens: circle(27, 27, 12, "none", ` stroke="${W}" stroke-width="5"`) + s("M36 36l14 14", 7),
  book: f("M10 18c8-3 16-2 21 3v29c-5-4-13-5-21-2zM54 18c-8-3-16-2-21 3v29c5-4 13-5 21-2z"),
  chevrons: s("M14 18l14 14-14 14M32 18l14 14-14 14", 5) + s("M8 32h4", 4),
  sword:
    f("M32 6l5 8v26h-10V14z") +
    f("M20 40h24v5H20zM29 45h6v10h-6z") +
    `<circle cx="32" cy="57" r="3" fill="${W}"/>`,
  shield:
    f("M32 10l18 6v14c0 11-8 19-18 24-10-5-18-13-18-24V16z") + f("M32 16v32c7-4 12-10 12-18V20z", "#0003"),
  heartPlus:
    f("M32 52S12 40 12 25c0-7 5-12 11-12 4 0 7 2 9 6 2-4 5-6 9-6 6 0 11 5 11 12 0 15-20 27-20 27z") +
    s("M32 24v14M25 31h14", 4, "#0006"),
  crosshair:
    `<circle cx="32" cy="32" r="15" fill="none" stroke="${W}" stroke-width="4"/>` +
    s("M32 8v12M32 44v12M8 32h12M44 32h12", 4) +
    `<circle cx="32" cy="32" r="4" fill="${W}"/>`,
  claws: s("M20 12c2 14 0 28-6 40M32 10c2 16 1 30-4 44M44 12c2 14 2 28-2 40", 4.5),
  crossed: s("M14 14l28 28M50 14L22 42", 5) + s("M36 44l8-8M20 36l8 8M18 46l-4 4M46 46l4 4", 4),
  sparkle:
    f("M32 8c2 14 10 22 24 24-14 2-22 10-24 24-2-14-10-22-24-24 14-2 22-10 24-24z") +
    `<circle cx="48" cy="14" r="3" fill="${W}"/><circle cx="16" cy="50" r="2.5" fill="${W}"/>`,
  scales:
    s("M32 10v40M20 52h24M14 18h36", 4) +
    s("M14 18L8 34M14 18l6 16M50 18l-6 16M50 18l6 16", 2.5) +
    f("M6 34h16c0 5-4 8-8 8s-8-3-8-8zM42 34h16c0 5-4 8-8 8s-8-3-8-8z"),
  medal:
    f("M22 8h8l6 14h-8zM42 8h-8l-6 14h8z") +
    `<circle cx="32" cy="38" r="15" fill="${W}"/>` +
    f("M32 29l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L32 43.5l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z", "#0004"),
  flame: f(
    "M32 56c-11 0-18-7-18-17 0-9 6-14 9-22 2 5 4 8 7 9-1-8 3-15 9-20 0 9 11 16 11 30 0 12-7 20-18 20zm0-6c5 0 8-3 8-8 0-6-5-8-6-14-4 4-10 8-10 14 0 5 3 8 8 8z",
  ),
  tower: f("M16 12h7v6h6v-6h6v6h6v-6h7v14l-5 4v24H21V30l-5-4z") + f("M28 40a4 4 0 0 1 8 0v14h-8z", "#0005"),
  leaf: f(
    "M50 12C26 12 12 24 12 40c0 5 2 9 4 12 4-12 12-20 24-26-10 8-16 16-18 28 4 2 8 2 12 2 14 0 22-12 22-26 0-8-2-14-6-18z",
  ),
  fang:
    f("M14 14h36c0 10-4 14-8 16l-10 26-10-26c-4-2-8-6-8-16z") +
    f("M24 20h16c0 4-2 6-4 7l-4 11-4-11c-2-1-4-3-4-7z", "#0004"),
  target: `<circle cx="32" cy="32" r="20" fill="none" stroke="${W}" stroke-width="4"/><circle cx="32" cy="32" r="11" fill="none" stroke="${W}" stroke-width="4"/><circle cx="32" cy="32" r="4" fill="${W}"/>`,
  horseshoe:
    f("M13 50c-3-22 6-38 19-38s22 16 19 38h-9c2-16-2-28-10-28s-12 12-10 28z") +
    f("M10 50h11v4H10zM43 50h11v4H43z") +
    `<circle cx="17.5" cy="40" r="1.7" fill="#0006"/><circle cx="21" cy="27" r="1.7" fill="#0006"/><circle cx="46.5" cy="40" r="1.7" fill="#0006"/><circle cx="43" cy="27" r="1.7" fill="#0006"/>`,
  saddle:
    f(
      "M8 20c5 0 7 8 12 11 8 4 18 3 24-2 3-3 4-10 5-15 5 0 7 6 6 12-2 11-13 18-27 18-11 0-19-7-20-16 0-3 0-6 0-8z",
    ) +
    f("M22 40h16l-2 8H24z", "#0004") +
    s("M31 44v6", 2.5) +
    f("M25 50h12l-2 6h-8z"),
  reins:
    s("M14 20c6 20 14 30 18 30s12-10 18-30", 3.5) +
    `<circle cx="14" cy="16" r="5" fill="none" stroke="${W}" stroke-width="3.5"/><circle cx="50" cy="16" r="5" fill="none" stroke="${W}" stroke-width="3.5"/>` +
    s("M19 16h26", 3),
};

// File name -> SVG, under data/icons/.
export const icons = {
  "traits/quicken": icon("hex", ["#ffe066", "#e67700"], glyphs.bolt),
  "traits/curse": icon("hex", ["#b197fc", "#5f3dc4"], glyphs.spiral),
  "traits/penetration": icon("hex", ["#ff8787", "#c92a2a"], glyphs.pierce),
  "traits/sixth-sense": icon("hex", ["#99e9f2", "#0c8599"], glyphs.eye),
  "traits/rich": icon("hex", ["#ffd43b", "#b8860b"], glyphs.coin),
  "traits/double-attack": icon("hex", ["#ffa94d", "#d9480f"], glyphs.slashes),
  "traits/stone-skin": icon("hex", ["#ced4da", "#495057"], glyphs.stone),
  "traits/vital": icon("hex", ["#ff8fab", "#c2255c"], glyphs.heart),
  "traits/finding": icon("hex", ["#8ce99a", "#2b8a3e"], glyphs.lens),
  "traits/wisdom": icon("hex", ["#74c0fc", "#1864ab"], glyphs.book),
  "skills/haste": icon("square", ["#ffe066", "#f08c00"], glyphs.chevrons),
  "skills/might": icon("square", ["#ff8787", "#c92a2a"], glyphs.sword),
  "skills/guard": icon("square", ["#a5d8ff", "#1c7ed6"], glyphs.shield),
  "skills/vitality": icon("square", ["#8ce99a", "#2f9e44"], glyphs.heartPlus),
  "skills/precision": icon("square", ["#ffc078", "#e8590c"], glyphs.crosshair),
  "skills/hunt": icon("square", ["#d8a47f", "#7c4a21"], glyphs.claws),
  "skills/duel": icon("square", ["#e599f7", "#9c36b5"], glyphs.crossed),
  "skills/arcane": icon("square", ["#91a7ff", "#4263eb"], glyphs.sparkle),
  "sets/justice": icon("shield", ["#a5d8ff", "#1971c2"], glyphs.scales),
  "sets/honor": icon("shield", ["#ffe066", "#c08a00"], glyphs.medal),
  "sets/fury": icon("shield", ["#ffa8a8", "#e03131"], glyphs.flame),
  "sets/bastion": icon("shield", ["#dee2e6", "#5c677d"], glyphs.tower),
  "sets/vigor": icon("shield", ["#b2f2bb", "#2b8a3e"], glyphs.leaf),
  "sets/predator": icon("shield", ["#e5dbff", "#7048e8"], glyphs.fang),
  "sets/precision": icon("shield", ["#ffd8a8", "#e8590c"], glyphs.target),
  "mount/horseshoe": icon("circle", ["#ced4da", "#5c677d"], glyphs.horseshoe),
  "mount/saddle": icon("circle", ["#e0a77a", "#8a4b20"], glyphs.saddle),
  "mount/reins": icon("circle", ["#d0bfff", "#6741d9"], glyphs.reins),
};
