import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { Language } from "#core/i18n/languages.ts";
import { messages } from "#core/messages.ts";
import { describeIssues } from "#core/schemas/validation.ts";
import { languageFor, translateMessage } from "./i18n/texts.ts";

/** The one error shape of the API (docs/product.md#api): `{error:{code,message,details?}}` with its status. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details?: unknown;

  constructor(status: ContentfulStatusCode, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, "invalid-argument", message, details);
export const unauthorized = (message = "Please sign in.") => new AppError(401, "unauthenticated", message);
export const forbidden = (message: string, code = "permission-denied") => new AppError(403, code, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, "not-found", message);
export const conflict = (message: string, code = "conflict") => new AppError(409, code, message);
export const refused = (message: string, code = "rule-refused", details?: unknown) =>
  new AppError(422, code, message, details);
export const tooLarge = () => new AppError(413, "too-large", messages.requestTooLarge);
export const tooMany = (message: string, code = "resource-exhausted", details?: unknown) =>
  new AppError(429, code, message, details);

// The request's language (docs/product.md#languages): the signed-in account's, else Accept-Language.
type WithAccount = {
  account?: { user?: { language?: unknown } } | null;
  user?: { language?: unknown } | null;
};
const languageOf = (c: Context) => {
  const found = c.var as WithAccount;
  return languageFor(found.account?.user?.language ?? found.user?.language, c.req.header("accept-language"));
};

// Field errors ({field: message}) are messages too; other details (numbers, lists) stay as they are.
function translateDetails(details: unknown, language: Language): unknown {
  if (typeof details !== "object" || details === null || Array.isArray(details)) return details;
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === "string" ? translateMessage(value, language) : value,
    ]),
  );
}

export function errorResponse(error: unknown, c: Context) {
  if (error instanceof AppError) {
    const language = languageOf(c);
    const body = {
      code: error.code,
      message: translateMessage(error.message, language),
      ...(error.details === undefined ? {} : { details: translateDetails(error.details, language) }),
    };
    return c.json({ error: body }, error.status);
  }
  if (error instanceof ZodError) {
    const { message, fieldErrors } = describeIssues(error.issues);
    return errorResponse(badRequest(message, fieldErrors), c);
  }
  // Hono's own refusals: a body that is not JSON, or one over the size limit.
  if (error instanceof HTTPException) {
    if (error.status === 413)
      return errorResponse(new AppError(413, "too-large", messages.requestTooLarge), c);
    if (error.status === 400) return errorResponse(badRequest(messages.invalidRequest), c);
  }
  console.error("Unhandled error", error);
  return c.json({ error: { code: "internal", message: "Something went wrong. Please try again." } }, 500);
}
