import { Hono } from "hono";
import { LOGIN_FAILED_PARAM, type LoginFailure } from "#core/login-form.ts";
import { messages } from "#core/messages.ts";
import { loginSchema } from "#core/schemas/account.ts";
import type { Auth } from "../auth/auth.ts";
import { GUEST_SIGNED_IN } from "../auth/guest-guard.ts";
import { passToAuth } from "../auth/routes.ts";
import type { Env } from "../env.ts";
import { AppError } from "../errors.ts";
import { originCheck } from "../http/origin.ts";
import { ownReturnPath } from "./return-path.ts";

// The checks' English messages (#core/messages.ts, what loginSchema says) as the failure codes they are.
const SCHEMA_FAILURES = new Map<string, LoginFailure>([
  [messages.emailRequired, "emailRequired"],
  [messages.emailInvalid, "emailInvalid"],
  [messages.passwordRequired, "passwordRequired"],
  [messages.invalidCredentials, "invalidCredentials"],
]);

const FORM_TYPE = "application/x-www-form-urlencoded";

// What a refused sign-in means to the player, as the app's form reads it (src/web/features/auth/auth-errors.ts):
// too many attempts, a fault of ours, or one text for an unknown e-mail and a wrong password.
const failureOf = (status: number): LoginFailure =>
  status === 429 ? "tooManyAttempts" : status >= 500 ? "unknownError" : "invalidCredentials";

type Refusal = { code?: string } | null;

/**
 * POST /login: the server's sign-in form
 * (docs/decisions.md#2026-11-25-logins-sign-in-form-is-in-the-page-the-server-serves), for a visitor whose
 * app has not loaded or never will. The sign-in is the app's own call to better-auth
 * (/api/auth/sign-in/email, through passToAuth), so the same limits per address and per account, the origin
 * check and the guest's guard apply; the answer is a 303 to an own page with the session cookie, or back to
 * /login?failed=<code>.
 */
export function loginFormRoutes(auth: Auth, env: Pick<Env, "TRUST_PROXY" | "BASE_URL" | "NODE_ENV">) {
  const app = new Hono();
  app.post("/login", originCheck(env), async (c) => {
    if (!c.req.header("content-type")?.toLowerCase().startsWith(FORM_TYPE)) return c.body(null, 415);
    const form = new URLSearchParams(await c.req.text());
    const returnTo = ownReturnPath(form.get("returnTo"));
    const back = (failure: LoginFailure) => {
      const query = new URLSearchParams({ [LOGIN_FAILED_PARAM]: failure });
      if (returnTo !== "/") query.set("returnTo", returnTo);
      return c.redirect(`/login?${query}`, 303);
    };
    const parsed = loginSchema.safeParse({
      email: form.get("email") ?? "",
      password: form.get("password") ?? "",
    });
    if (!parsed.success)
      return back(SCHEMA_FAILURES.get(parsed.error.issues[0]?.message ?? "") ?? "invalidCredentials");

    const headers = new Headers(c.req.raw.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    const signIn = new Request(new URL("/api/auth/sign-in/email", c.req.url), {
      method: "POST",
      headers,
      body: JSON.stringify(parsed.data),
    });
    let response: Response;
    try {
      response = await passToAuth(auth, env, c, signIn);
    } catch (error) {
      // Text the database cannot store names no account.
      if (error instanceof AppError && error.status === 400) return back("invalidCredentials");
      throw error;
    }
    if (!response.ok) {
      const refusal = (await response.json().catch(() => null)) as Refusal;
      // A guest is asked first whether to bring the guest's data (the app's login page asks).
      if (response.status === 409 && refusal?.code === GUEST_SIGNED_IN) return c.redirect("/login", 303);
      return back(failureOf(response.status));
    }
    for (const cookie of response.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    const { user } = (await response.json()) as { user?: { emailVerified?: boolean } };
    // Signed in but not verified: the verify page, as the app's form leads (docs/product.md#guard).
    return c.redirect(user?.emailVerified === false ? "/verify-email" : returnTo, 303);
  });
  return app;
}
