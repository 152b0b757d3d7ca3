// Drizzle wraps the driver's error, and a driver may wrap another: the database's own answer (its
// SQLSTATE and, for a broken constraint, the constraint's name) lies somewhere down the `cause` chain.
// Both the services (a taken slot or nickname) and the callable protocol (retryable failures) read it here.

type DatabaseError = { code: string; constraint?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;
// Deep enough for drizzle over either driver; a cycle of causes ends here too.
const MAX_DEPTH = 5;

/** The first error down the cause chain that carries a SQLSTATE, or null when the database said nothing. */
export function databaseError(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && SQLSTATE.test(candidate.code))
      return candidate as DatabaseError;
    current = candidate.cause;
  }
  return null;
}
