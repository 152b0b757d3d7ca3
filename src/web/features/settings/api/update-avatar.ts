import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AvatarInput } from "#core/schemas/account.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";

export const updateAvatar = (input: AvatarInput) => call(api.me.avatar.$put({ json: input }));

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
