import { afterAll, beforeAll } from "vitest";
import { verifiedUser } from "./accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./test-app.ts";
import type { DbKind } from "./test-db.ts";

export type PlayerSuite = { t: TestApp; client: TestClient };

/** A suite's app and one verified player's client, made before its tests and destroyed after them. */
export function playerSuite(kind: DbKind): PlayerSuite {
  const suite = {} as PlayerSuite;
  beforeAll(async () => {
    suite.t = await createTestApp(kind);
    suite.client = (await verifiedUser(suite.t)).client;
  });
  afterAll(async () => {
    await suite.t?.destroy();
  });
  return suite;
}
