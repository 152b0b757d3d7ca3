import type { ZodError } from "zod";

// The first message for each field, keyed by the field's name, for showing under the inputs.
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// The first message of all, for forms that show one message line (docs/product.md#messages: "shown in red").
export function firstError(error: ZodError): string {
  return error.issues[0]?.message ?? "";
}
