import { createECDH, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import type { EventKind } from "#core/rules/calendar.ts";
import { calendarEvents } from "#core/rules/calendar-events.ts";
import { type ReminderPayload, reminderPayload } from "#core/rules/reminders.ts";
import { waitForWorker } from "../pwa/support.ts";
import { inFullChromium } from "../support/chromium.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// Push reminders (docs/product.md#push-reminders) in Chromium: the player's choices, this device's
// subscription, and the app's service worker showing a reminder pushed to it.
// The headless shell shows no notification: the whole browser does.
test.use({ serviceWorkers: "allow", ...inFullChromium() });

type Reminders = {
  settings: { kinds: string[]; leadMinutes: number };
  devices: { id: string; device: string; endpoint: string }[];
};

type ShownNotification = { title: string; body: string; icon: string; tag: string; data: { day?: string } };

test("reminders are chosen and turned on in Settings, and the worker shows a pushed reminder", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["notifications"]);
  await registerAndVerify(page);
  await page.goto("/settings#reminders");
  await waitForWorker(page);

  const panel = page.locator("section#reminders");
  await expect(panel.getByRole("heading", { name: messages.remindersTitle })).toBeVisible();

  // The kinds and the lead time are saved as they are chosen.
  await panel.getByRole("checkbox", { name: messages.feedKindBosses }).uncheck();
  await expect(panel.getByText(messages.remindersSaved)).toBeVisible();
  await panel.getByLabel(messages.remindersLead).selectOption({ label: messages.reminderLead60 });
  await expect
    .poll(async () => ((await (await page.request.get("/api/reminders")).json()) as Reminders).settings)
    .toEqual({ kinds: ["valor", "daily-0", "daily-1", "daily-2", "daily-3"], leadMinutes: 60 });
  await page.reload();
  await expect(panel.getByRole("checkbox", { name: messages.feedKindBosses })).not.toBeChecked();
  await expect(panel.getByLabel(messages.remindersLead)).toHaveValue("60");

  // A Playwright context is off the record, and Chromium refuses push subscriptions there at once
  // ("AbortError: Registration failed - permission denied", even with the permission granted). A persistent
  // profile fares no better here: its subscribe waits for FCM, which this machine cannot reach. So the
  // browser's refusal is what the player would see, as one clear message.
  await panel.getByRole("button", { name: "Turn on reminders on this device" }).click();
  await expect(panel.getByText(messages.remindersSubscribeFailed)).toBeVisible();
  await expect(panel.getByText(messages.remindersNoDevices)).toBeVisible();

  // The device the page would have stored, posted as the page posts it (PushSubscription.toJSON()): a P-256
  // public key and an auth secret; the endpoint is a push service nobody answers.
  const p256dh = createECDH("prime256v1").generateKeys().toString("base64url");
  const endpoint = `http://127.0.0.1:9/push/${randomBytes(8).toString("hex")}`;
  const added = await page.request.post("/api/reminders/devices", {
    data: {
      endpoint,
      keys: { p256dh, auth: randomBytes(16).toString("base64url") },
      device: "Chrome on Linux",
    },
    headers: { Origin: baseURL ?? "" },
  });
  expect(added.status()).toBe(201);
  const stored = (await (await page.request.get("/api/reminders")).json()) as Reminders;
  expect(stored.devices.map((d) => `${d.device} ${d.endpoint}`)).toEqual([`Chrome on Linux ${endpoint}`]);
  await page.reload();
  await expect(panel.getByRole("list").getByText("Chrome on Linux")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Remove Chrome on Linux" })).toBeVisible();

  // A reminder as the server sends it: an event of a chosen kind after today (so the day its tap opens
  // is not the one the calendar selects anyway), an hour before it starts.
  const game = (await (await page.request.get("/api/game-data")).json()) as GameData;
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const event = calendarEvents(new Date(now), 8, game.calendar, stored.settings.kinds as EventKind[]).find(
    (e) => new Date(e.start).toISOString().slice(0, 10) > today,
  );
  if (!event) throw new Error("no event in the next 8 days");
  const payload: ReminderPayload = reminderPayload({ event, lead: 60, dueAt: event.start - 3_600_000 });

  // Delivered to the app's worker through the DevTools protocol, as the push service would.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (update) => {
    registrations.push(...update.registrations);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(registration?.scopeURL ?? "").origin,
    registrationId: registration?.registrationId ?? "",
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        tag: n.tag,
        data: n.data as { day?: string },
      })),
    );
  await expect.poll(async () => (await shown()).length).toBe(1);
  const [notification] = (await shown()) as ShownNotification[];
  expect(notification).toEqual({
    title: payload.title,
    body: payload.body,
    icon: `${baseURL}/event-icons/${payload.icon}.png`,
    tag: payload.tag,
    data: { day: payload.day },
  });
  expect(notification?.title).toMatch(/ starts in 1 hour$/);
  expect(payload.day).toBe(new Date(event.start).toISOString().slice(0, 10));
  // Neither CDP nor Playwright taps a notification; the tap's handler is driven in
  // src/web/public/reminders-worker.test.ts and opens /calendar?day=<day>. That page shows the day.
  await page.goto(`/calendar?day=${payload.day}`);
  // The day's date as the calendar words it in the interface language (English here), in UTC like its days.
  const shownDay = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${payload.day}T00:00:00Z`),
  );
  await expect(page.getByText(shownDay, { exact: true })).toBeVisible();
});
