import { messages } from "#core/messages.ts";
import { AppError } from "#server/errors.ts";

// The callable protocol's side of errors (spec §7-§8, DECISIONS §10): `{error:{status,message,details?}}`
// with the canonical status name and its HTTP status.

export const CALLABLE_HTTP_STATUS = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;
export type CallableStatus = keyof typeof CALLABLE_HTTP_STATUS;

export type CallableErrorBody = { status: CallableStatus; message: string; details?: unknown };
export type CallableFailure = {
  httpStatus: (typeof CALLABLE_HTTP_STATUS)[CallableStatus];
  error: CallableErrorBody;
};

const STATUS_OF_HTTP: Partial<Record<number, CallableStatus>> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  422: "FAILED_PRECONDITION",
  429: "RESOURCE_EXHAUSTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

// SQLSTATE of the database error behind drizzle's wrapper, if any.
function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// Failures of the database that say "try again" rather than "we have a bug".
function databaseStatus(state: string | null): CallableStatus | null {
  if (!state) return null;
  if (state === "40001" || state === "40P01") return "ABORTED";
  if (state === "57014") return "DEADLINE_EXCEEDED";
  if (state.startsWith("08") || state === "53300" || /^57P0[123]$/.test(state)) return "UNAVAILABLE";
  return null;
}

const databaseMessages: Partial<Record<CallableStatus, string>> = {
  ABORTED: messages.callableAborted,
  DEADLINE_EXCEEDED: messages.callableDeadline,
  UNAVAILABLE: messages.callableUnavailable,
};

const failure = (status: CallableStatus, message: string, details?: unknown): CallableFailure => ({
  httpStatus: CALLABLE_HTTP_STATUS[status],
  error: { status, message, ...(details === undefined ? {} : { details }) },
});

/** Any thrown value as the protocol's error; a fault of ours is logged and reads as INTERNAL. */
export function toCallableFailure(error: unknown): CallableFailure {
  if (error instanceof AppError) {
    return failure(STATUS_OF_HTTP[error.status] ?? "INTERNAL", error.message, error.details);
  }
  const status = databaseStatus(sqlState(error));
  if (status) return failure(status, databaseMessages[status] ?? messages.unknownError);
  console.error("Callable function failed", error);
  return failure("INTERNAL", messages.unknownError);
}

/** One server-sent-events frame in the shape of the callable streaming protocol: `data: {...}`. */
export const sseFrame = (
  payload: { message: unknown } | { result: unknown } | { error: CallableErrorBody },
) => `data: ${JSON.stringify(payload)}\n\n`;
