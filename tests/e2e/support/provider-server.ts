import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type LoopbackProvider, startLoopbackProviders } from "../../integration/support/oidc-provider.ts";
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
  const loopback = await startLoopbackProviders(callback);
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
      ...loopback.env,
    });
  } catch (error) {
    await loopback.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { google, discord, oidc } = loopback;
  const providers: Record<"google" | "discord" | "oidc", LoopbackProvider> = { google, discord, oidc };
  return {
    url,
    providers,
    stop: async () => {
      await server.stop();
      await loopback.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
