import { type ClientResponse, DetailedError, hc, parseResponse } from "hono/client";
import type { AppType } from "#server/app-type.ts";
import { i18next } from "./i18n/i18n.ts";
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

// A write names the interface language, so its refusal reads in it even before the account has one
// (docs/product.md#languages). Reads keep the browser's own header: a first screen's preloaded answers
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time) are only
// reused by a request that looks exactly like the preload.
function withLanguage(init: RequestInit | undefined): RequestInit {
  const method = (init?.method ?? "GET").toUpperCase();
  if (method === "GET" || method === "HEAD" || !i18next.language) return init ?? {};
  const headers = new Headers(init?.headers);
  headers.set("accept-language", i18next.language);
  return { ...init, headers };
}

// Cookies go along on our own origin only; no reply at all (offline, dropped) reads as status 0.
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { ...withLanguage(init), credentials: "same-origin" });
  } catch {
    throw new ApiError(
      0,
      "network",
      i18next.t(isOffline() ? "messages:youAreOffline" : "messages:unknownError"),
    );
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
    typeof failure?.message === "string" ? failure.message : i18next.t("messages:unknownError"),
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
export function getErrorMessage(
  error: unknown,
  fallback: string = i18next.t("messages:unknownError"),
): string {
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
