import { messages } from "#core/messages.ts";
import { type CallableCode, codeForHttpStatus, codeOfStatusName } from "#core/schemas/callable.ts";

// The client side of the callable protocol (docs/product.md#callable-protocol), shaped like Firebase's httpsCallable: POST
// {data}, the reply's `data` (or `result`), errors as CallableError with the spec's status mapping.

export class CallableError extends Error {
  readonly code: Exclude<CallableCode, "ok">;
  readonly details: unknown;

  constructor(code: Exclude<CallableCode, "ok">, message: string, details?: unknown) {
    super(message);
    this.name = "CallableError";
    this.code = code;
    this.details = details;
  }
}

export const DEFAULT_CALLABLE_TIMEOUT = 70_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The error a reply stands for, or null when it is a success: the HTTP status first, the body's error over it. */
export function errorForResponse(status: number, body: unknown): CallableError | null {
  let code = codeForHttpStatus(status);
  let message: string = code;
  let details: unknown;
  const error = isObject(body) ? body.error : undefined;
  if (isObject(error)) {
    if (typeof error.status === "string") {
      const named = codeOfStatusName(error.status);
      if (!named) return new CallableError("internal", "internal");
      code = named;
      message = error.status;
    }
    if (typeof error.message === "string") message = error.message;
    details = error.details;
  }
  return code === "ok" ? null : new CallableError(code, message, details);
}

export type CallableOptions = {
  timeout?: number;
  /** Where the API lives; the page's own origin when empty. */
  baseUrl?: string;
  /** Extra request headers, e.g. `Authorization: Bearer <session token>` outside a browser. */
  headers?: Record<string, string>;
};

type CallOptions<Message> = {
  signal?: AbortSignal;
  /** Asks for the streaming variant; each progress frame arrives here before the result. */
  onMessage?: (message: Message) => void;
};

type CallableResult<Result> = { data: Result };

export function httpsCallable<Data, Result, Message = unknown>(name: string, options: CallableOptions = {}) {
  const { timeout = DEFAULT_CALLABLE_TIMEOUT, baseUrl = "", headers = {} } = options;
  const url = `${baseUrl}/api/functions/${name}`;

  return async (data: Data, call: CallOptions<Message> = {}): Promise<CallableResult<Result>> => {
    const cancelled = () => new CallableError("cancelled", messages.requestCancelled);
    if (call.signal?.aborted) throw cancelled();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const onAbort = () => controller.abort();
    call.signal?.addEventListener("abort", onAbort);
    try {
      const response = await fetch(url, {
        method: "POST",
        credentials: "same-origin",
        headers: {
          ...headers,
          "Content-Type": "application/json",
          Accept: call.onMessage ? "text/event-stream" : "application/json",
        },
        body: JSON.stringify({ data }),
        signal: controller.signal,
      });
      const streamed = response.headers.get("content-type")?.startsWith("text/event-stream");
      if (call.onMessage && response.ok && streamed && response.body) {
        return await readStream<Result, Message>(response.body, call.onMessage);
      }
      return readJsonReply<Result>(response.status, await response.text());
    } catch (error) {
      if (error instanceof CallableError) throw error;
      if (timedOut) throw new CallableError("deadline-exceeded", "deadline-exceeded");
      if (call.signal?.aborted) throw cancelled();
      // No reply at all (network down, connection dropped): status 0.
      throw errorForResponse(0, null) as CallableError;
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener("abort", onAbort);
    }
  };
}

function readJsonReply<Result>(status: number, text: string): CallableResult<Result> {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: judged like an empty body.
  }
  const error = errorForResponse(status, body);
  if (error) throw error;
  if (!isObject(body)) throw new CallableError("internal", messages.invalidJson);
  const data = body.data === undefined ? body.result : body.data;
  if (data === undefined) throw new CallableError("internal", messages.missingData);
  return { data: data as Result };
}

// Frames are `data: {...}` lines (Firebase's callable streaming shape); comments and other fields are skipped.
async function readStream<Result, Message>(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: Message) => void,
): Promise<CallableResult<Result>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      const frame = parseFrame(line);
      if (!frame) continue;
      if ("result" in frame) {
        await reader.cancel().catch(() => undefined);
        return { data: frame.result as Result };
      }
      if ("error" in frame) {
        await reader.cancel().catch(() => undefined);
        throw errorForResponse(0, frame) ?? new CallableError("internal", "internal");
      }
      if ("message" in frame) onMessage(frame.message as Message);
    }
    if (done) throw new CallableError("internal", messages.missingData);
  }
}

function parseFrame(line: string): Record<string, unknown> | null {
  const match = /^data: ?(.*)$/.exec(line.replace(/\r$/, ""));
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[1] ?? "");
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
