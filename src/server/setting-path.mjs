import { isAbsolute, resolve } from "node:path";

/**
 * A path setting (DATA_DIR, WEB_DIR) means the same relative or absolute, for the server and for the
 * build: relative to the folder the command was run from (npm runs scripts in the project's root and
 * names the caller's folder in INIT_CWD). Unset, it is the working folder's: the project's own under npm.
 * Plain JavaScript so scripts/build-web.mjs, which runs without tsx, reads the same rule.
 */
export function settingPath(value, unset, env = process.env) {
  if (!value) return resolve(unset);
  return isAbsolute(value) ? value : resolve(env.INIT_CWD || process.cwd(), value);
}
