import { customType } from "drizzle-orm/pg-core";

// Images kept with the rest of the data (proof screenshots, game data images), so every instance on the
// database serves them and a backup holds them. Both drivers hand bytea over as a Buffer/Uint8Array.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});
