// Every table, one file per area under schema/; code and drizzle-kit (drizzle.config.ts) read them all here.
export * from "./schema/account.ts";
export * from "./schema/auth.ts";
export * from "./schema/explore.ts";
export * from "./schema/hunters.ts";
export * from "./schema/inventory.ts";
export * from "./schema/notifications.ts";
export * from "./schema/system.ts";
export * from "./schema/trust.ts";
