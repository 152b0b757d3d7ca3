import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import {
  feedbackListQuerySchema,
  feedbackReplySchema,
  feedbackTriageSchema,
} from "#core/schemas/feedback-inbox.ts";
import { isStorableText } from "#core/schemas/text.ts";
import { validate } from "#core/schemas/validation.ts";
import { excerpt, FEEDBACK_PAGE_SIZE, pageCount, REPLY_EXCERPT_LENGTH } from "./feedback-inbox.ts";

describe("excerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(excerpt("  Fixed.\n\nThanks  for the report. ")).toBe("Fixed. Thanks for the report.");
  });

  it("cuts a long text with an ellipsis at the length", () => {
    const cut = excerpt("word ".repeat(100));
    expect(Array.from(cut)).toHaveLength(REPLY_EXCERPT_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("is never longer than asked, and storable text stays storable (never half an emoji)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 400 }),
        fc.integer({ min: 2, max: 200 }),
        (text, n) => {
          const cut = excerpt(text, n);
          expect(Array.from(cut).length).toBeLessThanOrEqual(n);
          expect(isStorableText(cut)).toBe(true);
          expect(cut).not.toMatch(/\s{2}|\n/);
        },
      ),
    );
  });
});

describe("pageCount", () => {
  it("is one page for an empty inbox and rounds up otherwise", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(FEEDBACK_PAGE_SIZE)).toBe(1);
    expect(pageCount(FEEDBACK_PAGE_SIZE + 1)).toBe(2);
  });
});

describe("the inbox's schemas", () => {
  it("reads the list's query text, newest first on page 1 by default", () => {
    expect(feedbackListQuerySchema.parse({})).toEqual({ order: "newest", page: 1 });
    expect(
      feedbackListQuerySchema.parse({ type: "bug", status: "done", order: "oldest", page: "3" }),
    ).toEqual({
      type: "bug",
      status: "done",
      order: "oldest",
      page: 3,
    });
  });

  it("trims the note and stores a blank one as none", () => {
    expect(feedbackTriageSchema.parse({ status: "planned", note: "  soon " })).toEqual({
      status: "planned",
      note: "soon",
    });
    expect(feedbackTriageSchema.parse({ status: "done", note: "   " })).toEqual({
      status: "done",
      note: null,
    });
    expect(feedbackTriageSchema.parse({ status: "declined" })).toEqual({ status: "declined", note: null });
  });

  it("asks for a reply's text with the app's messages", () => {
    expect(validate(feedbackReplySchema, { text: " " })).toMatchObject({
      message: messages.feedbackReplyRequired,
    });
    expect(validate(feedbackReplySchema, { text: "x".repeat(4001) })).toMatchObject({
      message: messages.feedbackReplyTooLong,
    });
    expect(feedbackReplySchema.parse({ text: " Thanks!\n" })).toEqual({ text: "Thanks!" });
  });
});
