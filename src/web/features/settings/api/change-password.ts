import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "#core/schemas/account.ts";
import { api, call } from "#web/lib/api-client.ts";

const changePassword = (input: ChangePasswordInput) => call(api.me.password.$post({ json: input }));

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
