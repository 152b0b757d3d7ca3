import type { MiddlewareHandler } from "hono";

// docs/product.md#security. Scripts only from our own files (Vite emits no inline script); inline style attributes
// stay allowed because React renders dynamic colours (rarity, class, avatar background) through them.
// Media may also come from the one origin of the operator's tutorial video, when it is on another host.
const contentSecurityPolicy = (mediaOrigin: string | undefined) =>
  [
    "default-src 'self'",
    ...(mediaOrigin ? [`media-src 'self' ${mediaOrigin}`] : []),
    // 'wasm-unsafe-eval' lets the OCR worker of "Add from screenshots" compile its WebAssembly core (vite.ocr.ts);
    // it allows no eval of JavaScript. The worker is our own file, so script-src 'self' covers worker-src.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

// The video's origin when it is an address on another host than BASE_URL; a path is the app's own.
const foreignOrigin = (url: string | undefined, baseUrl: string) => {
  if (!url || url.startsWith("/")) return undefined;
  const origin = new URL(url).origin;
  return origin === new URL(baseUrl).origin ? undefined : origin;
};

export function securityHeaders(options: {
  https: boolean;
  baseUrl: string;
  tutorialVideoUrl?: string | undefined;
}): MiddlewareHandler {
  const CSP = contentSecurityPolicy(foreignOrigin(options.tutorialVideoUrl, options.baseUrl));
  return async (c, next) => {
    await next();
    let h = c.res.headers;
    try {
      h.set("Content-Security-Policy", CSP);
    } catch {
      // A Response built with Response.redirect() has immutable headers: copy it once.
      c.res = new Response(c.res.body, c.res);
      h = c.res.headers;
      h.set("Content-Security-Policy", CSP);
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.https) h.set("Strict-Transport-Security", "max-age=31536000");
  };
}
