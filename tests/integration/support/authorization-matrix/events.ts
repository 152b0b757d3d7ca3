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
