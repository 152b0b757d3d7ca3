import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SignInProvider } from "#core/schemas/sign-in-methods.ts";
import { api, call } from "#web/lib/api-client.ts";
import { loadAuthClient } from "#web/lib/load-auth.ts";

/** The providers this instance offers ("Continue with …"); none when the operator set none up. */
const getSignInProviders = () => call(api["sign-in"].providers.$get());

const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ["sign-in-providers"],
    queryFn: getSignInProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSignInProviders = () => useQuery(signInProvidersQueryOptions());

/** A guest's answer before a provider signs it in: bring the guest's data along, or leave it behind. */
export type GuestChoice = "keep" | "leave";

/**
 * Sends the browser to the provider. Back here, a new account lands on the nickname step (/welcome), a known
 * one on /login, which sends it on to the remembered path; a refusal lands on
 * /login?error=<code> (guest_does_not_fit: the account had no room, and the browser is still the guest).
 */
export async function continueWithProvider(provider: SignInProvider["id"], guest?: GuestChoice) {
  const client = await loadAuthClient();
  return client.signIn.social({
    provider,
    callbackURL: "/login",
    newUserCallbackURL: "/welcome",
    errorCallbackURL: "/login",
    // A guest's answer travels in the flow's state; the server reads it on the way back.
    ...(guest ? { additionalData: { guest } } : {}),
  });
}
