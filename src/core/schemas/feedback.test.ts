import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { feedbackSchema } from "#core/schemas/feedback.ts";
import { validate } from "#core/schemas/validation.ts";

describe("feedbackSchema", () => {
  it("keeps the trimmed description", () => {
    expect(feedbackSchema.parse({ type: "bug", text: "  The map is blank.\n" })).toEqual({
      type: "bug",
      text: "The map is blank.",
    });
  });

  it("asks for a description with the text of its type", () => {
    expect(validate(feedbackSchema, { type: "bug", text: "  " })).toMatchObject({
      ok: false,
      message: messages.bugDescriptionRequired,
    });
    expect(validate(feedbackSchema, { type: "feature", text: "" })).toMatchObject({
      ok: false,
      message: messages.featureDescriptionRequired,
    });
  });

  it("refuses a very long description and an unknown type", () => {
    expect(validate(feedbackSchema, { type: "bug", text: "x".repeat(2001) })).toMatchObject({
      message: messages.feedbackTooLong,
    });
    expect(validate(feedbackSchema, { type: "praise", text: "hi" })).toMatchObject({
      message: messages.invalidRequest,
    });
  });

  it("never throws, and refuses a text only when it is blank or too long", () => {
    const spec = new Set<unknown>(Object.values(messages));
    fc.assert(
      fc.property(fc.constantFrom("bug", "feature"), fc.string({ maxLength: 2100 }), (type, text) => {
        const result = validate(feedbackSchema, { type, text });
        const trimmed = text.trim();
        expect(result.ok).toBe(trimmed.length > 0 && trimmed.length <= 2000);
        if (!result.ok) expect(spec.has(result.message)).toBe(true);
      }),
    );
  });
});
