import { createEmailVerificationToken } from "better-auth/api";
import type { Language } from "#core/i18n/languages.ts";
import type { ServerContext } from "../context.ts";
import { verificationMail } from "../mail/templates.ts";
import type { Auth } from "./auth.ts";

// The link better-auth's /verify-email accepts; it verifies and lands on "/" or /login (verify-landing.ts).
export async function sendVerificationMail(
  ctx: ServerContext,
  auth: Auth,
  userId: string,
  email: string,
  language: Language,
) {
  const authContext = await auth.$context;
  const token = await createEmailVerificationToken(authContext.secret, email, undefined, 3600, { userId });
  const url = `${authContext.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent("/")}`;
  await ctx.sendMail(verificationMail(email, url, language));
}
