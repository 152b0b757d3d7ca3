// The path a signed-out visitor asked for, restored after login (docs/product.md#guard, #routes).
// sessionStorage survives the register -> verify -> login round trip inside one tab.
const KEY = "hl.returnPath";

export function rememberReturnPath(path: string) {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/login")) return;
  sessionStorage.setItem(KEY, path);
}

export function peekReturnPath(): string | null {
  return sessionStorage.getItem(KEY);
}

/** A deliberate sign-out: nothing to return to. */
export function forgetReturnPath() {
  sessionStorage.removeItem(KEY);
}

export function takeReturnPath(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path ?? "/";
}
