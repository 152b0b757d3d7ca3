// better-auth's client (~13 KB gzipped) loads on the first sign-in action, not with the first page
// (docs/product.md#performance-budgets); forms call it on focus to have it warm by the time they submit.
export const loadAuthClient = () => import("./auth-client.ts").then((m) => m.authClient);
