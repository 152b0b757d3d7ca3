import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "#core/messages.ts";
import { firstMessage, validate } from "#core/schemas/validation.ts";

const schema = z.object({
  name: z.string().min(1, messages.presetNameRequired),
  nested: z.object({ email: z.string().min(1, messages.emailRequired) }),
});

describe("firstMessage", () => {
  it("is null on success", () => {
    expect(firstMessage(schema.safeParse({ name: "a", nested: { email: "x" } }))).toBeNull();
  });

  it("gives the first spec message", () => {
    expect(firstMessage(schema.safeParse({ name: "", nested: { email: "" } }))).toBe(
      messages.presetNameRequired,
    );
  });

  it("prefers a spec message over zod's own wording, else a generic text", () => {
    expect(firstMessage(schema.safeParse({ name: 3, nested: { email: "" } }))).toBe(messages.emailRequired);
    expect(firstMessage(schema.safeParse(null))).toBe(messages.invalidRequest);
  });
});

describe("validate", () => {
  it("returns the parsed data", () => {
    expect(validate(schema, { name: "a", nested: { email: "b" } })).toEqual({
      ok: true,
      data: { name: "a", nested: { email: "b" } },
    });
  });

  it("returns the first message and one message per field path", () => {
    expect(validate(schema, { name: "", nested: { email: "" } })).toEqual({
      ok: false,
      message: messages.presetNameRequired,
      fieldErrors: { name: messages.presetNameRequired, "nested.email": messages.emailRequired },
    });
  });

  it("never shows zod's wording", () => {
    expect(validate(schema, "nope")).toEqual({
      ok: false,
      message: messages.invalidRequest,
      fieldErrors: { "": messages.invalidRequest },
    });
  });
});
