// Postgres reports a broken unique constraint as SQLSTATE 23505 with the constraint's name; drizzle
// wraps the driver's error, so look through the causes.
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
    current = e.cause;
  }
  return null;
}
