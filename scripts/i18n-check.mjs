// `npm run i18n:check`: lists every key a non-English catalogue lacks, leaves empty, or still holds in
// English under a flag (src/core/i18n/untranslated.json, written by `npm run new`), and fails if there is
// one. i18next-cli's `status` does the comparing, with each language's own plural forms
// (docs/i18n.md#namespaces).
//
// Two things are arranged for it: the keys come from the English catalogues, not from the code (the
// screens build keys at run time, `t(\`nav.${label}\`)`, which no extractor can read, and the type check
// already holds every key the code uses to English); and it reads a copy of the catalogues in which each
// flagged key is empty, since `status` reports an empty text as one still to translate.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const LOCALES = join(root, "src/core/i18n/locales");
const UNTRANSLATED = join(root, "src/core/i18n/untranslated.json");
const SOURCE = "en";
const cli = join(root, "node_modules/.bin/i18next-cli");

const languages = readdirSync(LOCALES).filter((lang) => lang !== SOURCE);
const flagged = existsSync(UNTRANSLATED) ? JSON.parse(readFileSync(UNTRANSLATED, "utf8")) : {};

const work = mkdtempSync(join(tmpdir(), "hl-i18n-check-"));
try {
  const copy = join(work, "locales");
  cpSync(LOCALES, copy, { recursive: true });
  for (const [lang, keys] of Object.entries(flagged)) {
    for (const flag of keys) {
      const [namespace, key] = flag.split(":");
      const file = join(copy, lang, `${namespace}.json`);
      if (!existsSync(file)) continue;
      const catalogue = JSON.parse(readFileSync(file, "utf8"));
      const path = key.split(".");
      const parent = path.slice(0, -1).reduce((node, part) => node?.[part], catalogue);
      if (parent && typeof parent[path.at(-1)] === "string") parent[path.at(-1)] = "";
      writeFileSync(file, JSON.stringify(catalogue));
    }
  }
  const config = join(work, "i18next.config.mjs");
  writeFileSync(config, configSource(copy));

  const status = (...args) =>
    spawnSync(cli, ["status", ...args, "--config", config], { cwd: work, encoding: "utf8" });
  const summary = status();
  if (summary.status === 0) {
    console.log(`i18n: every key of ${SOURCE} is translated in ${languages.join(", ")}`);
  } else {
    process.stdout.write(incomplete(summary.stdout + summary.stderr));
    for (const lang of languages) {
      const detail = status(lang, "--hide-translated");
      if (detail.status !== 0) process.stdout.write(incomplete(detail.stdout + detail.stderr));
    }
    console.log(
      [
        "",
        "i18n: the keys above are missing or empty, or still in English and listed in",
        "src/core/i18n/untranslated.json. Translate each in src/core/i18n/locales/<lang>/<namespace>.json",
        "(docs/i18n.md), then take it off that list.",
      ].join("\n"),
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// status prints every namespace, complete ones too, and its spinner's lines: only what is left to do stays.
function incomplete(report) {
  const kept = [];
  let block = [];
  const close = () => {
    if (block.some((line) => /^\s+[✗~]/.test(line))) kept.push(...block, "");
    block = [];
  };
  for (const line of report.split("\n")) {
    if (line.startsWith("Namespace: ")) {
      close();
      block = [line];
    } else if (block.length > 0) {
      if (line.trim() === "") close();
      else block.push(line);
    } else if (line.trim() !== "" && !/Analy[sz]|Incomplete translations detected/.test(line)) {
      kept.push(line);
    }
  }
  close();
  return `${kept.join("\n")}\n`;
}

function configSource(copy) {
  return `import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const copy = ${JSON.stringify(copy)};
const PLURAL = /_(zero|one|two|few|many|other)$/;

function* flatten(node, prefix = "") {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") yield prefix + key;
    else yield* flatten(value, prefix + key + ".");
  }
}

// Every key of the English catalogues as if the code had used it; a plural one by its base key, so
// status asks each language for its own forms (ko only _other, fr also _many).
const englishKeys = {
  name: "english-catalogue-keys",
  onEnd(keys) {
    for (const file of readdirSync(join(copy, ${JSON.stringify(SOURCE)}))) {
      const ns = file.replace(/\\.json$/, "");
      const catalogue = JSON.parse(readFileSync(join(copy, ${JSON.stringify(SOURCE)}, file), "utf8"));
      for (const flat of flatten(catalogue)) {
        const plural = PLURAL.test(flat);
        const key = flat.replace(PLURAL, "");
        keys.set(ns + ":" + key, { key, ns, defaultValue: key, hasCount: plural });
      }
    }
  },
};

export default {
  locales: ${JSON.stringify([SOURCE, ...languages])},
  extract: {
    input: [],
    output: join(copy, "{{language}}/{{namespace}}.json"),
    primaryLanguage: ${JSON.stringify(SOURCE)},
    defaultNS: "common",
  },
  plugins: [englishKeys],
};
`;
}
