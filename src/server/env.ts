import ipaddr from "ipaddr.js";
import { z } from "zod";
import { settingPath } from "./setting-path.mjs";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    });

const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v));

const commaList = () =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Processes serving PORT together (node:cluster), on PostgreSQL only (docs/operations.md#workers).
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // The listen address: unset listens on every interface; 127.0.0.1 keeps the app behind a proxy on this machine.
  HOST: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  DATA_DIR: z.string().min(1).optional(),
  // The built web app; the browser tests build their own copy so parallel builds never swap files under them.
  WEB_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  MAIL_FROM: z.string().default("Hunter Lodge <no-reply@hunter-lodge.local>"),
  // The public address of the app; e-mail links point here. Defaults to http://localhost:PORT.
  BASE_URL: optionalUrl(["http://", "https://"]),
  // Signs sessions. Required in production; elsewhere a random one is kept in DATA_DIR.
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // Behind a reverse proxy the client's address is the last hop of X-Forwarded-For (rate limits per IP).
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  // One JSON line per request at info; test runs default to warn so their output stays readable.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  // GET /metrics (Prometheus): off unless "on" or a token is set; with a token, only a matching bearer reads it.
  METRICS: z.enum(["on", "off"]).default("off"),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || v.length >= 16, { message: "must be at least 16 characters" }),
  // Limits on sign-in, sign-up, reset and resend (docs/product.md#security); "off" only for browser test runs.
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  APP_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "use lower-case letters, digits and dashes")
    .default("hunter-lodge"),
  // About the Creator's links for players
  // (docs/decisions.md#2026-11-23-about-the-creators-links-and-the-tutorial-video-are-operator-settings); a
  // link not set is not shown.
  SUPPORT_URL: optionalUrl(["https://", "http://", "mailto:"]),
  COMMUNITY_URL: optionalUrl(["https://", "http://"]),
  // The tutorial video file (MP4 or WebM): a path on this instance or an http(s) address, whose origin alone
  // the CSP then allows for media. Unset: the tutorial's slides.
  TUTORIAL_VIDEO_URL: optionalUrl(["https://", "http://", "/"]).refine((v) => !v?.startsWith("//"), {
    message: "must be a path on this instance or an http(s) address",
  }),
  // Push reminders (docs/operations.md#push-reminders): "off" turns them off. The VAPID key pair signs every
  // push; unset, one is made on first start and kept in DATA_DIR (several instances must share one).
  REMINDERS: z.enum(["on", "off"]).default("on"),
  VAPID_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v), {
      message: "must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)",
    }),
  VAPID_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v), {
      message: "must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)",
    }),
  // Who the push services may contact about this sender: a mailto: or https: address. Unset: BASE_URL.
  VAPID_SUBJECT: optionalUrl(["mailto:", "https://"]),
  // Where pushes may go (docs/operations.md#push-reminders): any public address unless PUSH_HOSTS lists the
  // only host names allowed ("*.notify.windows.com" for any below it). A private address is reached only
  // when PUSH_ALLOW_PRIVATE_HOSTS names it or its range (a test's push service on 127.0.0.1).
  PUSH_HOSTS: commaList()
    .transform((list) => (list.length === 0 ? undefined : list.map((h) => h.toLowerCase())))
    .refine((list) => list === undefined || list.every((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(h)), {
      message: "must be host names separated by commas, each may start with *.",
    }),
  PUSH_ALLOW_PRIVATE_HOSTS: commaList().refine(
    (list) => list.every((a) => (a.includes("/") ? ipaddr.isValidCIDR(a) : ipaddr.isValid(a))),
    { message: "must be IP addresses or ranges (127.0.0.1, 10.0.0.0/8) separated by commas" },
  ),
  // Sign-in through a provider (README.md#sign-in-providers): a provider appears once its client id and
  // secret are set. The *_API_URL and *_ISSUER settings name where it answers; the defaults are the real ones.
  DISCORD_CLIENT_ID: optionalText(),
  DISCORD_CLIENT_SECRET: optionalText(),
  DISCORD_API_URL: optionalUrl(["https://", "http://"]),
  // Hunter Lodge in Discord (docs/operations.md#hunter-lodge-in-discord): the interactions endpoint and the
  // "Add Hunter Lodge to your server" link exist once the application's id, public key and bot token are set.
  DISCORD_APPLICATION_ID: optionalText(),
  DISCORD_PUBLIC_KEY: optionalText().refine((key) => key === undefined || /^[0-9a-f]{64}$/i.test(key), {
    message: "must be the 64 hexadecimal digits the Developer Portal shows as the public key",
  }),
  DISCORD_BOT_TOKEN: optionalText(),
  // Hosts a guild's channel webhook may be on besides Discord's own (a test's stand-in on 127.0.0.1:port).
  DISCORD_WEBHOOK_HOSTS: commaList(),
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_ISSUER: optionalUrl(["https://", "http://"]),
  OIDC_ISSUER: optionalUrl(["https://", "http://"]),
  OIDC_CLIENT_ID: optionalText(),
  OIDC_CLIENT_SECRET: optionalText(),
  // The name on the button: "Continue with <OIDC_NAME>".
  OIDC_NAME: z.string().trim().min(1).max(40).default("OpenID"),
  UPGRADE_CONTACT: z
    .string()
    .default(
      "This Hunter Lodge instance does not take payments. Ask the operator of this instance to grant VIP or extra slots to your account.",
    ),
});

