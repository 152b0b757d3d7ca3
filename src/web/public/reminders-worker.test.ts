import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

// The service worker's reminder handlers, run as the browser runs them: the script in a global of its
// own whose `self` stands in for the worker's (registration, clients, events). Neither CDP nor Playwright
// can tap a notification (tests/e2e/settings/reminders.spec.ts shows one), so the tap is driven here.

const source = readFileSync(new URL("./reminders-worker.js", import.meta.url), "utf8");
const ORIGIN = "https://lodge.example";

interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo?: string;
  focus: () => Promise<void>;
  navigate: (url: string) => Promise<FakeWindow>;
}

function fakeWindow(url: string): FakeWindow {
  const win: FakeWindow = {
    url,
    focused: false,
    focus: async () => {
      win.focused = true;
    },
    navigate: async (to) => {
      win.navigatedTo = to;
      return win;
    },
  };
  return win;
}

function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const push = (data: unknown) =>
    dispatch("push", { data: { json: () => data, text: () => JSON.stringify(data) } });
  const tap = async (day: unknown) => {
    let closed = false;
    await dispatch("notificationclick", {
      notification: { data: { day }, close: () => (closed = true) },
    });
    return closed;
  };
  return { shown, opened, push, tap };
}

describe("the reminders service worker", () => {
  it("shows a pushed reminder with its event's icon and keeps the day for the tap", async () => {
    const sw = worker();
    await sw.push({
      title: "Battle of Valor: team registration starts in 1 hour",
      body: "Register your team.",
      icon: "swords",
      tag: "valor-registration-2025-01-10",
      day: "2025-01-10",
      dueAt: "2025-01-09T23:00:00.000Z",
    });
    expect(sw.shown).toEqual([
      {
        title: "Battle of Valor: team registration starts in 1 hour",
        options: {
          body: "Register your team.",
          icon: "/event-icons/swords.png",
          badge: "/pwa-192.png",
          tag: "valor-registration-2025-01-10",
          timestamp: Date.parse("2025-01-09T23:00:00.000Z"),
          data: { day: "2025-01-10" },
        },
      },
    ]);
  });

  it("never shows an icon from another site", async () => {
    const sw = worker();
    await sw.push({ title: "x", icon: "//evil.example/i.png" });
    await sw.push({ title: "y", icon: "https://evil.example/i.png" });
    expect(sw.shown.map((s) => s.options.icon)).toEqual(["/pwa-192.png", "/pwa-192.png"]);
  });

  it("a tap with the app open brings that window to the calendar on the event's day", async () => {
    const other = fakeWindow("https://elsewhere.example/");
    const app = fakeWindow(`${ORIGIN}/hunters`);
    const sw = worker([other, app]);
    expect(await sw.tap("2025-01-10")).toBe(true);
    expect(app.focused).toBe(true);
    expect(app.navigatedTo).toBe("/calendar?day=2025-01-10");
    expect(other.navigatedTo).toBeUndefined();
    expect(sw.opened).toEqual([]);
  });

  it("a tap with no window of the app open opens one on that day", async () => {
    const sw = worker([fakeWindow("https://elsewhere.example/")]);
    await sw.tap("2025-01-10");
    expect(sw.opened).toEqual(["/calendar?day=2025-01-10"]);
  });

  it("a day that is not a date opens the calendar's today", async () => {
    const sw = worker();
    await sw.tap("2025-01-10/../../admin");
    await sw.tap(undefined);
    expect(sw.opened).toEqual(["/calendar", "/calendar"]);
  });
});
