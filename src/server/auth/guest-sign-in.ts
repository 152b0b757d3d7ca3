import { isAPIError } from "better-auth/api";
import { messages } from "#core/messages.ts";
import type { ServerContext } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import { mergeGuestInto } from "../services/guest-merge.ts";
import type { Auth } from "./auth.ts";

type MergeRequest = {
  guestId: string;
  email: string;
  password: string;
  ip: string | null;
  userAgent: string;
};

/**
 * Signs a guest's browser in to an existing account and moves the guest's data there. The sign-in is
 * made without the guest's cookie (so better-auth sees no guest to drop); if the data does not fit,
 * the new session is revoked and the browser stays the guest.
 */
export async function signInMergingGuest(ctx: ServerContext, auth: Auth, request: MergeRequest) {
  const headers = new Headers({ "user-agent": request.userAgent });
  if (request.ip) headers.set(CLIENT_IP_HEADER, request.ip);
  let signIn: Awaited<ReturnType<typeof signInWithHeaders>>;
  try {
    signIn = await signInWithHeaders(auth, request, headers);
  } catch (error) {
    if (isAPIError(error)) throw unauthorized(messages.invalidCredentials);
    throw error;
  }
  const accountId = signIn.response.user.id;
  try {
    await mergeGuestInto(ctx, request.guestId, accountId);
  } catch (error) {
    const { internalAdapter } = await auth.$context;
    await internalAdapter.deleteSession(signIn.response.token);
    throw error;
  }
  return { accountId, headers: signIn.headers };
}

const signInWithHeaders = (auth: Auth, request: MergeRequest, headers: Headers) =>
  auth.api.signInEmail({
    body: { email: request.email, password: request.password },
    headers,
    returnHeaders: true,
  });
