import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  APP_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "use lower-case letters, digits and dashes")
    .default("hunter-lodge"),
});

export type Env = z.infer<typeof envSchema>;

// A bad setting stops the server with a message naming it (STYLE §5).
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid settings:\n${lines.join("\n")}`);
}
