import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SignInProvider } from "#core/schemas/sign-in-methods.ts";
import { api, call } from "#web/lib/api-client.ts";
import { loadAuthClient } from "#web/lib/load-auth.ts";

/** The providers this instance offers ("Continue with …"); none when the operator set none up. */
export const getSignInProviders = () => call(api["sign-in"].providers.$get());

export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ["sign-in-providers"],
    queryFn: getSignInProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSignInProviders = () => useQuery(signInProvidersQueryOptions());

/**
 * Sends the browser to the provider. Back here, a new account lands on the nickname step (/welcome), a known
 * one on /login, which sends it on to the remembered path; a refusal lands on /login?error=<code>.
 */
export async function continueWithProvider(provider: SignInProvider["id"]) {
  const client = await loadAuthClient();
  return client.signIn.social({
    provider,
    callbackURL: "/login",
    newUserCallbackURL: "/welcome",
    errorCallbackURL: "/login",
  });
}
