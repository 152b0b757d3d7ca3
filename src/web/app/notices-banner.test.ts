import { describe, expect, it } from "vitest";
import { NOTICE_KINDS } from "#core/rules/notices.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { noticeText } from "./notices-banner.tsx";

// Every kind the server writes is worded, with the data it carries, and a kind or outcome the app does not
// know yet reads as a change, never as a raw key (docs/product.md#reports).
const t = i18next.getFixedT("en", "notices");
const data = {
  hunterName: "Swift",
  reason: "numbers",
  name: "Hook",
  excerpt: "Thanks!",
  outcome: "dismissed",
};
const notice = (kind: string, extra: Record<string, unknown> = {}) => ({
  id: "n1",
  kind,
  data: { ...data, ...extra },
  createdAt: "2026-12-06T08:00:00.000Z",
  readAt: null,
});
const unknown = t("unknown");

describe("noticeText", () => {
  it.each(NOTICE_KINDS)("words %s", (kind) => {
    const text = noticeText(t, notice(kind));
    expect(text).not.toBe(unknown);
    expect(text).not.toMatch(/\{\{|kinds\.|reportHandled\./);
  });

  it.each(["build-hidden", "nickname-reset", "avatar-reset", "dismissed"])("words a report %s", (outcome) => {
    const text = noticeText(t, notice("report-handled", { outcome }));
    expect(text).toContain("Hook");
    expect(text).not.toBe(unknown);
  });

  it("reads what it does not know as a change", () => {
    expect(noticeText(t, notice("something-new"))).toBe(unknown);
    expect(noticeText(t, notice("report-handled", { outcome: "?" }))).toBe(unknown);
  });
});
