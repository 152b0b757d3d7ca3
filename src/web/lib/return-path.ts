// The path a signed-out visitor asked for, restored after login (docs/product.md#guard, #routes).
// sessionStorage survives the register -> verify -> login round trip inside one tab.
const KEY = "hl.returnPath";
// The page a deliberate sign-out left: a guard still on screen while the login screen comes up sees the
// player signed out on that page and would remember it for whoever signs in next.
const LEFT_KEY = "hl.signedOutOf";

export function rememberReturnPath(path: string) {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/login")) return;
  if (path === sessionStorage.getItem(LEFT_KEY)) return;
  sessionStorage.setItem(KEY, path);
}

export function peekReturnPath(): string | null {
  return sessionStorage.getItem(KEY);
}

/** A deliberate sign-out from `leftPage`: nothing to return to, and that page is not one either. */
export function forgetReturnPath(leftPage: string) {
  sessionStorage.removeItem(KEY);
  sessionStorage.setItem(LEFT_KEY, leftPage);
}

/** The path to go to after signing in; the sign-in also ends what a sign-out forbade. */
export function takeReturnPath(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(LEFT_KEY);
  return path ?? "/";
}
