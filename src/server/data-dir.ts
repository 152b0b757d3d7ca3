import { join } from "node:path";

// What lives in DATA_DIR when the embedded database is used (docs/operations.md).
export const pgliteDir = (dataDir: string) => join(dataDir, "db");
export const adminSocketPath = (dataDir: string) => join(dataDir, "admin.sock");
