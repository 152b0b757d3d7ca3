import { PASSWORD, registration } from "../accounts.ts";
import { everyone, type Row, signedIn } from "./rows.ts";

export const ACCOUNT: Record<string, Row> = {
  // A visitor is told null (200), not refused: "who am I" has an answer for everyone.
  "GET /api/me": {
    call: () => ({ method: "GET", path: "/api/me" }),
    expect: everyone(200),
  },
  "PUT /api/me/avatar": {
    call: () => ({
      method: "PUT",
      path: "/api/me/avatar",
      body: { photoURL: "/avatars/a2.svg", avatarBgColor: "#222222" },
    }),
    expect: signedIn(200),
  },
  "PUT /api/me/language": {
    call: () => ({ method: "PUT", path: "/api/me/language", body: { language: "de", gameTerms: "english" } }),
    expect: signedIn(200),
  },
  "POST /api/me/password": {
    call: () => ({
      method: "POST",
      path: "/api/me/password",
      body: { currentPassword: PASSWORD, newPassword: PASSWORD },
    }),
    expect: { ...signedIn(204), guest: 403 },
  },
  "POST /api/me/tutorial": {
    call: () => ({ method: "POST", path: "/api/me/tutorial" }),
    expect: signedIn(204),
  },
  "POST /api/feedback": {
    call: () => ({ method: "POST", path: "/api/feedback", body: { type: "bug", text: "It broke." } }),
    expect: signedIn(201),
  },
};

export const ACHIEVEMENTS: Record<string, Row> = {
  "GET /api/achievements": {
    call: () => ({ method: "GET", path: "/api/achievements" }),
    expect: signedIn(200),
  },
  "ALL /api/functions/:name": {
    call: () => ({
      method: "POST",
      path: "/api/functions/recalculateAchievements",
      body: { data: { appId: "hunter-lodge" } },
    }),
    expect: signedIn(200),
  },
};

export const REGISTER: Record<string, Row> = {
  "POST /api/account/register": {
    call: () => ({ method: "POST", path: "/api/account/register", body: registration() }),
    expect: everyone(201),
  },
};
