import type { Db } from "./client.ts";

/**
 * A statement prepared once per database (docs/performance.md#request-cost): the hot reads and writes are
 * built by drizzle and named for PostgreSQL on their first use, then only executed. Kept per database, since
 * tests and benches open several in one process.
 */
export function preparedPer<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      made.set(db, statement);
    }
    return statement;
  };
}
