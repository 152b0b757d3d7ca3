import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";

// docs/product.md#languages: no text a player reads is written into a component. JSX text with a letter in
// it, a string literal rendered as a child ({"Save"}, {ok ? "Yes" : "No"}) and a literal in a prop that is
// shown or read aloud (aria-label, title, label, placeholder...) must come from a catalogue instead.
// Punctuation and symbols alone ("·", "%", "/") may stay.

const WEB = fileURLToPath(new URL("../../", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

const TEXT_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
  "description",
  "hint",
  "text",
  "message",
  "heading",
  "confirmLabel",
  "cancelLabel",
]);

const hasWords = (text: string) => /\p{L}/u.test(text);

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

// The strings an expression can render as it stands: a literal, a template's text, either branch of a
// condition, the right side of && / ??.
function renderedStrings(node: unknown): Node[] {
  if (!isNode(node)) return [];
  if (node.type === "Literal" && typeof node.value === "string") return hasWords(node.value) ? [node] : [];
  if (node.type === "TemplateLiteral") {
    const quasis = node.quasis as { value: { cooked: string } }[];
    return quasis.some((q) => hasWords(q.value.cooked)) ? [node] : [];
  }
  if (node.type === "ConditionalExpression")
    return [...renderedStrings(node.consequent), ...renderedStrings(node.alternate)];
  if (node.type === "LogicalExpression") return renderedStrings(node.right);
  return [];
}

function literalsIn(source: string): string[] {
  const found: Node[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === "JSXText" && hasWords(String(node.value))) found.push(node);
    // A child of an element ({...} between tags); props are handled below.
    if (node.type === "JSXExpressionContainer") found.push(...renderedStrings(node.expression));
    if (node.type === "JSXAttribute") {
      const name = (node.name as { name?: unknown }).name;
      const value = node.value as Node | null;
      const expression = value?.type === "JSXExpressionContainer" ? value.expression : value;
      if (typeof name === "string" && TEXT_PROPS.has(name)) found.push(...renderedStrings(expression));
      // Other props (className, to, variant...) are not text, but elements passed in them are.
      return visit(expression);
    }
    for (const [key, child] of Object.entries(node)) if (key !== "type") visit(child);
  };
  visit(parseAst(source, { lang: "tsx" }));
  return found.map((node) => {
    const line = source.slice(0, node.start).split("\n").length;
    const text = source.slice(node.start, (node as { end?: number }).end ?? node.start + 40).trim();
    return `line ${line}: ${text.slice(0, 60)}`;
  });
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

const files = componentFiles(WEB).map((path) => ({
  name: relative(ROOT, path).replaceAll("\\", "/"),
  literals: literalsIn(readFileSync(path, "utf8")),
}));

describe("texts in components come from the catalogues", () => {
  it("finds no text written into any component", () => {
    const offenders = files.filter((file) => file.literals.length > 0);
    expect(offenders.map((file) => `${file.name}\n  ${file.literals.join("\n  ")}`)).toEqual([]);
  });

  it("catches text, rendered literals and text props, and lets punctuation and other props pass", () => {
    const source = `export const A = ({ n, ok }: { n: number; ok: boolean }) => (
      <div className="p-2" aria-label="Main menu" data-x="y">
        Hello {n} · {"literal"} {ok ? "Yes" : "No"} {ok && \`Shown \${n}\`} <span>%</span> {n}
        <Field label={"Name"} hint={t("hint")} to="/login" />
      </div>
    );`;
    expect(literalsIn(source).map((l) => l.replace(/^line \d+: /, ""))).toEqual([
      '"Main menu"',
      "Hello",
      '"literal"',
      '"Yes"',
      '"No"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal as written in the source
      "`Shown ${n}`",
      '"Name"',
    ]);
  });
});
