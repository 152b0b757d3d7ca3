// The render thread's entry: it loads the TypeScript worker through tsx, whether or not the process that
// started it (the server, a test, a bench) has a TypeScript loader of its own.
import { tsImport } from "tsx/esm/api";

await tsImport("./render-worker.ts", import.meta.url);
