import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Me } from "#core/schemas/me.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { signInWithPasskey } from "./api/sign-in-passkey.ts";

// One autofill request per page: a form mounted again (a Suspense fallback, a mode switch and back) finds the
// request still waiting in the browser, and a second one would only abort the first and ask the server again.
let waiting: Promise<void> | null = null;

const offer = async (queryClient: QueryClient) => {
  if (queryClient.getQueryData<Me | null>(meQueryKey)?.isAnonymous) return;
  if (!(await window.PublicKeyCredential?.isConditionalMediationAvailable?.())) return;
  const { error } = await signInWithPasskey({ autoFill: true });
  // The login page sends the player on to the remembered path once ['me'] is read again.
  if (!error) await queryClient.invalidateQueries({ queryKey: meQueryKey });
};

/**
 * The device's passkeys in the e-mail field's autofill (docs/product.md#sign-in-through-a-provider), where
 * the browser offers it. A guest is left out: signing in from a guest asks first what becomes of the guest's
 * data, which only the form can do. A dismissed or failed autofill says nothing: the form and "Sign in with a
 * passkey" are still there.
 */
export function usePasskeyAutofill() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (waiting) return;
    waiting = offer(queryClient)
      .catch(() => undefined)
      .finally(() => {
        waiting = null;
      });
  }, [queryClient]);
}
