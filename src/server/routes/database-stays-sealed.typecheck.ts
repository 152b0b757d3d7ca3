// Checked by `npm run typecheck` and never run: a route holds the context, and the database inside it must
// not open for it (docs/architecture.md#the-server-one-way-through). If the seal breaks, the directive below is unused and
// the type check fails.
import type { ServerContext } from "#server/context.ts";

// @ts-expect-error a route reaches the database only through a service
export const routeReadingTheDatabase = (ctx: ServerContext) => ctx.database.db.select();
