// The callable protocol's status mapping (docs/product.md#callable-protocol), read by the web client and answered by the server.

const CALLABLE_CODES = [
  "ok",
  "cancelled",
  "unknown",
  "invalid-argument",
  "deadline-exceeded",
  "not-found",
  "already-exists",
  "permission-denied",
  "resource-exhausted",
  "failed-precondition",
  "aborted",
  "out-of-range",
  "unimplemented",
  "internal",
  "unavailable",
  "data-loss",
  "unauthenticated",
] as const;
export type CallableCode = (typeof CALLABLE_CODES)[number];

// docs/product.md#callable-protocol: 0 is "no reply at all"; any status not listed reads as unknown.
const CODE_OF_HTTP: Readonly<Record<number, CallableCode>> = {
  0: "internal",
  400: "invalid-argument",
  401: "unauthenticated",
  403: "permission-denied",
  404: "not-found",
  409: "aborted",
  429: "resource-exhausted",
  499: "cancelled",
  500: "internal",
  501: "unimplemented",
  503: "unavailable",
  504: "deadline-exceeded",
};

export function codeForHttpStatus(status: number): CallableCode {
  if (status >= 200 && status < 300) return "ok";
  return CODE_OF_HTTP[status] ?? "unknown";
}

/** The HTTP status a code is answered with: the one the client reads back as that code, else 500. */
export function httpStatusForCode(code: CallableCode): number {
  for (const [status, mapped] of Object.entries(CODE_OF_HTTP)) {
    if (mapped === code && status !== "0") return Number(status);
  }
  return 500;
}

/** The canonical status name the body carries: INVALID_ARGUMENT for invalid-argument. */
export const statusNameOf = (code: CallableCode) => code.toUpperCase().replaceAll("-", "_");

/** The code of a canonical status name, or null for a name the protocol does not know. */
export function codeOfStatusName(name: string): CallableCode | null {
  const code = name.toLowerCase().replaceAll("_", "-");
  return name === name.toUpperCase() && (CALLABLE_CODES as readonly string[]).includes(code)
    ? (code as CallableCode)
    : null;
}
