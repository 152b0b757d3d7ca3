import {
  avatar,
  brows,
  bust,
  cheeks,
  dotEyes,
  eyes,
  glowEyes,
  head,
  lin,
  mirror,
  path,
  rad,
  slitEyes,
  smile,
  stroke,
} from "./parts.mjs";

const SKIN = ["#f3c9a5", "#c98a5e"];
const skin = (id = "s", [a, b] = SKIN) => rad(id, a, b);

// The 24 free avatars: hunters of every class and the creatures they hunt.
export const avatars = {
  ranger: avatar(
    skin() + lin("h", "#4f9a45", "#1d4620") + lin("b", "#3a7034", "#173318"),
    bust("url(#b)") +
      path("M64 16C36 16 26 42 26 66c0 16 5 28 12 36h52c7-8 12-20 12-36 0-24-10-50-38-50z", "url(#h)") +
      head("url(#s)", 68, 19, 22) +
      path("M44 62c2-16 38-16 40 0-6-7-34-7-40 0z", "#10260f", ' opacity=".55"') +
      eyes(66, "#3d6b2a", 8, 2.8) +
      smile(80, 5) +
      stroke("M30 104L98 128", "#7a4a22", 6) +
      stroke("M40 30c8-8 40-8 48 0", "#6cc05f", 2),
  ),
  knight: avatar(
    lin("m", "#dfe6ef", "#5c6778") + lin("p", "#ff5d5d", "#9c1c2a") + lin("b", "#aab4c3", "#3d4656"),
    bust("url(#b)") +
      path("M34 66c0-24 12-40 30-40s30 16 30 40v22c0 8-8 12-14 12H48c-6 0-14-4-14-12z", "url(#m)") +
      `<rect x="38" y="58" width="52" height="9" rx="4" fill="#141a24"/>` +
      glowEyes(62.5, "#7fd6ff", 12, 5, 2) +
      `<rect x="61" y="67" width="6" height="26" rx="2" fill="#8a95a6"/>` +
      stroke("M44 78h8M44 84h8M76 78h8M76 84h8", "#3d4656", 2) +
      path("M64 28c-2 8-2 20 0 30 2-10 2-22 0-30z", "#fff", ' opacity=".5"') +
      path("M58 30C56 14 72 2 96 8 82 10 74 18 72 32z", "url(#p)"),
  ),
  wizard: avatar(
    skin() + lin("h", "#5b6cff", "#27308f") + lin("b", "#3d49c7", "#1c2170") + lin("w", "#ffffff", "#c9d2e3"),
    bust("url(#b)") +
      head("url(#s)", 66, 21, 24) +
      path("M42 72c0 22 10 44 22 50 12-6 22-28 22-50-6 8-14 10-22 10s-16-2-22-10z", "url(#w)") +
      eyes(62, "#3b5bdb", 9, 2.8) +
      brows(55, "#f1f3f5", 9, 1.5, 6, 4) +
      path("M58 76c2-4 10-4 12 0-4 3-8 3-12 0z", "#e9ecef") +
      path("M64 4L40 46h48z", "url(#h)") +
      `<ellipse cx="64" cy="47" rx="36" ry="7" fill="#27308f"/>` +
      path("M64 18l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.7-4.8 2.7 1-5.3-4-3.7 5.4-.6z", "#ffd43b"),
  ),
  "elf-archer": avatar(
    skin("s", ["#fbe0c6", "#d9a679"]) + lin("h", "#ffe38a", "#c98f1c") + lin("b", "#5aa35a", "#24552b"),
    path("M36 60c0-26 12-38 28-38s28 12 28 38v48H36z", "url(#h)") +
      bust("url(#b)") +
      mirror(path("M42 62L22 48l22 24z", "#e6b58a")) +
      head("url(#s)", 64, 21, 25) +
      path("M42 56c2-22 42-22 44 0-8-12-14-8-22-12-6 6-14 4-22 12z", "url(#h)") +
      eyes(63, "#2f9e44", 9, 3) +
      brows(55, "#c98f1c", 9, -0.5, 4, 2) +
      smile(78, 5, "#a0523d") +
      stroke("M44 44c10-6 30-6 40 0", "#3f8f3f", 3) +
      path("M64 38l4 5-4 4-4-4z", "#40c057"),
  ),
  paladin: avatar(
    skin() + lin("g", "#ffe9a3", "#c9921c") + lin("b", "#e9edf5", "#7f8da3"),
    `<circle cx="64" cy="40" r="30" fill="none" stroke="#ffe066" stroke-width="4" opacity=".7"/>` +
      bust("url(#b)") +
      path("M56 104h16v24H56zM46 110h36v10H46z", "#d4a72c") +
      path("M34 70c0-26 12-42 30-42s30 16 30 42v18H84V62c0-8-8-14-20-14s-20 6-20 14v26H34z", "url(#g)") +
      head("url(#s)", 70, 18, 21) +
      path("M46 60c6-8 30-8 36 0v-6c-6-6-30-6-36 0z", "#b07d12") +
      eyes(68, "#1c7ed6", 8, 2.6) +
      smile(81, 5) +
      path("M61 30h6v14h-6z", "#fff7d6"),
  ),
  berserker: avatar(
    skin("s", ["#f0b48a", "#b06a3f"]) + lin("r", "#ff7b39", "#a3260d") + lin("b", "#8a5a35", "#3f2514"),
    bust("url(#b)") +
      path("M34 60l-10-20 16 6-4-22 14 14 4-22 10 18 10-18 4 22 14-14-4 22 16-6-10 20z", "url(#r)") +
      head("url(#s)", 62, 23, 26) +
      path("M40 70c2 26 12 40 24 44 12-4 22-18 24-44-8 8-16 6-24 6s-16 2-24-6z", "url(#r)") +
      path("M42 58h44v8H42z", "#3b82f6", ' opacity=".75"') +
      eyes(62, "#6b3a12", 10, 2.8) +
      brows(54, "#a3260d", 10, 2.5, 6, 4) +
      path("M56 80h16l-8 8z", "#5c1a0a"),
  ),
  witch: avatar(
    skin("s", ["#e9f5d8", "#a9c98d"]) + lin("h", "#9b5de5", "#3c1a6e") + lin("b", "#4a2a7a", "#1e0f38"),
    path("M38 60c0-20 12-32 26-32s26 12 26 32v50H38z", "#1b1030") +
      bust("url(#b)") +
      head("url(#s)", 68, 20, 23) +
      eyes(66, "#7048e8", 8, 2.8) +
      brows(59, "#1b1030", 8, 1, 4, 2) +
      stroke("M58 80q6 4 12-1", "#5b2b6e") +
      path("M58 2c8 12 14 24 20 42H40c8-14 12-30 18-42z", "url(#h)") +
      path("M58 2c-6 4-12 8-18 6 6-4 12-6 18-6z", "url(#h)") +
      `<ellipse cx="60" cy="46" rx="40" ry="8" fill="#3c1a6e"/>` +
      path("M42 38h38v6H42z", "#ff922b") +
      `<rect x="56" y="37" width="9" height="8" rx="1" fill="none" stroke="#ffd43b" stroke-width="2"/>`,
  ),
  ninja: avatar(
    lin("h", "#3a4255", "#141823") + skin() + lin("r", "#ff4d4d", "#a61e1e"),
    bust("#1b2130") +
      head("url(#h)", 62, 26, 30) +
      `<rect x="40" y="52" width="48" height="18" rx="9" fill="url(#s)"/>` +
      eyes(61, "#2b2b2b", 10, 3) +
      brows(54, "#141823", 10, 3, 6, 3.5) +
      path("M36 44h56v7H36z", "url(#r)") +
      path("M90 44c10 2 18 8 22 18-8-6-14-8-22-8zM90 48c8 6 12 12 12 22-6-8-10-10-14-14z", "url(#r)") +
      path("M58 46l6 3 6-3-6-2z", "#e9ecef"),
  ),
  viking: avatar(
    skin() + lin("m", "#cfd6df", "#6c7685") + lin("o", "#fff6e0", "#c7b28a") + lin("y", "#ffd86b", "#c4851c"),
    bust("#6b4a2f") +
      mirror(path("M40 46C24 40 16 26 20 12c4 12 14 20 26 24z", "url(#o)")) +
      head("url(#s)", 66, 22, 25) +
      path("M38 58c0-20 12-30 26-30s26 10 26 30z", "url(#m)") +
      path("M36 56h56v7H36z", "#8a94a3") +
      path("M61 56h6v14h-6z", "#8a94a3") +
      eyes(70, "#1c7ed6", 10, 2.8) +
      path("M42 76c4 10 10 14 22 14s18-4 22-14c2 20-6 36-22 42-16-6-24-22-22-42z", "url(#y)") +
      stroke("M56 98v16M72 98v16", "#a86a12", 2) +
      path("M56 80c4-3 12-3 16 0-6 4-10 4-16 0z", "#c4851c"),
  ),
  dwarf: avatar(
    skin("s", ["#f2b896", "#c27b55"]) + lin("y", "#a8683a", "#5a3014") + lin("c", "#8a5a3b", "#4a2c18"),
    bust("#5c3d2a") +
      head("url(#s)", 66, 27, 25) +
      path("M36 48c0-16 12-24 28-24s28 8 28 24z", "url(#c)") +
      `<circle cx="52" cy="44" r="7" fill="#fab005" stroke="#5a3014" stroke-width="3"/><circle cx="76" cy="44" r="7" fill="#fab005" stroke="#5a3014" stroke-width="3"/>` +
      eyes(62, "#5a3014", 10, 2.6) +
      brows(55, "#5a3014", 10, 1, 7, 5) +
      path("M38 70c2 34 14 52 26 54 12-2 24-20 26-54-8 6-16 8-26 8s-18-2-26-8z", "url(#y)") +
      `<ellipse cx="64" cy="70" rx="6" ry="5" fill="#e0805f"/>` +
      path("M54 80c4-3 16-3 20 0-6 5-14 5-20 0z", "#5a3014"),
  ),
  wolf: avatar(
    rad("f", "#c5ccd6", "#5f6b7a") + lin("m", "#f1f3f5", "#b7c0cc"),
    bust("#4d5764") +
      mirror(path("M36 52L30 14l26 24z", "url(#f)") + path("M38 44l-3-22 14 16z", "#ffc9d6")) +
      path("M64 30c-24 0-34 16-34 34 0 20 14 36 34 40 20-4 34-20 34-40 0-18-10-34-34-34z", "url(#f)") +
      path("M64 62c-10 0-16 10-16 20 0 12 8 20 16 20s16-8 16-20c0-10-6-20-16-20z", "url(#m)") +
      slitEyes(60, "#fcc419", 13, 5, 4.5) +
      brows(52, "#3b4450", 13, 2, 6, 3) +
      `<ellipse cx="64" cy="76" rx="6" ry="4" fill="#1d232b"/>` +
      stroke("M64 80v6M58 88q6 4 12 0", "#1d232b", 2),
  ),
  fox: avatar(
    rad("f", "#ffb066", "#d9480f") + lin("w", "#ffffff", "#e9ecef"),
    bust("#c2410c") +
      mirror(path("M40 50L28 12l30 26z", "url(#f)") + path("M32 20l4 14 8-6z", "#3b1d0f")) +
      path("M64 32c-22 0-34 14-34 30 0 18 14 34 34 44 20-10 34-26 34-44 0-16-12-30-34-30z", "url(#f)") +
      path("M30 64c8 0 22 6 34 26 12-20 26-26 34-26-2 18-14 32-34 42-20-10-32-24-34-42z", "url(#w)") +
      slitEyes(62, "#51cf66", 12, 4.5, 4) +
      `<ellipse cx="64" cy="90" rx="4.5" ry="3.2" fill="#212529"/>`,
  ),
  bear: avatar(
    rad("f", "#b07a4f", "#5c3820") + lin("m", "#e8c9a0", "#b98c5c"),
    bust("#4a2d18") +
      mirror(
        `<circle cx="38" cy="36" r="12" fill="url(#f)"/><circle cx="38" cy="36" r="6" fill="#e8a9a0"/>`,
      ) +
      head("url(#f)", 66, 32, 30) +
      `<ellipse cx="64" cy="80" rx="15" ry="12" fill="url(#m)"/>` +
      dotEyes(62, 13, 3.6) +
      `<ellipse cx="64" cy="74" rx="6" ry="4.5" fill="#2b1a10"/>` +
      stroke("M64 78v5M58 86q6 3 12 0", "#2b1a10", 2) +
      cheeks(76, "#ff8fa3", 22),
  ),
  owl: avatar(
    rad("f", "#a9805a", "#5a3d25") + lin("d", "#f3e3c7", "#cfb18a") + lin("k", "#ffd43b", "#f08c00"),
    bust("#5a3d25", 100) +
      mirror(path("M36 40L30 16l18 16z", "url(#f)")) +
      head("url(#f)", 68, 36, 38) +
      mirror(
        `<circle cx="50" cy="62" r="15" fill="url(#d)"/><circle cx="50" cy="62" r="10" fill="#ff922b"/>`,
      ) +
      dotEyes(62, 14, 6.5) +
      path("M64 68l-6 6 6 12 6-12z", "url(#k)") +
      stroke("M46 94l4 4 4-4M60 98l4 4 4-4M74 94l4 4 4-4", "#3d2817", 2),
  ),
  dragon: avatar(
    rad("f", "#69db7c", "#1f7a34") + lin("k", "#fff4d6", "#c9b68a") + lin("b", "#2b8a3e", "#0f4a1f"),
    bust("url(#b)") +
      mirror(path("M44 44C34 36 30 22 34 8c4 12 10 20 18 26z", "url(#k)")) +
      mirror(path("M34 62l-16-6 12 14-12 6 16 2z", "#2f9e44")) +
      path(
        "M64 30c-18 0-30 12-30 30 0 14 6 26 14 34 4 6 10 10 16 10s12-4 16-10c8-8 14-20 14-34 0-18-12-30-30-30z",
        "url(#f)",
      ) +
      path("M50 84c4 12 24 12 28 0-4 6-24 6-28 0z", "#a9e34b") +
      slitEyes(60, "#ffd43b", 13, 6, 4.5) +
      brows(52, "#1f7a34", 13, 2.5, 7, 3.5) +
      mirror(`<ellipse cx="58" cy="82" rx="2" ry="3" fill="#0f4a1f"/>`) +
      stroke("M56 40l8-6 8 6", "#a9e34b", 2.5),
  ),
  goblin: avatar(
    rad("f", "#a9e34b", "#4c8a1a") + lin("b", "#7a5c3a", "#3f2d19"),
    bust("url(#b)") +
      mirror(path("M42 58L6 38l10 22 28 10z", "url(#f)") + path("M38 60L16 46l6 12 16 6z", "#d8f5a2")) +
      head("url(#f)", 64, 25, 27) +
      eyes(58, "#e8590c", 10, 3.6) +
      brows(50, "#2f5a0d", 10, 2, 6, 3) +
      path("M62 64c-4 6-2 10 2 10s6-4 2-10z", "#6f9f2a") +
      path("M48 78c6 10 26 10 32 0z", "#3b1212") +
      path("M52 78l3 5 3-5zM70 78l3 5 3-5z", "#fff9db"),
  ),
  orc: avatar(
    rad("f", "#7f9c5a", "#3d5226") + lin("b", "#5c4a3a", "#2b2018"),
    bust("url(#b)") +
      path("M58 14c2 10 12 10 12 0 6 8 4 18-6 22-10-4-12-14-6-22z", "#1e1e1e") +
      head("url(#f)", 66, 28, 30) +
      path("M36 56c8-6 48-6 56 0v6c-8-4-48-4-56 0z", "#33451d") +
      glowEyes(62, "#ff3b30", 11, 4, 2.5) +
      `<ellipse cx="64" cy="74" rx="8" ry="5" fill="#56703a"/><circle cx="60" cy="74" r="1.6" fill="#1e2a12"/><circle cx="68" cy="74" r="1.6" fill="#1e2a12"/>` +
      stroke("M50 86h28", "#1e2a12", 3) +
      mirror(path("M50 88c-2-6-2-12 2-16 0 6 2 10 4 14z", "#fff8e1")) +
      stroke("M44 52l8 12", "#a33", 2),
  ),
  skeleton: avatar(
    rad("f", "#ffffff", "#b8b2a2") + lin("b", "#4a4e5a", "#1f2128"),
    bust("url(#b)") +
      stroke("M50 104v-10M58 104v-10M70 104v-10M78 104v-10", "#d9d4c7", 4) +
      path("M64 22c-22 0-34 16-34 34 0 14 6 22 12 26v12h44V82c6-4 12-12 12-26 0-18-12-34-34-34z", "url(#f)") +
      mirror(path("M42 54c4-8 16-8 18 2 0 10-8 12-12 12-6 0-8-6-6-14z", "#1d1f26")) +
      mirror(`<circle cx="51" cy="59" r="3" fill="#3bc9db"/>`) +
      path("M64 68l-5 9h10z", "#1d1f26") +
      stroke("M50 86h28M55 82v10M61 82v10M67 82v10M73 82v10", "#1d1f26", 2) +
      stroke("M84 36l-6 8 4 4", "#8d8779", 1.8),
  ),
  slime: avatar(
    rad("f", "#a5f3ff", "#1c7ed6", 0.4, 0.3),
    path(
      "M64 18c10 10 14 18 14 22 20 4 36 26 38 56 2 22-8 32-52 32S10 118 12 96c2-30 18-52 38-56 0-4 4-12 14-22z",
      "url(#f)",
      ' opacity=".92"',
    ) +
      `<ellipse cx="42" cy="62" rx="8" ry="12" fill="#fff" opacity=".45" transform="rotate(-24 42 62)"/>` +
      eyes(84, "#0b3d91", 13, 4.4) +
      smile(100, 6, "#0b3d91", 0.8) +
      cheeks(96, "#ff8fab", 24),
  ),
  golem: avatar(
    lin("f", "#a8b0ba", "#59616c") + lin("b", "#7b848f", "#3a4048"),
    bust("url(#b)") +
      `<rect x="34" y="28" width="60" height="70" rx="12" fill="url(#f)"/>` +
      path(
        "M34 40c0-8 6-12 12-12h36c6 0 12 4 12 12-6-4-10 2-16-2-6 4-12-2-18 2-6-4-12 2-18-2-4 2-6 2-8 2z",
        "#5c940d",
      ) +
      path("M40 56h20v8H40zM68 56h20v8H68z", "#2b2f36") +
      glowEyes(60, "#ff922b", 14, 7, 2.4) +
      path("M50 80h28v6H50z", "#2b2f36") +
      stroke("M82 70l-6 8 4 6M44 74l6 4", "#3e444c", 2) +
      stroke("M60 40l4-4 4 4-4 4z", "#74c0fc", 2),
  ),
  ghost: avatar(
    lin("f", "#ffffff", "#c5c9f5"),
    path(
      "M64 16c-26 0-40 22-40 48v56l10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10V64c0-26-14-48-40-48z",
      "url(#f)",
      ' opacity=".95"',
    ) +
      `<ellipse cx="52" cy="60" rx="6" ry="9" fill="#2b2d42"/><ellipse cx="76" cy="60" rx="6" ry="9" fill="#2b2d42"/>` +
      `<circle cx="54" cy="56" r="2" fill="#fff"/><circle cx="78" cy="56" r="2" fill="#fff"/>` +
      `<ellipse cx="64" cy="80" rx="5" ry="7" fill="#2b2d42"/>` +
      cheeks(72, "#b197fc", 20),
  ),
  bat: avatar(
    rad("f", "#9775fa", "#3b1f7a") + lin("w", "#5f3dc4", "#2b145e"),
    bust("#2b145e") +
      mirror(
        path("M44 54L10 20c2 14 8 22 16 26-8 0-10 6-10 10 8-4 14-2 20 4z", "url(#w)") +
          path("M40 50L22 32c4 10 10 16 16 22z", "#f783ac"),
      ) +
      head("url(#f)", 66, 26, 27) +
      glowEyes(62, "#ff6b6b", 10, 4.5, 3.5) +
      `<ellipse cx="64" cy="74" rx="4" ry="2.6" fill="#2b145e"/>` +
      stroke("M54 82q10 6 20 0", "#2b145e", 2.5) +
      mirror(path("M56 83l2 7 3-6z", "#fff")),
  ),
  cat: avatar(
    rad("f", "#4a4f5c", "#16181d"),
    bust("#16181d") +
      mirror(path("M40 54L34 16l26 22z", "url(#f)") + path("M40 44l-2-18 14 12z", "#f783ac")) +
      head("url(#f)", 68, 30, 28) +
      slitEyes(64, "#94d82d", 12, 6, 6.5) +
      path("M60 76h8l-4 5z", "#f783ac") +
      stroke("M64 81v3M58 86q6 3 6-2q0 5 6 2", "#868e96", 2) +
      mirror(stroke("M50 78L30 74M50 82L30 84", "#adb5bd", 1.5)),
  ),
  mushroom: avatar(
    lin("c", "#ff6b6b", "#c92a2a") + lin("s", "#fff9ec", "#e9d8b4"),
    path("M40 72h48v40c0 10-10 16-24 16s-24-6-24-16z", "url(#s)") +
      path("M64 14C32 14 12 36 12 62c0 8 6 10 14 10h76c8 0 14-2 14-10 0-26-20-48-52-48z", "url(#c)") +
      `<circle cx="40" cy="46" r="8" fill="#fff"/><circle cx="66" cy="30" r="7" fill="#fff"/><circle cx="90" cy="48" r="9" fill="#fff"/><circle cx="26" cy="62" r="4" fill="#fff"/><circle cx="62" cy="56" r="4" fill="#fff"/>` +
      dotEyes(88, 9, 3.6) +
      smile(98, 5, "#5c3d2e", 0.8) +
      cheeks(95, "#ff8fa3", 16),
  ),
};
