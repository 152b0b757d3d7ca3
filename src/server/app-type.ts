import type { apiRoutes } from "./app.ts";

/** The API's routes with their inputs and answers: the one contract the web client is typed by. */
export type AppType = ReturnType<typeof apiRoutes>;
