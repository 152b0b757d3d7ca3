import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfProject } from "../tests/integration/support/project-copy.ts";

// `npm run new -- page <name>` run in a scratch copy of the project (the working tree, with this checkout's
// node_modules linked): the files of docs/architecture.md's "A new page" exist, each edit landed at its
// anchor, and Biome and the type checker accept the result, so a changed template or a moved anchor
// fails here instead of in a newcomer's first hour.

const NAME = "sample-log";
const CREATED = [
  `src/web/features/${NAME}/${NAME}-page.tsx`,
  `src/web/features/${NAME}/api/get-${NAME}.ts`,
  `src/server/routes/${NAME}.ts`,
  `src/server/services/${NAME}.ts`,
  `src/core/schemas/${NAME}.ts`,
  `src/core/rules/${NAME}.ts`,
  `src/core/rules/${NAME}.test.ts`,
  `tests/integration/${NAME}.test.ts`,
  `tests/integration/support/authorization-matrix/${NAME}.ts`,
  `tests/e2e/${NAME}/${NAME}.spec.ts`,
  ...["en", "es", "pt-BR", "de", "fr", "ko"].map((lang) => `src/core/i18n/locales/${lang}/${NAME}.json`),
  "src/core/i18n/untranslated.json",
];
const EDITED: Record<string, string[]> = {
  "src/web/app/router.tsx": [
    `path: "${NAME}"`,
    'handle: titled("sampleLog")',
    `features/${NAME}/${NAME}-page.tsx`,
  ],
  "src/web/app/sidebar.tsx": [`{ to: "/${NAME}", label: "sampleLog", icon: CompassIcon }`],
  "src/server/app.ts": [
    `import { sampleLogRoutes } from "./routes/${NAME}.ts";`,
    `.route("/${NAME}", sampleLogRoutes(ctx))`,
  ],
  "src/web/lib/i18n/i18next.d.ts": [`"${NAME}": typeof sampleLog;`],
  "tests/integration/authorization-matrix.test.ts": ["...SAMPLE_LOG,"],
  "docs/product.md": ["## Sample Log"],
  "src/core/i18n/locales/de/common.json": ['"sampleLog": "Sample Log"'],
};

let dir: string;
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const bin = (name: string) => join(dir, "node_modules", ".bin", name);
const text = (file: string) => readFileSync(join(dir, file), "utf8");

describe("npm run new -- page", () => {
  beforeAll(() => {
    dir = copyOfProject();
    const made = run(process.execPath, ["scripts/new.mjs", "page", NAME]);
    expect(made.status, made.stderr).toBe(0);
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("lays out the feature, its server side, its rule, their tests and its texts", () => {
    expect(CREATED.filter((file) => !existsSync(join(dir, file)))).toEqual([]);
  });

  it("adds the route, the link, the mount, the namespace, the matrix rows and the product heading", () => {
    for (const [file, lines] of Object.entries(EDITED)) {
      for (const line of lines) expect(text(file), file).toContain(line);
    }
  });

  it("flags the other five languages' English copies for the translation check", () => {
    const flagged = JSON.parse(text("src/core/i18n/untranslated.json")) as Record<string, string[]>;
    for (const lang of ["es", "pt-BR", "de", "fr", "ko"]) {
      expect(flagged[lang]).toEqual(expect.arrayContaining([`${NAME}:title`, "common:titles.sampleLog"]));
    }
    expect(flagged.en).toBeUndefined();
  });

  it("refuses a name that exists, and writes nothing", () => {
    const again = run(process.execPath, ["scripts/new.mjs", "page", NAME]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("exists already");
    expect(text("src/server/app.ts").split(`sampleLogRoutes(ctx)`).length).toBe(2);
  });

  it("passes Biome on every file it wrote or edited", () => {
    const files = [...CREATED, ...Object.keys(EDITED)].filter((file) => !file.endsWith(".md"));
    const biome = run(bin("biome"), ["check", ...files]);
    expect(biome.status, biome.stdout + biome.stderr).toBe(0);
  });

  // Only the type errors of the files it touched count: an unfinished file of a colleague in the same
  // working tree is not the generator's to answer for (CI's clean checkout has none).
  it("passes the type check", () => {
    const tsc = run(bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
    expect(tsc.error).toBeUndefined();
    const touched = [...CREATED, ...Object.keys(EDITED)];
    const errors = tsc.stdout.split("\n").filter((line) => touched.some((file) => line.startsWith(file)));
    expect(errors).toEqual([]);
    expect(tsc.stdout + tsc.stderr).not.toMatch(/error TS\d+: .*(sample-log|sampleLog|SampleLog)/);
  }, 120_000);
});
