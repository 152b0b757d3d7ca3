#!/usr/bin/env node
// The decisions behind the code live in the repo (docs/decisions.md, docs/product.md), not in a tracker a
// clone cannot read. This check refuses what would send a reader elsewhere or nowhere:
// - an "issue N" reference (the history table of docs/product.md excepted: it maps old names to headings);
// - a link `<file>.md#<anchor>`, in code or in markdown, whose anchor is no heading of that file.
// Anchors are slugged by github-slugger, as GitHub renders them, duplicates taking their -1, -2 suffixes.
// Prints file:line for each and exits 1. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";

const CHECKED = ["src", "tests", "bench", "scripts", "docs", "drizzle", "lint", "README.md", "*.ts", "*.mjs"];
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|md|css|html|sql|sh|yaml|yml)$/;
const ISSUE = /\bissues? +#?\d+/gi;
// A path ending in .md, then #anchor; the anchor stops at what a slug never holds (GitHub drops punctuation).
const FILE_LINK = /((?:[\w.-]+\/)*[\w.-]+\.md)#([\p{L}\p{N}_%-]+)/gu;
// A markdown file pointing into itself: [text](#anchor) or a bare (#anchor).
const OWN_LINK = /\]?\(#([\p{L}\p{N}_%-]+)\)/gu;

/** The text of a heading as GitHub slugs it: inline code, emphasis and link targets reduced to their text. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1 ? part.slice(1, -1) : part.replace(/\*+/g, "").replace(/(^|\W)_+|_+(?=\W|$)/g, "$1"),
    )
    .join("")
    .replace(/<[^>]+>/g, "");
}

/** Every anchor a markdown text offers: its headings' slugs (outside code fences) and explicit ids. */
export function anchorsOf(markdown) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  let fence = null;
  for (const line of markdown.split("\n")) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1][0];
      else if (fenceMark[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(slugger.slug(headingText(heading[1])));
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The lines of docs/product.md's History section, where old references are named on purpose. */
function historyLines(path, lines) {
  const allowed = new Set();
  if (path !== "docs/product.md") return allowed;
  let inHistory = false;
  lines.forEach((line, i) => {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading && heading[1].length <= 2) inHistory = heading[2].trim() === "History";
    if (inHistory) allowed.add(i);
  });
  return allowed;
}

/**
 * The problems of one file. `read(path)` returns a repo file's text or undefined; paths are relative to the
 * repo's root. A link's file is looked up beside the citing file, then from the root, then under docs/.
 */
export function checkFile(path, text, read) {
  const problems = [];
  const lines = text.split("\n");
  const allowed = historyLines(path, lines);
  const anchorCache = new Map();
  let ownAnchors;
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) {
      const body = read(file);
      anchorCache.set(file, body === undefined ? undefined : anchorsOf(body));
    }
    return anchorCache.get(file);
  };
  const resolve = (target) =>
    [normalize(join(dirname(path), target)), normalize(target), normalize(join("docs", target))].find(
      (candidate) => !candidate.startsWith("..") && read(candidate) !== undefined,
    );
  lines.forEach((line, i) => {
    const at = `${path}:${i + 1}`;
    if (!allowed.has(i)) {
      for (const match of line.matchAll(ISSUE)) {
        problems.push(`${at}: "${match[0]}" names a tracker issue; link the decision or heading instead`);
      }
    }
    for (const match of line.matchAll(FILE_LINK)) {
      const before = line.slice(0, match.index);
      if (/\w+:\/\/\S*$/.test(before)) continue; // another site's page
      const [, target, rawAnchor] = match;
      const file = resolve(target);
      if (file === undefined) {
        problems.push(`${at}: ${target}#${rawAnchor}: no such file`);
        continue;
      }
      const anchor = decodeURIComponent(rawAnchor);
      if (!anchorsIn(file).has(anchor)) problems.push(`${at}: ${file} has no heading #${anchor}`);
    }
    if (path.endsWith(".md")) {
      ownAnchors ??= anchorsOf(text);
      for (const match of line.matchAll(OWN_LINK)) {
        const anchor = decodeURIComponent(match[1]);
        if (!ownAnchors.has(anchor)) problems.push(`${at}: ${path} has no heading #${anchor}`);
      }
    }
  });
  return problems;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...CHECKED],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter((file) => TEXT.test(file) && existsSync(join(root, file)));
  const texts = new Map();
  const read = (file) => {
    if (!texts.has(file)) {
      const full = join(root, file);
      const inside = !relative(root, full).startsWith("..") && existsSync(full) && statSync(full).isFile();
      texts.set(file, inside ? readFileSync(full, "utf8") : undefined);
    }
    return texts.get(file);
  };
  const problems = files.flatMap((file) => checkFile(file, read(file), read));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`doc-links: ${problems.length} reference(s) to fix`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) main();
