import { createAuthClient } from "better-auth/react";
import { anonymousClient } from "better-auth/client/plugins";

// better-auth mounted by the server at /api/auth (api-contract "Accounts").
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [anonymousClient()],
});
