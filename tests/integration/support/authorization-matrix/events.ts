import { randomUUID } from "node:crypto";
import { device, everyone, type Row, signedIn } from "./rows.ts";

// Following the game's events: push reminders on a device, and the calendar feed.
export const REMINDERS: Record<string, Row> = {
  "GET /api/reminders/config": {
    call: () => ({ method: "GET", path: "/api/reminders/config" }),
    expect: signedIn(200),
  },
  "GET /api/reminders": { call: () => ({ method: "GET", path: "/api/reminders" }), expect: signedIn(200) },
  "PUT /api/reminders/settings": {
    call: () => ({
      method: "PUT",
      path: "/api/reminders/settings",
      body: { kinds: ["valor"], leadMinutes: 60 },
    }),
    expect: signedIn(200),
  },
  "POST /api/reminders/devices": {
    call: () => ({ method: "POST", path: "/api/reminders/devices", body: device() }),
    expect: signedIn(201),
  },
  // Another player's device is not found.
  "DELETE /api/reminders/devices/:id": {
    call: async (_, fresh) => ({ method: "DELETE", path: `/api/reminders/devices/${await fresh("device")}` }),
    expect: signedIn(204, 404),
  },
};

// The calendar feed's settings are the signed-in player's own; the files calendar apps read need no session:
// the feed by its token (a wrong or revoked one is not found, for everyone), one event by its id.
export const CALENDAR_FEED: Record<string, Row> = {
  "GET /api/calendar/feed": {
    call: () => ({ method: "GET", path: "/api/calendar/feed" }),
    expect: signedIn(200),
  },
  "PUT /api/calendar/feed": {
    call: () => ({
      method: "PUT",
      path: "/api/calendar/feed",
      body: { kinds: ["valor", "bosses"], leadMinutes: 60 },
    }),
    expect: signedIn(200),
  },
  "POST /api/calendar/feed/renew": {
    call: () => ({ method: "POST", path: "/api/calendar/feed/renew" }),
    expect: signedIn(200),
  },
  "DELETE /api/calendar/feed": {
    call: () => ({ method: "DELETE", path: "/api/calendar/feed" }),
    expect: signedIn(204),
  },
  "GET /api/calendar/:file": {
    call: () => ({ method: "GET", path: `/api/calendar/${"A".repeat(43)}.ics` }),
    expect: everyone(404),
  },
  "GET /api/calendar/events/:file": {
    call: () => ({ method: "GET", path: "/api/calendar/events/daily-0-20250106.ics" }),
    expect: everyone(200),
  },
};

// A guild's Discord channel feeds (docs/product.md#hunter-lodge-in-discord): each player's own; an id that is
// not the caller's is not found.
export const DISCORD_FEEDS: Record<string, Row> = {
  "GET /api/discord-feeds": {
    call: () => ({ method: "GET", path: "/api/discord-feeds" }),
    expect: signedIn(200),
  },
  "POST /api/discord-feeds": {
    call: () => ({
      method: "POST",
      path: "/api/discord-feeds",
      body: {
        url: `https://discord.com/api/webhooks/${Date.now()}${Math.floor(Math.random() * 1e6)}/${"t".repeat(40)}`,
        name: "#events",
        dailyEvents: true,
        kinds: ["bosses"],
        leadMinutes: 15,
        newBuilds: false,
      },
    }),
    expect: signedIn(201),
  },
  "PUT /api/discord-feeds/:id": {
    call: () => ({
      method: "PUT",
      path: `/api/discord-feeds/${randomUUID()}`,
      body: { name: "#events", dailyEvents: false, kinds: [], leadMinutes: 0, newBuilds: false },
    }),
    expect: signedIn(404),
  },
  "DELETE /api/discord-feeds/:id": {
    call: () => ({ method: "DELETE", path: `/api/discord-feeds/${randomUUID()}` }),
    expect: signedIn(404),
  },
};
