// `npm run new -- page <name> [--no-sidebar]`: lays out a new screen the way docs/architecture.md's
// "A new page" describes it, so a newcomer starts from code that already passes lint, types and tests.
// New files come from scripts/new/page/ (paths and texts with __name__-style placeholders); existing
// files get one line each at a `new-page:` marker comment, so an edit lands in the same place however
// the file around it grows. A marker that is gone stops the generator before it writes anything.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const templates = fileURLToPath(new URL("./new/page", import.meta.url));
const LOCALES = "src/core/i18n/locales";
const SOURCE = "en";
const UNTRANSLATED = "src/core/i18n/untranslated.json";

const USAGE = "usage: npm run new -- page <name> [--no-sidebar]   (name in kebab-case, e.g. gear-log)";

function fail(message) {
  console.error(`new: ${message}`);
  process.exit(1);
}

const [kind, name, ...flags] = process.argv.slice(2);
if (kind !== "page" || !name) fail(USAGE);
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`"${name}" is not kebab-case\n${USAGE}`);
const unknown = flags.filter((flag) => flag !== "--no-sidebar");
if (unknown.length > 0) fail(`unknown option ${unknown.join(" ")}\n${USAGE}`);
const sidebar = !flags.includes("--no-sidebar");

const words = name.split("-");
const cap = (w) => w[0].toUpperCase() + w.slice(1);
const camel = words[0] + words.slice(1).map(cap).join("");
// The heading "Gear Log" slugs to "gear-log", so docs/product.md#<name> links the page's section.
const vars = {
  __name__: name,
  __camel__: camel,
  __Pascal__: words.map(cap).join(""),
  __title__: words.map(cap).join(" "),
  __CONST__: words.join("_").toUpperCase(),
  // hc's client reads a kebab path segment by index.
  __client__: name.includes("-") ? `["${name}"]` : `.${name}`,
};
const fill = (text) => text.replace(/__(name|camel|Pascal|title|CONST|client)__/g, (m) => vars[m]);

const path = (file) => join(root, file);
const read = (file) => readFileSync(path(file), "utf8");
const readJson = (file) => JSON.parse(read(file));
// The catalogues are written as JSON.stringify writes them, so a rewrite changes only the added keys.
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

// --- what to write ---------------------------------------------------------------------------------------

const writes = new Map();

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
for (const template of walk(templates)) {
  const target = fill(relative(templates, template)).replace(/\.tmpl$/, "");
  writes.set(target, fill(readFileSync(template, "utf8")));
}

const taken = [...writes.keys()].filter((file) => existsSync(path(file)));
if (taken.length > 0) fail(`"${name}" exists already:\n  ${taken.join("\n  ")}`);

const languages = readdirSync(path(LOCALES)).filter((lang) => lang !== SOURCE);
if (readJson(`${LOCALES}/${SOURCE}/common.json`).titles[camel] !== undefined)
  fail(`common.json already has titles.${camel}`);
// Its code links docs/product.md#<name>, which must be the new heading and not an older one of that name.
if (new RegExp(`^#+ ${vars.__title__}$`, "mi").test(read("docs/product.md")))
  fail(`docs/product.md already has a heading "${vars.__title__}"`);

// The other languages start as copies of English, each key listed in untranslated.json so that
// `npm run i18n:check` names it until a translator replaces it (docs/i18n.md).
const english = JSON.parse(writes.get(`${LOCALES}/${SOURCE}/${name}.json`));
const flagged = readJsonIfAny(UNTRANSLATED);
const flag = (lang, keys) => {
  flagged[lang] = [...new Set([...(flagged[lang] ?? []), ...keys])].sort();
};
for (const lang of languages) {
  writes.set(`${LOCALES}/${lang}/${name}.json`, json(english));
  flag(
    lang,
    Object.keys(english).map((key) => `${name}:${key}`),
  );
}
for (const lang of [SOURCE, ...languages]) {
  const file = `${LOCALES}/${lang}/common.json`;
  const common = readJson(file);
  common.titles[camel] = vars.__title__;
  if (sidebar) common.nav[camel] = vars.__title__;
  writes.set(file, json(common));
  if (lang !== SOURCE) flag(lang, [`common:titles.${camel}`, ...(sidebar ? [`common:nav.${camel}`] : [])]);
}
writes.set(UNTRANSLATED, json(Object.fromEntries(Object.entries(flagged).sort())));

