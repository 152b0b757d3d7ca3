import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "#core/messages.ts";
import {
  type CallableCode,
  codeForHttpStatus,
  httpStatusForCode,
  statusNameOf,
} from "#core/schemas/callable.ts";
import { databaseError } from "#server/database-error.ts";
import { AppError } from "#server/errors.ts";

// The callable protocol's side of errors (docs/product.md#callable-protocol): `{error:{status,message,details?}}`
// with the canonical status name, answered with the HTTP status the client maps back to it.

export type CallableErrorBody = { status: string; message: string; details?: unknown };
type CallableFailure = { httpStatus: ContentfulStatusCode; error: CallableErrorBody };

// Failures of the database that say "try again" rather than "we have a bug".
function databaseCode(state: string | undefined): CallableCode | null {
  if (!state) return null;
  if (state === "40001" || state === "40P01") return "aborted";
  if (state === "57014") return "deadline-exceeded";
  if (state.startsWith("08") || state === "53300" || /^57P0[123]$/.test(state)) return "unavailable";
  return null;
}

const databaseMessages: Partial<Record<CallableCode, string>> = {
  aborted: messages.callableAborted,
  "deadline-exceeded": messages.callableDeadline,
  unavailable: messages.callableUnavailable,
};

const failure = (code: CallableCode, message: string, details?: unknown): CallableFailure => ({
  httpStatus: httpStatusForCode(code) as ContentfulStatusCode,
  error: { status: statusNameOf(code), message, ...(details === undefined ? {} : { details }) },
});

/** Any thrown value as the protocol's error; a fault of ours is logged and reads as INTERNAL. */
export function toCallableFailure(error: unknown): CallableFailure {
  if (error instanceof AppError) {
    const code = codeForHttpStatus(error.status);
    return failure(code === "unknown" ? "internal" : code, error.message, error.details);
  }
  const code = databaseCode(databaseError(error)?.code);
  if (code) return failure(code, databaseMessages[code] ?? messages.unknownError);
  console.error("Callable function failed", error);
  return failure("internal", messages.unknownError);
}
