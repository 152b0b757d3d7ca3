// Writes the shipped SVG art: avatars under data/avatars/ (VIP ones under vip/) and icons under data/icons/.
// Run `node scripts/generate-art.mjs` after changing scripts/art/; the SVG files are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { avatars } from "./art/avatars.mjs";
import { icons } from "./art/icons.mjs";
import { vipAvatars } from "./art/vip-avatars.mjs";

const files = {
  ...Object.fromEntries(Object.entries(avatars).map(([name, svg]) => [`avatars/${name}.svg`, svg])),
  ...Object.fromEntries(Object.entries(vipAvatars).map(([name, svg]) => [`avatars/vip/${name}.svg`, svg])),
  ...Object.fromEntries(Object.entries(icons).map(([name, svg]) => [`icons/${name}.svg`, svg])),
};
for (const [file, svg] of Object.entries(files)) {
  const path = join("data", file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}
console.log(`Wrote ${Object.keys(files).length} SVG files under data/.`);
