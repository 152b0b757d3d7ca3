import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every file of the folder: the tables, one file per area (schema.ts re-exports them for the code).
  schema: "./src/server/db/schema",
  out: "./drizzle",
});
