// What breaks a layout in a long language (docs/product.md#languages), measured in the page: the page wider
// than the window, and the text of a button, heading or tab clipped by its own box or by an ancestor that
// hides overflow.
import type { Page } from "@playwright/test";

export type LayoutProblem = {
  kind: "page overflow" | "clipped";
  selector: string;
  text: string;
  detail: string;
};

export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const selectorOf = (el: Element): string => {
      const parts: string[] = [];
      for (
        let node: Element | null = el;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        if (node.id) {
          parts.unshift(`#${CSS.escape(node.id)}`);
          break;
        }
        const classes = [...node.classList]
          .slice(0, 3)
          .map((c) => `.${CSS.escape(c)}`)
          .join("");
        const siblings = node.parentElement
          ? [...node.parentElement.children].filter((s) => s.tagName === node?.tagName)
          : [];
        const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(node) + 1})` : "";
        parts.unshift(`${node.tagName.toLowerCase()}${classes}${nth}`);
      }
      return parts.join(" > ");
    };
    const textOf = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 80);
    const clips = (value: string) => value === "hidden" || value === "clip";
    // A screen-reader-only text is clipped on purpose.
    const srOnly = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip.startsWith("rect(0") || style.clipPath.startsWith("inset(50%")) return true;
        if (style.position === "absolute" && node.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const problems: { kind: "page overflow" | "clipped"; selector: string; text: string; detail: string }[] =
      [];

    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      // The deepest elements reaching past the window's right edge name the culprit.
      const wide = [...document.body.querySelectorAll("*")].filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.right > window.innerWidth + 1 && !srOnly(el);
      });
      const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
      for (const el of deepest.slice(0, 5)) {
        problems.push({
          kind: "page overflow",
          selector: selectorOf(el),
          text: textOf(el),
          detail: `page ${root.scrollWidth}px wide in a ${window.innerWidth}px window; element right edge at ${Math.round(el.getBoundingClientRect().right)}px`,
        });
      }
      if (deepest.length === 0)
        problems.push({
          kind: "page overflow",
          selector: "html",
          text: "",
          detail: `page ${root.scrollWidth}px wide in a ${window.innerWidth}px window`,
        });
    }

    const targets = document.querySelectorAll(
      'button, [role="button"], [role="tab"], h1, h2, h3, h4, h5, h6, [role="heading"]',
    );
    for (const el of targets) {
      if (!(el instanceof HTMLElement) || !el.checkVisibility() || srOnly(el)) continue;
      const text = textOf(el);
      if (!/\p{L}/u.test(text)) continue;
      const isLabel = el.matches('button, [role="button"], [role="tab"]');
      // A heading may be truncated when its title shows the whole text (a long name a player typed).
      const titled = (box: Element) => !isLabel && (box.getAttribute("title") ?? "").trim() !== "";
      const style = getComputedStyle(el);
      const ownClip = clips(style.overflowX) || style.textOverflow === "ellipsis";
      if (ownClip && el.scrollWidth > el.clientWidth + 1 && !titled(el)) {
        problems.push({
          kind: "clipped",
          selector: selectorOf(el),
          text,
          detail: `text ${el.scrollWidth}px in a ${el.clientWidth}px box`,
        });
        continue;
      }
      if (style.webkitLineClamp !== "none" && el.scrollHeight > el.clientHeight + 1 && !titled(el)) {
        problems.push({
          kind: "clipped",
          selector: selectorOf(el),
          text,
          detail: "text cut by a line clamp",
        });
        continue;
      }
      // Text cut by an ancestor (or the element itself) hiding what overflows: each visible text's box
      // against every clipping box around it. A box that scrolls lets the player reach its text.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let cut: string | null = null;
      for (let node = walker.nextNode(); node && !cut; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !/\p{L}/u.test(node.textContent ?? "") || srOnly(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const boxStyle = getComputedStyle(box);
          if (!clips(boxStyle.overflowX) && !clips(boxStyle.overflowY)) continue;
          if (titled(box)) break;
          const clip = box.getBoundingClientRect();
          const outside =
            (clips(boxStyle.overflowX) && (rect.left < clip.left - 1 || rect.right > clip.right + 1)) ||
            (clips(boxStyle.overflowY) && (rect.top < clip.top - 1 || rect.bottom > clip.bottom + 1));
          // Wholly outside is hidden on purpose (a collapsed panel), not cut.
          const meets =
            rect.right > clip.left &&
            rect.left < clip.right &&
            rect.bottom > clip.top &&
            rect.top < clip.bottom;
          if (outside && meets) {
            cut = `"${(node.textContent ?? "").trim().slice(0, 40)}" cut by ${selectorOf(box)} (overflow ${boxStyle.overflowX}/${boxStyle.overflowY})`;
            break;
          }
        }
      }
      if (cut) problems.push({ kind: "clipped", selector: selectorOf(el), text, detail: cut });
    }
    return problems;
  });
}

export const describeProblems = (where: string, problems: LayoutProblem[]) =>
  problems.map((p) => `${where}: ${p.kind} ${p.selector} "${p.text}" (${p.detail})`);
