// Shared SVG building blocks for the avatars and icons (hand-tuned shapes, no external references).

export const lin = (id, from, to, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

export const rad = (id, from, to, cx = 0.4, cy = 0.35) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".75"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;

// The app draws a coloured circle behind each avatar, so the art is clipped to that circle.
export function avatar(defs, body, { rim = false } = {}) {
  const ring = rim ? '<circle cx="64" cy="64" r="60" fill="none" stroke="url(#rim)" stroke-width="4"/>' : "";
  const rimDef = rim ? lin("rim", "#fff3b0", "#c8902a", 1, 1) : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><defs><clipPath id="clip"><circle cx="64" cy="64" r="62"/></clipPath>${rimDef}${defs}</defs><g clip-path="url(#clip)">${body}</g>${ring}</svg>\n`;
  return svg.replace(/\d+\.\d{3,}/g, (n) => String(Number(Number(n).toFixed(2))));
}

export const bust = (fill, top = 98) =>
  `<path d="M12 128C14 ${top + 8} 36 ${top} 64 ${top}S114 ${top + 8} 116 128z" fill="${fill}"/>`;

export const head = (fill, cy = 62, rx = 24, ry = 28) =>
  `<ellipse cx="64" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

const eye = (x, y, iris, r) =>
  `<ellipse cx="${x}" cy="${y}" rx="${r + 1.6}" ry="${r + 2}" fill="#fff"/><circle cx="${x}" cy="${y + 0.6}" r="${r}" fill="${iris}"/><circle cx="${x}" cy="${y + 0.6}" r="${r / 2}" fill="#111"/><circle cx="${x + r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff"/>`;

export const eyes = (y, iris, dx = 10, r = 3.4) => eye(64 - dx, y, iris, r) + eye(64 + dx, y, iris, r);

export const glowEyes = (y, color, dx = 10, rx = 5, ry = 2.8) =>
  [64 - dx, 64 + dx]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx + 3}" ry="${ry + 3}" fill="${color}" opacity=".3"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${color}"/><ellipse cx="${x}" cy="${y}" rx="${rx / 2.5}" ry="${ry / 2.5}" fill="#fff"/>`,
    )
    .join("");

export const slitEyes = (y, color, dx = 10, rx = 5, ry = 5.5) =>
  [64 - dx, 64 + dx]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${color}"/><ellipse cx="${x}" cy="${y}" rx="${rx / 4}" ry="${ry - 1}" fill="#111"/><circle cx="${x + 1.5}" cy="${y - 2}" r="1" fill="#fff"/>`,
    )
    .join("");

export const dotEyes = (y, dx = 10, r = 3.2, color = "#1d1420") =>
  [64 - dx, 64 + dx]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x + r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff"/>`,
    )
    .join("");

export const stroke = (d, color, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const smile = (y, w = 7, color = "#6b2e24", depth = 0.6) =>
  stroke(`M${64 - w} ${y}q${w} ${w * depth} ${w * 2} 0`, color);

// Eyebrows: tilt > 0 frowns (inner ends low), tilt < 0 worries.
export const brows = (y, color, dx = 10, tilt = 0, w = 5, width = 2.8) =>
  stroke(
    `M${64 - dx - w} ${y - tilt}L${64 - dx + w} ${y + tilt}M${64 + dx - w} ${y + tilt}L${64 + dx + w} ${y - tilt}`,
    color,
    width,
  );

export const cheeks = (y, color = "#ff8fa3", dx = 15) =>
  `<ellipse cx="${64 - dx}" cy="${y}" rx="4" ry="2.5" fill="${color}" opacity=".55"/><ellipse cx="${64 + dx}" cy="${y}" rx="4" ry="2.5" fill="${color}" opacity=".55"/>`;

// Mirrors a path drawn on the left half across x = 64.
export const mirror = (shape) => `${shape}<g transform="matrix(-1 0 0 1 128 0)">${shape}</g>`;

export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
