import { z } from "zod";

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  grant-vip <email|nickname> --months N   add N months of VIP (30 days each, after the current end)
  grant-vip <email|nickname> --lifetime   grant lifetime VIP
  add-slots <email|nickname> N            add N extra hunter slots
  revoke-vip <email|nickname>             end the user's VIP now (nothing of theirs is deleted)
  list-users                              list every account with its VIP and extra slots
  make-admin <email|nickname>             make the account an admin of the console
  import-game-data <file>                 validate a game data JSON file and serve it from now on
  backup <file>                           write a consistent copy of the database (the server may run)
  restore <file>                          put a backup in place of the database (the server must be stopped)
  discord-register-commands               tell Discord the slash commands (needs the DISCORD_* settings)

A user may also be named by account id. With the server running on the embedded database the
command goes to it over DATA_DIR/admin.sock; with DATABASE_URL set it goes to PostgreSQL directly.`;

/** A command as it travels to the server: what the argument list asked for, file contents included. */
export const adminCommandSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("grant-vip"),
    user: z.string().min(1),
    period: z.union([z.literal("lifetime"), z.number().int().min(1)]),
  }),
  z.object({ name: z.literal("add-slots"), user: z.string().min(1), count: z.number().int().min(1) }),
  z.object({ name: z.literal("revoke-vip"), user: z.string().min(1) }),
  z.object({ name: z.literal("list-users") }),
  z.object({ name: z.literal("make-admin"), user: z.string().min(1) }),
  z.object({ name: z.literal("import-game-data"), file: z.string().min(1), data: z.unknown() }),
  z.object({ name: z.literal("backup"), file: z.string().min(1) }),
]);

export type AdminCommand = z.infer<typeof adminCommandSchema>;
export type ParsedArgs =
  | Exclude<AdminCommand, { name: "import-game-data" }>
  | { name: "import-game-data"; file: string }
  | { name: "restore"; file: string }
  | { name: "discord-register-commands" };

export class UsageError extends Error {}

function positiveInt(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${what} must be a whole number of at least 1${value ? `, not "${value}"` : ""}.`);
  }
  return Number(value);
}

function expectArgs(args: string[], count: number, command: string) {
  if (args.length !== count)
    throw new UsageError(`${command} takes ${count} argument(s), got ${args.length}.`);
}

// Splits `--months N` and `--months=N` from the positional arguments.
function splitOptions(rest: string[]) {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) options.set(key, inline);
    else if (key === "months") options.set(key, rest[++i] ?? "");
    else options.set(key, true);
  }
  return { positional, options };
}

export function parseAdminArgs(argv: string[]): ParsedArgs {
  const [name, ...rest] = argv;
  const { positional, options } = splitOptions(rest);
  const unknown = [...options.keys()].filter(
    (k) => !(name === "grant-vip" && (k === "months" || k === "lifetime")),
  );
  if (unknown.length > 0) throw new UsageError(`Unknown option --${unknown[0]}.`);
  switch (name) {
    case "grant-vip": {
      expectArgs(positional, 1, name);
      const months = options.get("months");
      const lifetime = options.get("lifetime");
      if ((months === undefined) === (lifetime === undefined)) {
        throw new UsageError("grant-vip needs exactly one of --months N or --lifetime.");
      }
      const period = lifetime ? "lifetime" : positiveInt(String(months), "--months");
      return { name, user: positional[0] as string, period };
    }
    case "add-slots":
      expectArgs(positional, 2, name);
      return {
        name,
        user: positional[0] as string,
        count: positiveInt(positional[1], "The number of slots"),
      };
    case "revoke-vip":
    case "make-admin":
      expectArgs(positional, 1, name);
      return { name, user: positional[0] as string };
    case "list-users":
    case "discord-register-commands":
      expectArgs(positional, 0, name);
      return { name };
    case "import-game-data":
    case "backup":
    case "restore":
      expectArgs(positional, 1, name);
      return { name, file: positional[0] as string };
    case undefined:
      throw new UsageError("No command given.");
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}
