import { describe, expect, it } from "vitest";
import { anchorsOf, checkFile } from "../lint/doc-links.mjs";

// lint/doc-links.mjs, run by `npm run lint`: no reference to a tracker issue, and no link to a heading that
// does not exist. The tracker's words are built here so this file passes the check it tests.

const tracker = (n: number) => `${"iss"}ue ${n}`;
const link = (file: string, anchor: string) => [file, anchor].join("#");

const docs: Record<string, string> = {
  "docs/product.md": [
    "# Product",
    "## Push reminders",
    "## Paying and VIP",
    "## Notes",
    "## Notes",
    "```",
    "## Not a heading",
    "```",
    "## History",
    `Until ${tracker(22)} the code cited another spec.`,
    "| old | new |",
    `| ${tracker(5)} | [Slots](#slots) |`,
  ].join("\n"),
  "docs/decisions.md":
    "# Decisions\n## 2026-11-24 Edits made offline (`outbox`)\n## The server's sign-in form: each promise\n",
};
const read = (path: string) => docs[path];

describe("anchorsOf", () => {
  it("slugs headings as GitHub does: lower case, spaces to '-', punctuation and code marks dropped", () => {
    const anchors = anchorsOf(docs["docs/decisions.md"] ?? "");
    expect(anchors).toContain("2026-11-24-edits-made-offline-outbox");
    expect(anchors).toContain("the-servers-sign-in-form-each-promise");
  });

  it("numbers a repeated heading -1 and skips what is inside a code fence", () => {
    const anchors = anchorsOf(docs["docs/product.md"] ?? "");
    expect(anchors).toContain("notes");
    expect(anchors).toContain("notes-1");
    expect(anchors).not.toContain("not-a-heading");
  });
});

describe("checkFile", () => {
  it("refuses a tracker reference in code, whatever its case or form, naming file and line", () => {
    const text = `const a = 1;\n// Edits kept (${tracker(14)}).\n// ${tracker(30)[0]?.toUpperCase()}${tracker(30).slice(1)} #7: caps\n// ${tracker(12).replace("ue", "ues")} and 13`;
    expect(checkFile("src/web/x.ts", text, read)).toEqual([
      expect.stringMatching(/^src\/web\/x\.ts:2: /),
      expect.stringMatching(/^src\/web\/x\.ts:3: /),
      expect.stringMatching(/^src\/web\/x\.ts:4: /),
    ]);
  });

  it("lets product.md's history table name old references, and nothing else of product.md", () => {
    expect(checkFile("docs/product.md", docs["docs/product.md"] ?? "", read)).toEqual([
      "docs/product.md:12: docs/product.md has no heading #slots",
    ]);
    const before = `# Product\n## Slots\nAs ${tracker(3)} asked.\n## History\n${tracker(4)}`;
    expect(checkFile("docs/product.md", before, read)).toEqual([
      expect.stringMatching(/^docs\/product\.md:3: /),
    ]);
  });

  it("accepts a link to an existing heading, from code (from the root) and from a doc (beside it)", () => {
    const code = `// (${link("docs/product.md", "push-reminders")}, ${link("docs/decisions.md", "2026-11-24-edits-made-offline-outbox")}).`;
    expect(checkFile("src/core/x.ts", code, read)).toEqual([]);
    expect(
      checkFile("docs/decisions.md", `See [VIP](${link("product.md", "paying-and-vip")}).`, read),
    ).toEqual([]);
  });

  it("refuses a link to a heading that does not exist, or to a file that does not", () => {
    const code = `// ${link("docs/product.md", "push-reminder")}\n// ${link("docs/nowhere.md", "x")}\n// https://example.com/${link("README.md", "usage")}`;
    expect(checkFile("src/core/x.ts", code, read)).toEqual([
      "src/core/x.ts:1: docs/product.md has no heading #push-reminder",
      `src/core/x.ts:2: ${link("docs/nowhere.md", "x")}: no such file`,
    ]);
  });

  it("checks a doc's links into itself", () => {
    const doc = "# A\n## Two words\nSee [it](#two-words) and (#three-words).";
    expect(checkFile("docs/a.md", doc, read)).toEqual(["docs/a.md:3: docs/a.md has no heading #three-words"]);
  });
});
