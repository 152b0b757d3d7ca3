import { AdminError } from "#server/admin/errors.ts";
import { DISCORD_API_URL } from "#server/auth/providers.ts";
import type { Env } from "#server/env.ts";
import { commandDefinitions } from "./commands.ts";

// `npm run admin -- discord-register-commands` (docs/operations.md#hunter-lodge-in-discord): tells Discord the
// application's slash commands, replacing whatever it held (a bulk overwrite, so a command removed from the
// code goes from Discord too). The definitions live in commands.ts.

// Written for the operator as it is, like the other commands' refusals.
class DiscordSetupError extends AdminError {}

type DiscordSettings = Pick<Env, "DISCORD_APPLICATION_ID" | "DISCORD_BOT_TOKEN" | "DISCORD_API_URL">;

/** Registers the commands; answers how many Discord now holds. */
export async function registerDiscordCommands(
  env: DiscordSettings,
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const { DISCORD_APPLICATION_ID: applicationId, DISCORD_BOT_TOKEN: token } = env;
  if (!applicationId || !token) {
    throw new DiscordSetupError(
      "Set DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY and DISCORD_BOT_TOKEN first (docs/operations.md).",
    );
  }
  const base = (env.DISCORD_API_URL ?? DISCORD_API_URL).replace(/\/$/, "");
  const res = await fetcher(`${base}/v10/applications/${encodeURIComponent(applicationId)}/commands`, {
    method: "PUT",
    headers: { authorization: `Bot ${token}`, "content-type": "application/json" },
    body: JSON.stringify(commandDefinitions()),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) {
    const text = (await res.text()).slice(0, 300);
    throw new DiscordSetupError(`Discord refused the commands (${res.status}): ${text}`);
  }
  const registered = (await res.json()) as unknown[];
  return registered.length;
}
