import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetPasswordInput, SignInProvider } from "#core/schemas/sign-in-methods.ts";
import { api, call } from "#web/lib/api-client.ts";
import { loadAuthClient } from "#web/lib/load-auth.ts";

// Settings → Sign-in methods (docs/product.md#sign-in-through-a-provider): the password, each provider the
// instance offers, each passkey.
const signInMethodsQueryKey = ["sign-in-methods"] as const;

const getSignInMethods = () => call(api["sign-in"].methods.$get());

// `enabled`: a guest has no sign-in methods to ask for.
export const useSignInMethods = (enabled = true) =>
  useQuery(queryOptions({ queryKey: signInMethodsQueryKey, queryFn: getSignInMethods, enabled }));

function useMethodsMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey }),
  });
}

export const useRemoveProvider = () =>
  useMethodsMutation((providerId: SignInProvider["id"]) =>
    call(api["sign-in"].methods.providers[":providerId"].$delete({ param: { providerId } })),
  );

export const useRemovePasskey = () =>
  useMethodsMutation((id: string) => call(api["sign-in"].methods.passkeys[":id"].$delete({ param: { id } })));

export const useAddPassword = () =>
  useMethodsMutation((input: SetPasswordInput) =>
    call(api["sign-in"].methods.password.$post({ json: input })),
  );

/** The browser's passkey prompt; better-auth stores the new passkey on the signed-in account. */
export const useAddPasskey = () =>
  useMethodsMutation(async () => {
    const { error } = await (await loadAuthClient()).passkey.addPasskey();
    if (error) throw new Error(error.message ?? "");
  });

/** Proves the account first (this session), then sends the browser to the provider; back on Settings. */
export async function linkProvider(provider: SignInProvider["id"]) {
  const client = await loadAuthClient();
  return client.linkSocial({ provider, callbackURL: "/settings", errorCallbackURL: "/settings" });
}
