import { setsSessionCookie } from "./session-renewal.ts";

const VERIFIED_SIGN_IN_PATH = "/login?verified=1";

/**
 * Where a verification link lands: the app (its callbackURL) when this browser is signed in to the
 * verified account (its session was just renewed, session-renewal.ts), else /login saying the address is
 * verified. Whoever is signed in here stays so.
 */
export function verificationLanding(response: Response) {
  const location = response.headers.get("location");
  if (response.status !== 302 || !location || new URL(location, "http://x").searchParams.has("error")) {
    return response;
  }
  if (setsSessionCookie(response.headers)) return response;
  const headers = new Headers(response.headers);
  headers.set("location", VERIFIED_SIGN_IN_PATH);
  return new Response(null, { status: 302, headers });
}
