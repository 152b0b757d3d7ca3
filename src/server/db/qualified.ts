import { getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A column spelled with its table's name, for a subquery that refers to the row of the query around it:
 * drizzle leaves a one-table query's own columns unqualified, and inside the subquery a bare "id" would be
 * the subquery's own.
 */
export const qualified = (column: AnyPgColumn, table = getTableName(column.table)): SQL =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
