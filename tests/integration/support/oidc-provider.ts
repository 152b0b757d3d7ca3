import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/** A person known to the loopback provider: who signs in there when the app sends a browser over. */
export type ProviderPerson = { sub: string; email: string; emailVerified: boolean; name: string };

const CLIENT_ID = "hunter-lodge";
const CLIENT_SECRET = "loopback-client-secret-loopback-client-secret";

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1, standing in for Google, Discord or
 * any issuer: discovery, authorization with PKCE, the token endpoint, signed ID tokens. Its one login
 * screen is skipped: whoever `signInAs` named logs in, and consent is given. With `discord: true` it
 * serves Discord's paths (/oauth2/authorize, /oauth2/token) and Discord's profile at /users/@me, read
 * from the provider's own access tokens.
 */
async function startOidcProvider(options: { callbackUrls: string[]; discord?: boolean }) {
  const people = new Map<string, ProviderPerson>();
  let next: string | null = null;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: options.callbackUrls,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile", "identify"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          name: person.name,
        }),
      };
    },
    // Consent is given as asked: the stand-in checks what the app sends, not what a person would click.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? "openid"));
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["loopback-provider-cookie-key"] },
    ...(options.discord ? { routes: { authorization: "/oauth2/authorize", token: "/oauth2/token" } } : {}),
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (!next) throw new Error("the loopback provider was not told who signs in (signInAs)");
    const accountId = next;
    const login = details.prompt.name === "login" ? { login: { accountId } } : {};
    await provider.interactionFinished(req, res, login, { mergeWithLastSubmission: true });
  }

  async function discordProfile(req: IncomingMessage, res: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const found = token ? await provider.AccessToken.find(token) : undefined;
    const person = found?.accountId ? people.get(found.accountId) : undefined;
    res.setHeader("content-type", "application/json");
    if (!person) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: "401: Unauthorized", code: 0 }));
      return;
    }
    res.end(
      JSON.stringify({
        id: person.sub,
        username: person.name.toLowerCase(),
        global_name: person.name,
        email: person.email,
        verified: person.emailVerified,
      }),
    );
  }

  server.on("request", (req, res) => {
    const path = req.url?.split("?")[0] ?? "";
    const own = path.startsWith("/interaction/")
      ? interaction(req, res)
      : options.discord && path === "/users/@me"
        ? discordProfile(req, res)
        : null;
    if (!own) return handle(req, res);
    own.catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    /** Adds (or replaces) a person and makes them the one who signs in next. */
    signInAs(person: ProviderPerson) {
      people.set(person.sub, person);
      next = person.sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LoopbackProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Google, Discord and a generic issuer ("Guild Login"), each a loopback provider sending the browser back to
 * `callback(id)`, with the settings an operator would give the app to turn all three on.
 */
export async function startLoopbackProviders(callback: (id: string) => string) {
  const google = await startOidcProvider({ callbackUrls: [callback("google")] });
  const discord = await startOidcProvider({ callbackUrls: [callback("discord")], discord: true });
  const oidc = await startOidcProvider({ callbackUrls: [callback("oidc")] });
  return {
    google,
    discord,
    oidc,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: google.issuer,
      DISCORD_CLIENT_ID: CLIENT_ID,
      DISCORD_CLIENT_SECRET: CLIENT_SECRET,
      DISCORD_API_URL: discord.issuer,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_NAME: "Guild Login",
    },
    close: () => Promise.all([google, discord, oidc].map((p) => p.close())),
  };
}
