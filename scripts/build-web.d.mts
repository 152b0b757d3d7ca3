/** scripts/build-web.mjs: the product's build step (npm start's, npm run build's). */
export function ensureWebBuild(webDir: string, mode: "production" | "development"): boolean;
