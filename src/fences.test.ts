import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import fences of STYLE 1 are Biome rules (biome.json). This test writes a probe file per import
// into a scratch copy of the layout, lints them with the project's own configuration and expects each
// forbidden import refused and each allowed one accepted, so a change to the config cannot open a fence
// silently. Every feature folder that exists is probed, so a new feature without its zone fails here.

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(root, "node_modules", ".bin", "biome");
const features = readdirSync(join(root, "src/web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// `file`: a probe that must sit in one named file (the service worker is one file, not a folder); probes
// sharing a file are told apart by their line.
type Probe = { from: string; specifier: string; file?: string };

const corePure = ["src/core/rules", "src/core/schemas"].flatMap((from) =>
  [
    "#server/db/schema.ts",
    "#server/services/hunters.ts",
    "#web/lib/cn.ts",
    "#web/features/builder/builder-page.tsx",
    "../../server/db/schema.ts",
    "../../web/lib/cn.ts",
    "react",
    "drizzle-orm",
    "node:fs",
    "fs/promises",
    "hono",
    "@tanstack/react-query",
    "react-router",
  ].map((specifier) => ({ from, specifier })),
);
const serverNoWeb = ["src/server", "src/server/services", "src/server/routes", "src/server/live"].flatMap(
  (from) =>
    ["#web/lib/cn.ts", "#web/features/account/x.ts", "../../web/lib/cn.ts"].map((specifier) => ({
      from,
      specifier,
    })),
);
const routesNoDb = [
  "#server/db/schema.ts",
  "#server/db/client.ts",
  "#server/db/context-database.ts",
  "../db/schema.ts",
  "drizzle-orm",
].map((specifier) => ({ from: "src/server/routes", specifier }));
const servicesNoHttp = [
  "hono",
  "hono/streaming",
  "@hono/zod-validator",
  "#server/routes/hunters.ts",
  "../routes/x.ts",
  "#server/auth/routes.ts",
].map((specifier) => ({ from: "src/server/services", specifier }));
// The web app's layers, top to bottom: app/ composes the features; a feature uses data/, components/ and
// lib/; components/ may use data/ and lib/; data/ uses lib/ only. Nothing imports app/.
const sharedLayersStayBelow = [
  ...["src/web/components/ui", "src/web/components/history", "src/web/lib"].flatMap((from) =>
    [
      "#web/features/builder/builder-page.tsx",
      "#web/app/router.tsx",
      "../../features/x/y.ts",
      "../app/x.ts",
    ].map((specifier) => ({ from, specifier })),
  ),
  ...[
    "#web/features/hunters/x.ts",
    "#web/app/shell.tsx",
    "#web/components/ui/button.tsx",
    "../../components/x.ts",
  ].map((specifier) => ({ from: "src/web/data/hunters", specifier })),
  // lib/ is the lowest web layer: not even the shared data or components.
  ...["#web/components/ui/button.tsx", "#web/data/get-me.ts", "../data/x.ts"].map((specifier) => ({
    from: "src/web/lib",
    specifier,
  })),
];
const webNoServer = [
  "src/web/lib",
  "src/web/data",
  "src/web/app",
  "src/web/components/ui",
  "src/web/features/builder/tabs",
].flatMap((from) =>
  [
    "#server/db/schema.ts",
    "#server/services/hunters.ts",
    "#server/app.ts",
    "../../../server/db/schema.ts",
    "pg",
    "drizzle-orm",
    "hono",
    "@electric-sql/pglite",
  ].map((specifier) => ({ from, specifier })),
);
// The service worker runs without a page; ssr/ draws server pages from the features' views and, like app/,
// is imported by no layer of the app.
const serviceWorkerAlone = [
  "#web/features/builder/builder-page.tsx",
  "#web/app/router.tsx",
  "#web/components/ui/button.tsx",
  "#web/data/get-me.ts",
  "#web/ssr/shared-build.tsx",
  "./features/x/y.ts",
  "react",
].map((specifier) => ({ from: "src/web", specifier, file: "sw.ts" }));
const nothingImportsSsr = [
  { from: "src/web/ssr", specifier: "#web/app/router.tsx" },
  { from: "src/web/lib", specifier: "#web/ssr/shared-build.tsx" },
  { from: "src/web/data", specifier: "../ssr/shared-build.tsx" },
  { from: "src/web/components/ui", specifier: "#web/ssr/shared-build.tsx" },
  { from: "src/web/features/hunters", specifier: "#web/ssr/shared-build.tsx" },
  { from: "src/web/features/hunters/detail", specifier: "#web/ssr/shared-build.tsx" },
];

const featureToFeature = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .flatMap((other) => [
      { from: `src/web/features/${feature}`, specifier: `#web/features/${other}/x.ts` },
      { from: `src/web/features/${feature}`, specifier: `../${other}/x.ts` },
      { from: `src/web/features/${feature}/sub`, specifier: `../../${other}/x.ts` },
      { from: `src/web/features/${feature}/sub/deep`, specifier: `../../../${other}/x.ts` },
    ])
    .concat([
      { from: `src/web/features/${feature}`, specifier: "#web/app/router.tsx" },
      { from: `src/web/features/${feature}`, specifier: "#server/db/schema.ts" },
      // Its own folder by relative path only, so that a climb out of it is always a climb into another.
      { from: `src/web/features/${feature}`, specifier: `#web/features/${feature}/x.ts` },
      { from: `src/web/features/${feature}/sub`, specifier: "../../components/ui/button.tsx" },
    ]),
);

const refused: Probe[] = [
  ...corePure,
  ...serverNoWeb,
  ...routesNoDb,
  ...servicesNoHttp,
  ...webNoServer,
  ...sharedLayersStayBelow,
  ...serviceWorkerAlone,
  ...nothingImportsSsr,
  ...featureToFeature,
];
const allowed: Probe[] = [
  { from: "src/core/rules", specifier: "#core/messages.ts" },
  { from: "src/core/rules", specifier: "zod" },
  { from: "src/server/routes", specifier: "#server/services/hunters.ts" },
  { from: "src/server/routes", specifier: "hono" },
  { from: "src/server/services", specifier: "#server/db/schema.ts" },
  { from: "src/server/services", specifier: "drizzle-orm" },
  { from: "src/server/services", specifier: "#core/rules/slots.ts" },
  { from: "src/web/lib", specifier: "#server/app-type.ts" },
  { from: "src/web/lib", specifier: "hono/client" },
  { from: "src/web/app", specifier: "#web/features/builder/builder-page.tsx" },
  { from: "src/web/app", specifier: "#web/data/get-me.ts" },
  { from: "src/web/components/history", specifier: "#web/data/hunters/get-hunter-versions.ts" },
  { from: "src/web/data/hunters", specifier: "#web/lib/api-client.ts" },
  { from: "src/web/data/hunters", specifier: "../outbox/write-or-queue.ts" },
  { from: "src/web", specifier: "#web/lib/phone-network.ts", file: "sw.ts" },
  { from: "src/web", specifier: "#core/i18n/languages.ts", file: "sw.ts" },
  { from: "src/web", specifier: "workbox-routing", file: "sw.ts" },
  { from: "src/web/ssr", specifier: "#web/features/hunters/detail/hunter-detail-view.tsx" },
  { from: "src/web/ssr", specifier: "#web/components/layout/public-layout.tsx" },
  ...features.flatMap((feature) => [
    { from: `src/web/features/${feature}`, specifier: "./x.ts" },
    { from: `src/web/features/${feature}/sub`, specifier: "../x.ts" },
    { from: `src/web/features/${feature}`, specifier: "#web/components/ui/button.tsx" },
    { from: `src/web/features/${feature}`, specifier: "#web/lib/cn.ts" },
    { from: `src/web/features/${feature}`, specifier: "#web/data/get-me.ts" },
    { from: `src/web/features/${feature}`, specifier: "#core/messages.ts" },
  ]),
];

let scratch: string;
const verdicts = new Map<string, boolean>();
const fileOf = (index: number, probe: Probe) => join(probe.from, probe.file ?? `probe-${index}.ts`);

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "hunter-lodge-fences-"));
  // The project's configuration as is, minus what ties it to this checkout (VCS, schema path).
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  // The web app's browser fence is a GritQL plugin the configuration names by path.
  cpSync(join(root, "lint"), join(scratch, "lint"), { recursive: true });
  const probes = [...refused, ...allowed];
  const lines = new Map<string, string[]>();
  const where = probes.map((probe, index) => {
    const file = join(scratch, fileOf(index, probe));
    const imports = lines.get(file) ?? [];
    imports.push(`import "${probe.specifier}";`);
    lines.set(file, imports);
    return `${file}:${imports.length}`;
  });
  for (const [file, imports] of lines) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${imports.join("\n")}\n`);
  }
  let output = "";
  try {
    output = execFileSync(biome, ["lint", "--reporter=github", "--max-diagnostics=none", "src"], {
      cwd: scratch,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // Biome exits 1 when it reports anything: the report is what is under test.
    output = String((error as { stdout?: string }).stdout ?? "");
  }
  const flagged = new Set(
    output
      .split("\n")
      .filter((line) =>
        /title=(lint\/style\/noRestrictedImports|lint\/correctness\/noNodejsModules|plugin),/.test(line),
      )
      .map((line) => `${/file=([^,]+),/.exec(line)?.[1] ?? ""}:${/line=(\d+)/.exec(line)?.[1] ?? ""}`),
  );
  probes.forEach((probe, index) => {
    verdicts.set(`${probe.from} -> ${probe.specifier}`, flagged.has(where[index] ?? ""));
  });
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the import fences", () => {
  it("probes every feature folder", () => {
    expect(features.length).toBeGreaterThan(5);
  });

  it.each(refused.map((p) => [`${p.from} -> ${p.specifier}`]))("refuses %s", (key) => {
    expect(verdicts.get(key)).toBe(true);
  });

  it.each(allowed.map((p) => [`${p.from} -> ${p.specifier}`]))("lets %s through", (key) => {
    expect(verdicts.get(key)).toBe(false);
  });
});
