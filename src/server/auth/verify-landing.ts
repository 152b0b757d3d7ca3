import type { Auth } from "./auth.ts";

export const VERIFIED_SIGN_IN_PATH = "/login?verified=1";

// The token is a JWT better-auth has just checked; only its e-mail is read here, to choose the landing.
function tokenEmail(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const { email } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof email === "string" ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Where a verification link lands: the app (its callbackURL) when this browser is signed in to the
 * verified account, else /login saying the address is verified. Whoever is signed in here stays so.
 */
export async function verificationLanding(auth: Auth, request: Request, response: Response) {
  const location = response.headers.get("location");
  if (response.status !== 302 || !location || new URL(location, "http://x").searchParams.has("error")) {
    return response;
  }
  const verified = tokenEmail(new URL(request.url).searchParams.get("token"));
  const current = await auth.api.getSession({ headers: request.headers });
  if (verified && current?.user.email.toLowerCase() === verified) return response;
  const headers = new Headers(response.headers);
  headers.set("location", VERIFIED_SIGN_IN_PATH);
  return new Response(null, { status: 302, headers });
}
