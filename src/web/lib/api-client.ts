import { type ClientResponse, DetailedError, hc, parseResponse } from "hono/client";
import { messages } from "#core/messages.ts";
import type { AppType } from "#server/app-type.ts";
import { isOffline } from "./online.ts";

// One client for our JSON API (docs/product.md#api), typed by the server's routes: every error body is
// {error:{code,message,details?}} and becomes an ApiError carrying the server's message.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

// Cookies go along on our own origin only; no reply at all (offline, dropped) reads as status 0.
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { ...init, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network", isOffline() ? messages.youAreOffline : messages.unknownError);
  }
}

/** The API's routes as typed calls: `api.hunters.$get()`, `api.hunters[":id"].$put({param, json})`. */
export const api = hc<AppType>("/", { fetch: send }).api;

/** Path parameters as URL segments: hc puts them in the path as given, so a "/" or "?" would change it. */
export const encoded = <P extends Record<string, string>>(params: P): P =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)])) as P;

type ErrorBody = { error?: { code?: unknown; message?: unknown; details?: unknown } };

function toApiError(error: DetailedError): ApiError {
  const status = error.statusCode ?? 0;
  const body = (error.detail as { data?: unknown } | undefined)?.data;
  const failure = typeof body === "object" && body !== null ? (body as ErrorBody).error : undefined;
  return new ApiError(
    status,
    typeof failure?.code === "string" ? failure.code : `http-${status}`,
    typeof failure?.message === "string" ? failure.message : messages.unknownError,
    failure?.details,
  );
}

/** The answer of a call as the route declares it, or an ApiError with the server's message. */
export async function call<R extends ClientResponse<unknown>>(
  request: Promise<R>,
): ReturnType<typeof parseResponse<R>> {
  try {
    return await parseResponse(request);
  } catch (error) {
    throw error instanceof DetailedError ? toApiError(error) : error;
  }
}

// The one place an unknown failure becomes a text a player can read.
export function getErrorMessage(error: unknown, fallback: string = messages.unknownError): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim()) return message;
  }
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