function readJsonIfAny(file) {
  return existsSync(path(file)) ? readJson(file) : {};
}

// --- edits at the markers --------------------------------------------------------------------------------

/** Puts `lines` right above the line holding `// new-page: <marker>`, indented as that line is. */
function above(file, marker, lines) {
  before(file, `new-page: ${marker}`, lines);
}

/** Puts `lines` right above the first line that includes `anchor` (a string or a pattern). */
function before(file, anchor, lines) {
  const all = (writes.get(file) ?? read(file)).split("\n");
  const at = all.findIndex((line) =>
    typeof anchor === "string" ? line.includes(anchor) : anchor.test(line),
  );
  if (at < 0) fail(`${file} has no line with "${anchor}": put the anchor back where the generator adds`);
  const indent = /^\s*/.exec(all[at])[0];
  all.splice(at, 0, ...lines.map((line) => (line ? indent + line : line)));
  writes.set(file, all.join("\n"));
}

/** Adds an import after the file's last one; Biome's import sorting (below) moves it into place. */
function addImport(file, line) {
  const all = (writes.get(file) ?? read(file)).split("\n");
  const last = all.findLastIndex(
    (l) => /^(import .*|\} )from "[^"]+";$/.test(l) || /^import "[^"]+";$/.test(l),
  );
  if (last < 0) fail(`${file} has no import to add one after`);
  all.splice(last + 1, 0, line);
  writes.set(file, all.join("\n"));
}

above("src/web/app/router.tsx", "route", [
  "{",
  `  path: "${name}",`,
  `  handle: titled("${camel}"),`,
  `  lazy: page(() => import("../features/${name}/${name}-page.tsx")),`,
  "},",
]);
if (sidebar)
  above("src/web/app/sidebar.tsx", "link", [`{ to: "/${name}", label: "${camel}", icon: CompassIcon },`]);
addImport("src/server/app.ts", `import { ${camel}Routes } from "./routes/${name}.ts";`);
// The chain cannot hold a comment without Biome wrapping it, so the anchor is the file's own rule instead:
// the "/" mounts come last, and a resource goes right before the first of them.
before("src/server/app.ts", /^\s*\.route\("\/", /, [`.route("/${name}", ${camel}Routes(ctx))`]);
addImport("src/web/lib/i18n/i18next.d.ts", `import type ${camel} from "#core/i18n/locales/en/${name}.json";`);
above("src/web/lib/i18n/i18next.d.ts", "namespace", [`"${name}": typeof ${camel};`]);
addImport(
  "tests/integration/authorization-matrix.test.ts",
  `import { ${vars.__CONST__} } from "./support/authorization-matrix/${name}.ts";`,
);
above("tests/integration/authorization-matrix.test.ts", "rows", [`...${vars.__CONST__},`]);
above("docs/product.md", "section", [
  `## ${vars.__title__}`,
  "",
  `What the ${vars.__title__} screen (\`/${name}\`) shows and the rule it follows: \`src/core/rules/${name}.ts\`,`,
  `read by \`GET /api/${name}\`.`,
  "",
]);

// --- write, then let Biome settle imports and line breaks ------------------------------------------------

for (const [file, text] of writes) {
  mkdirSync(dirname(path(file)), { recursive: true });
  writeFileSync(path(file), text);
}
const files = [...writes.keys()];
const code = files.filter((file) => /\.(ts|tsx|json)$/.test(file));
const biome = spawnSync(join(root, "node_modules/.bin/biome"), ["check", "--write", ...code], {
  cwd: root,
  encoding: "utf8",
});
if (biome.status !== 0) fail(`biome check --write failed:\n${biome.stdout}${biome.stderr}`);

console.log(`new page "${name}": wrote or edited\n  ${files.join("\n  ")}`);
console.log(
  [
    "",
    "Next, by hand:",
    `  - the screen itself (src/web/features/${name}/${name}-page.tsx) and what it needs: the schema, rule,`,
    "    service and route stand for the real ones; their tests say what they check",
    `  - the English texts in ${LOCALES}/en/${name}.json and common.json, then the five translations`,
    "    (`npm run i18n:check` lists the keys still in English)",
    `  - the product rule under "## ${vars.__title__}" in docs/product.md`,
    sidebar ? "  - the sidebar icon (src/web/app/sidebar.tsx)" : "",
  ]
    .filter(Boolean)
    .join("\n"),
);
