import {
  avatar,
  brows,
  bust,
  circle,
  eyes,
  glowEyes,
  head,
  lin,
  mirror,
  path,
  rad,
  slitEyes,
  stroke,
} from "./parts.mjs";

const GOLD = lin("g", "#fff1a8", "#d4901c");
const crown = (y = 30, w = 22) =>
  path(
    `M${64 - w} ${y + 14}l-2-18 ${w / 2} 10 ${w / 2 + 2}-14 ${w / 2 + 2} 14 ${w / 2}-10-2 18z`,
    "url(#g)",
  ) + circle(64, y + 8, 3, "#e03131");
const vip = (defs, body) => avatar(GOLD + defs, body, { rim: true });

// The 8 VIP avatars: rarer creatures, each with a gold rim.
export const vipAvatars = {
  "dragon-king": vip(
    rad("f", "#ff8787", "#a61e1e") + lin("b", "#c92a2a", "#5c0f0f"),
    bust("url(#b)") +
      mirror(path("M44 48C30 40 24 24 28 8c4 14 12 22 22 28z", "url(#g)")) +
      path(
        "M64 34c-18 0-30 12-30 30 0 14 6 26 14 34 4 6 10 10 16 10s12-4 16-10c8-8 14-20 14-34 0-18-12-30-30-30z",
        "url(#f)",
      ) +
      path("M50 88c4 12 24 12 28 0-4 6-24 6-28 0z", "#ffc078") +
      slitEyes(64, "#ffd43b", 13, 6, 4.5) +
      brows(56, "#7a1010", 13, 2.5, 7, 3.5) +
      mirror(`<ellipse cx="58" cy="86" rx="2" ry="3" fill="#5c0f0f"/>`) +
      crown(22, 20),
  ),
  phoenix: vip(
    rad("f", "#ffd43b", "#f76707") + lin("r", "#ffe066", "#e03131"),
    path("M64 6c6 14 2 22-2 28 8-6 18-10 26-4-10 2-14 8-14 12 10-4 22-2 28 6-12-2-18 2-22 8z", "url(#r)") +
      mirror(path("M64 40c-6-10-8-22-2-32-8 10-16 16-26 14 8 6 10 12 10 20z", "url(#r)")) +
      mirror(path("M32 100C16 92 8 74 10 56c8 14 20 22 34 24z", "url(#r)")) +
      head("url(#f)", 72, 28, 32) +
      glowEyes(66, "#fff", 12, 5, 3) +
      mirror(stroke("M44 60l12 4", "#a61e1e", 3)) +
      path("M64 74l-8 6 8 14 8-14z", "url(#g)") +
      path("M40 104c8 8 16 12 24 12s16-4 24-12c-8 20-40 20-48 0z", "#e03131"),
  ),
  lich: vip(
    rad("f", "#f3f0ff", "#9b8fc7") + lin("h", "#5f3dc4", "#1e0f3c"),
    path("M64 12C36 12 22 36 22 64v64h84V64c0-28-14-52-42-52z", "url(#h)") +
      path("M64 34c-18 0-28 12-28 28 0 12 5 18 10 22v10h36V84c5-4 10-10 10-22 0-16-10-28-28-28z", "url(#f)") +
      mirror(path("M44 58c4-7 14-7 16 2 0 8-7 10-10 10-6 0-8-5-6-12z", "#1e0f3c")) +
      mirror(
        `<circle cx="52" cy="62" r="5" fill="#b197fc" opacity=".4"/><circle cx="52" cy="62" r="2.6" fill="#e5dbff"/>`,
      ) +
      path("M64 70l-4 7h8z", "#1e0f3c") +
      stroke("M52 88h24M56 85v7M62 85v7M68 85v7M74 85v7", "#1e0f3c", 1.8) +
      crown(22, 18),
  ),
  valkyrie: vip(
    rad("s", "#fde4cf", "#d9a07a") +
      lin("m", "#f8f9fa", "#8d99ae") +
      lin("y", "#ffec99", "#e0a526") +
      lin("w", "#ffffff", "#bac8ff"),
    path("M38 62h52v50c-6 6-12 8-12 8V70H50v50s-6-2-12-8z", "url(#y)") +
      bust("url(#m)") +
      mirror(path("M36 50C18 46 8 30 6 14c8 8 14 10 22 10-6 4-6 8-4 10 6-2 10-2 14 2z", "url(#w)")) +
      head("url(#s)", 68, 21, 24) +
      path("M40 62c0-22 10-34 24-34s24 12 24 34c-6-8-14-10-24-10s-18 2-24 10z", "url(#m)") +
      path("M61 28h6v26h-6z", "url(#g)") +
      eyes(68, "#1971c2", 9, 2.8) +
      stroke("M58 82q6 3 12 0", "#b5533c") +
      path("M56 104h16l-8 12z", "url(#g)"),
  ),
  unicorn: vip(
    rad("f", "#ffffff", "#d0d7f0") + lin("h", "#fff3bf", "#f59f00"),
    path("M86 40c14 8 20 24 18 44-4-8-8-10-12-12 4 12 2 24-4 32-2-12-6-18-10-20z", "#f783ac") +
      path("M84 36c10 4 16 12 18 22-6-4-12-6-18-4z", "#74c0fc") +
      path("M82 48c6 6 8 14 6 24-4-6-8-8-12-8z", "#b197fc") +
      mirror(path("M44 46L38 22l16 16z", "url(#f)")) +
      path("M64 30c-20 0-30 14-30 32 0 20 12 40 30 46 18-6 30-26 30-46 0-18-10-32-30-32z", "url(#f)") +
      path("M64 2l-7 34h14z", "url(#h)") +
      stroke("M58 30l11-4M59 22l9-3M61 14l6-2", "#f08c00", 1.5) +
      eyes(62, "#7048e8", 11, 3.4) +
      mirror(stroke("M47 56l-4-3M49 55l-2-4", "#343a40", 1.5)) +
      mirror(`<ellipse cx="58" cy="94" rx="2.2" ry="3" fill="#c4b5d8"/>`) +
      `<ellipse cx="64" cy="86" rx="14" ry="10" fill="#ffdeeb" opacity=".6"/>`,
  ),
  kraken: vip(
    rad("f", "#da77f2", "#5f1e7a") + lin("t", "#be4bdb", "#4a1563"),
    mirror(path("M48 86c-10 10-26 10-34 0 6 14 20 22 34 16-6 8-4 18 4 26 0-10 4-18 8-22z", "url(#t)")) +
      path("M56 96c-4 12-2 22 8 32 10-10 12-20 8-32z", "url(#t)") +
      path("M64 10C38 10 28 34 28 56c0 20 14 38 36 42 22-4 36-22 36-42 0-22-10-46-36-46z", "url(#f)") +
      `<circle cx="50" cy="30" r="4" fill="#f3d9fa" opacity=".7"/><circle cx="78" cy="24" r="3" fill="#f3d9fa" opacity=".7"/><circle cx="84" cy="40" r="5" fill="#f3d9fa" opacity=".5"/>` +
      slitEyes(64, "#ffd43b", 14, 8, 7) +
      mirror(
        `<circle cx="44" cy="92" r="2.5" fill="#f3d9fa"/><circle cx="36" cy="96" r="2" fill="#f3d9fa"/>`,
      ) +
      stroke("M56 82q8 4 16 0", "#3a0d4f", 2.5),
  ),
  celestial: vip(
    rad("f", "#91a7ff", "#1b2a80", 0.45, 0.4) + lin("b", "#364fc7", "#10194d"),
    `<circle cx="64" cy="60" r="40" fill="none" stroke="url(#g)" stroke-width="5"/>` +
      bust("url(#b)") +
      head("url(#f)", 64, 25, 29) +
      `<circle cx="50" cy="48" r="1.2" fill="#fff"/><circle cx="80" cy="80" r="1.4" fill="#fff"/><circle cx="74" cy="44" r=".9" fill="#fff"/><circle cx="46" cy="82" r="1" fill="#fff"/><circle cx="58" cy="112" r="1.2" fill="#fff"/><circle cx="86" cy="108" r="1" fill="#fff"/>` +
      path("M66 38a8 8 0 1 0 4 14 7 7 0 1 1-4-14z", "url(#g)") +
      glowEyes(64, "#e7f5ff", 10, 5, 2.6) +
      stroke("M58 80q6 4 12 0", "#e7f5ff", 2) +
      path("M64 96l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z", "url(#g)"),
  ),
  "demon-lord": vip(
    rad("f", "#ff6b6b", "#8a1010") + lin("k", "#495057", "#0b0c0f") + lin("b", "#2b2f36", "#0b0c0f"),
    bust("url(#b)") +
      mirror(path("M42 48C26 44 18 30 22 12c4 12 10 18 18 20-2-10 2-18 8-22-2 12 2 20 6 26z", "url(#k)")) +
      head("url(#f)", 66, 25, 29) +
      glowEyes(62, "#ffd43b", 10, 5, 2.6) +
      brows(54, "#3b0a0a", 10, 3.5, 7, 4) +
      path("M50 80c8 6 20 6 28 0-2 8-8 12-14 12s-12-4-14-12z", "#3b0a0a") +
      mirror(path("M54 82l3 8 3-7z", "#fff")) +
      path("M56 100l8 10 8-10z", "url(#g)") +
      crown(22, 16),
  ),
};
