import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  type LoopbackProvider,
  startOidcProvider,
} from "../../integration/support/oidc-provider.ts";
import { freePort, type ServerProcess, startServerProcess } from "../../integration/support/processes.ts";

// The web build of this run's server (tests/e2e/serve.mjs names its data folder, beside the build, by port).
const runWebDir = () =>
  join(
    dirname(readFileSync(join(tmpdir(), `hunter-lodge-e2e-${process.env.E2E_PORT}.data-dir`), "utf8")),
    "web",
  );

/**
 * An app server of its own with Discord, Google and a generic OpenID issuer turned on, each a real OpenID
 * Connect provider on loopback (oidc-provider); it serves the web build of this run's server unless told one.
 */
export async function startProviderServer(options: { port?: number; webDir?: string } = {}) {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const callback = (id: string) => `${url}/api/auth/callback/${id}`;
  const google = await startOidcProvider({ callbackUrls: [callback("google")] });
  const discord = await startOidcProvider({ callbackUrls: [callback("discord")], discord: true });
  const oidc = await startOidcProvider({ callbackUrls: [callback("oidc")] });
  const dataDir = mkdtempSync(join(tmpdir(), "hunter-lodge-e2e-providers-"));
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      PORT: String(port),
      NODE_ENV: "test",
      BASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIR: options.webDir ?? runWebDir(),
      RATE_LIMIT: "off",
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
    });
  } catch (error) {
    await Promise.all([google, discord, oidc].map((p) => p.close()));
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const providers: Record<"google" | "discord" | "oidc", LoopbackProvider> = { google, discord, oidc };
  return {
    url,
    providers,
    stop: async () => {
      await server.stop();
      await Promise.all(Object.values(providers).map((p) => p.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
