// better-auth logs a provider's refusals (an account not linked, a spent or forged state, an unknown
// provider, an unverified e-mail offered for linking) as errors; here they are answers the player reads
// on /login, so they are told as warnings and real faults stay errors.
const REFUSALS = [
  /^account_not_linked$/,
  /^Unable to link account - untrusted provider/,
  /^Failed to parse state/,
  /^Provider not found/,
  /^State not found/,
  /^Code not found/,
];

type Level = "debug" | "info" | "warn" | "error";

export function logAuth(level: Level, message: string, ...args: unknown[]) {
  // A refusal is told in one line: its stack says nothing the message does not.
  if (level === "error" && REFUSALS.some((refusal) => refusal.test(message))) {
    console.warn(`[Better Auth] ${message}`);
    return;
  }
  console[level](`[Better Auth] ${message}`, ...args);
}
