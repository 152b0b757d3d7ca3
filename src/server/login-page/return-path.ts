// Where a sign-in through the server's form leads: one of the app's own pages, never another site
// ("//host", "/\host" and "\" are other sites to a browser), never the API or /login itself.
const MAX_PATH = 512;

export function ownReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_PATH) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  // Control characters and spaces: a browser drops some of them, which can turn the path into "//host".
  if ([...value].some((char) => char <= " " || char === "\u007f")) return "/";
  if (value === "/login" || value.startsWith("/login?") || value.startsWith("/api/")) return "/";
  return value;
}
