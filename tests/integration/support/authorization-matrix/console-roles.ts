import type { StaffRole } from "#core/rules/admin.ts";

/**
 * The least role each console route lets in (docs/product.md#the-console): console-authorization.test.ts
 * calls every route under /api/admin as a visitor, a player, a moderator, an admin and a suspended account,
 * and fails for a route missing here. Moderators have the queues (feedback, moderation, verification) and
 * the overview; accounts, the audit log, the game data and the instance are an admin's.
 */
export const CONSOLE_LEAST_ROLE: Record<string, StaffRole> = {
  "GET /api/admin/overview": "moderator",
  "GET /api/admin/users": "admin",
  "GET /api/admin/users/:userId": "admin",
  "POST /api/admin/users/:userId/grants": "admin",
  "POST /api/admin/users/:userId/sign-out": "admin",
  "POST /api/admin/users/:userId/suspend": "admin",
  "POST /api/admin/users/:userId/lift": "admin",
  "PUT /api/admin/users/:userId/role": "admin",
  "DELETE /api/admin/users/:userId": "admin",
  "GET /api/admin/audit": "admin",
  "GET /api/admin/feedback": "moderator",
  "GET /api/admin/feedback/:id": "moderator",
  "PUT /api/admin/feedback/:id": "moderator",
  "POST /api/admin/feedback/:id/replies": "moderator",
  "GET /api/admin/moderation": "moderator",
  "POST /api/admin/moderation/:kind/:id/claim": "moderator",
  "POST /api/admin/moderation/reports/:id/act": "moderator",
  "GET /api/admin/verification/:requestId": "moderator",
  "POST /api/admin/verification/:requestId/decide": "moderator",
  "GET /api/admin/game-data": "admin",
  "POST /api/admin/game-data": "admin",
  "GET /api/admin/game-data/:id": "admin",
  "GET /api/admin/game-data/:id/data": "admin",
  "POST /api/admin/game-data/:id/publish": "admin",
  "POST /api/admin/game-data/:id/rollback": "admin",
  "GET /api/admin/game-data/images": "admin",
  "PUT /api/admin/game-data/images": "admin",
  "GET /api/admin/instance": "admin",
  "POST /api/admin/instance/backups": "admin",
  "PUT /api/admin/instance/backups/schedule": "admin",
  "DELETE /api/admin/instance/backups/schedule": "admin",
};
