import { passkeyClient } from "@better-auth/passkey/client";
import { anonymousClient, magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

// better-auth mounted by the server at /api/auth (api-contract "Accounts").
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [anonymousClient(), magicLinkClient(), passkeyClient()],
});
