import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChooseNicknameInput } from "#core/schemas/sign-in-methods.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";

/** The nickname step after a first sign-in through a provider; ['me'] is read again once it is saved. */
const chooseNickname = (input: ChooseNicknameInput) => call(api["sign-in"].nickname.$post({ json: input }));

export function useChooseNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
