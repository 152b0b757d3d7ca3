import { databaseError } from "#server/database-error.ts";

// Postgres reports a broken unique constraint as SQLSTATE 23505 with the constraint's name ("" if none).
export function uniqueViolation(error: unknown): string | null {
  const failure = databaseError(error);
  if (failure?.code !== "23505") return null;
  return typeof failure.constraint === "string" ? failure.constraint : "";
}
