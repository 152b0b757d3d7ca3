import type { GenericOAuthConfig } from "better-auth/plugins";
import type { SignInProvider } from "#core/schemas/sign-in-methods.ts";
import type { Env } from "../env.ts";

export const DISCORD_API_URL = "https://discord.com/api";
const GOOGLE_ISSUER = "https://accounts.google.com";

type ProviderSetup = SignInProvider & { config: GenericOAuthConfig };

const trimSlash = (url: string) => url.replace(/\/+$/, "");
const discovery = (issuer: string) => `${trimSlash(issuer)}/.well-known/openid-configuration`;

type DiscordProfile = {
  id?: unknown;
  username?: unknown;
  global_name?: unknown;
  email?: unknown;
  verified?: unknown;
};

/**
 * Discord speaks OAuth 2.0 without OpenID Connect: the player's id, name, e-mail and whether Discord verified
 * that e-mail come from /users/@me. Only `verified: true` counts as a verified address.
 */
function discordConfig(clientId: string, clientSecret: string, apiUrl: string): GenericOAuthConfig {
  const api = trimSlash(apiUrl);
  return {
    providerId: "discord",
    name: "Discord",
    clientId,
    clientSecret,
    authorizationUrl: `${api}/oauth2/authorize`,
    tokenUrl: `${api}/oauth2/token`,
    scopes: ["identify", "email"],
    pkce: true,
    async getUserInfo(tokens) {
      const response = await fetch(`${api}/users/@me`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return null;
      const profile = (await response.json()) as DiscordProfile;
      if (typeof profile.id !== "string" || typeof profile.email !== "string") return null;
      const name = [profile.global_name, profile.username].find((v) => typeof v === "string" && v);
      return {
        id: profile.id,
        email: profile.email,
        emailVerified: profile.verified === true,
        name: typeof name === "string" ? name : profile.email,
      };
    },
  };
}

/** An OpenID Connect issuer found by discovery: its ID token is checked against its keys and the nonce. */
function oidcConfig(
  providerId: string,
  name: string,
  issuer: string,
  clientId: string,
  clientSecret: string,
) {
  return {
    providerId,
    name,
    clientId,
    clientSecret,
    discoveryUrl: discovery(issuer),
    scopes: ["openid", "email", "profile"],
    pkce: true,
    requireIdTokenVerification: true,
    // Log Out ends this lodge's session only: better-auth would otherwise send the player to the issuer's
    // end-session page, which never returns without a post-logout address registered there
    // (docs/decisions.md#2026-12-06-log-out-ends-this-lodges-session-only-never-the-providers).
    disableProviderLogout: true,
  } satisfies GenericOAuthConfig;
}

/** The providers this instance's settings turn on, in the order the sign-in page shows them. */
export function configuredProviders(env: Env): ProviderSetup[] {
  const providers: ProviderSetup[] = [];
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET) {
    const config = discordConfig(
      env.DISCORD_CLIENT_ID,
      env.DISCORD_CLIENT_SECRET,
      env.DISCORD_API_URL ?? DISCORD_API_URL,
    );
    providers.push({ id: "discord", name: "Discord", config });
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const issuer = env.GOOGLE_ISSUER ?? GOOGLE_ISSUER;
    const config = oidcConfig("google", "Google", issuer, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
    providers.push({ id: "google", name: "Google", config });
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    const config = oidcConfig(
      "oidc",
      env.OIDC_NAME,
      env.OIDC_ISSUER,
      env.OIDC_CLIENT_ID,
      env.OIDC_CLIENT_SECRET,
    );
    providers.push({ id: "oidc", name: env.OIDC_NAME, config });
  }
  return providers;
}

/** What GET /api/account/sign-in-providers answers: ids and names, never a secret. */
export const publicProviders = (env: Env): SignInProvider[] =>
  configuredProviders(env).map(({ id, name }) => ({ id, name }));
