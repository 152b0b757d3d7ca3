/** Every anchor a markdown text offers: its headings' GitHub slugs and explicit ids. */
export function anchorsOf(markdown: string): Set<string>;
/** The problems of one file, each "path:line: what"; `read` returns a repo file's text or undefined. */
export function checkFile(path: string, text: string, read: (path: string) => string | undefined): string[];
