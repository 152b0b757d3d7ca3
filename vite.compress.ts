import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text a browser downloads; images are compressed already (SVG aside, which the game images' server route
// does not serve from here).
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at their best
 * levels, so the server sends a phone about a third of the bytes without compressing on each request
 * (src/server/static.ts serves them by the browser's Accept-Encoding).
 */
export function precompress(): Plugin {
  return {
    name: "hunter-lodge:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      await Promise.all(
        Object.values(bundle)
          .filter((output) => COMPRESSIBLE.test(output.fileName))
          .map(async (output) => {
            const source = output.type === "chunk" ? Buffer.from(output.code) : Buffer.from(output.source);
            const path = join(dir, output.fileName);
            await writeFile(
              `${path}.br`,
              await brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            );
            await writeFile(`${path}.gz`, await gzipped(source, { level: 9 }));
          }),
      );
    },
  };
}
