import { describe, expect, it } from "vitest";
import { subscribeLinks } from "./subscribe-links.ts";

describe("subscribeLinks", () => {
  it("gives webcal:// for Apple and the providers' subscribe pages for Google and Outlook", () => {
    const links = subscribeLinks("https://lodge.example/api/calendar/abc_-1.ics", "Hunter Lodge events");
    expect(links.apple).toBe("webcal://lodge.example/api/calendar/abc_-1.ics");
    expect(links.google).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Flodge.example%2Fapi%2Fcalendar%2Fabc_-1.ics",
    );
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe("https://outlook.live.com/calendar/0/addfromweb");
    expect(outlook.searchParams.get("url")).toBe("https://lodge.example/api/calendar/abc_-1.ics");
    expect(outlook.searchParams.get("name")).toBe("Hunter Lodge events");
  });

  it("turns a plain http address into webcal too", () => {
    expect(subscribeLinks("http://localhost:3000/api/calendar/x.ics", "Hunter Lodge events").apple).toBe(
      "webcal://localhost:3000/api/calendar/x.ics",
    );
  });
});