export type Env = z.infer<typeof envSchema> & {
  BASE_URL: string;
  LOG_LEVEL: LogLevel;
  /** Absolute. */
  DATA_DIR: string;
  /** Absolute. */
  WEB_DIR: string;
};
type LogLevel = NonNullable<z.infer<typeof envSchema>["LOG_LEVEL"]>;

// A bad setting stops the server with a message naming it (README.md#configuration).
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new Error(
      "Invalid settings:\n  AUTH_SECRET: required when several instances share DATABASE_URL in production",
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      "Invalid settings:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
    );
  }
  // Workers share nothing but the database: what one instance would keep in DATA_DIR must be set.
  if (env.WORKERS > 1 && !(env.DATABASE_URL && env.AUTH_SECRET)) {
    throw new Error(
      "Invalid settings:\n  WORKERS: more than 1 needs DATABASE_URL and AUTH_SECRET (the embedded database is one process)",
    );
  }
  if (env.WORKERS > 1 && env.REMINDERS === "on" && !(env.VAPID_PUBLIC_KEY && env.VAPID_SUBJECT)) {
    throw new Error(
      "Invalid settings:\n  WORKERS: more than 1 needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (or REMINDERS=off)",
    );
  }
  const partial = partialProvider(env);
  if (partial) throw new Error(`Invalid settings:\n  ${partial}: set together or not at all`);
  if (
    env.NODE_ENV === "production" &&
    env.DATABASE_URL &&
    env.REMINDERS === "on" &&
    !(env.VAPID_PUBLIC_KEY && env.VAPID_SUBJECT)
  ) {
    throw new Error(
      "Invalid settings:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: required when several instances share DATABASE_URL in production (or REMINDERS=off)",
    );
  }
  return {
    ...env,
    DATA_DIR: settingPath(env.DATA_DIR, "data", source),
    WEB_DIR: settingPath(env.WEB_DIR, "dist/web", source),
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
  };
}

// A provider half set up would show a button that can only fail.
function partialProvider(env: z.infer<typeof envSchema>): string | null {
  const groups = [
    ["DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET"],
    ["DISCORD_APPLICATION_ID", "DISCORD_PUBLIC_KEY", "DISCORD_BOT_TOKEN"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
  ] as const;
  const group = groups.find((names) => new Set(names.map((name) => Boolean(env[name]))).size > 1);
  return group ? group.join(", ") : null;
}
