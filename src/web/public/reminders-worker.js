// Push reminders (docs/product.md#push-reminders), imported by the app's service worker (src/web/sw.ts,
// importScripts): shows a reminder pushed by the server, and opens the calendar on the event's day when it
// is tapped. Plain JavaScript: the worker loads it as it is.

// The event icons drawn as PNG (notifications cannot show SVG everywhere): src/web/public/event-icons.
const EVENT_ICONS = new Set([
  "book",
  "sparkles",
  "wrench",
  "moon",
  "flame",
  "snowflake",
  "dragon",
  "bolt",
  "shield",
  "scroll",
  "swords",
]);
const APP_ICON = "/pwa-192.png";

function iconOf(name) {
  if (typeof name !== "string") return APP_ICON;
  if (EVENT_ICONS.has(name)) return `/event-icons/${name}.png`;
  return name.startsWith("/") && !name.startsWith("//") ? name : APP_ICON;
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Hunter Lodge", {
      body: data.body || "",
      icon: iconOf(data.icon),
      badge: APP_ICON,
      tag: data.tag || undefined,
      timestamp: data.dueAt ? Date.parse(data.dueAt) : undefined,
      data: { day: data.day },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const day = event.notification.data?.day;
  const url = /^\d{4}-\d{2}-\d{2}$/.test(day || "") ? `/calendar?day=${day}` : "/calendar";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ("navigate" in open) {
          const moved = await open.navigate(url).catch(() => null);
          if (moved) return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
