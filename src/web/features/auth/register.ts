import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "#core/schemas/me.ts";
import { api } from "../../lib/api-client.ts";
import { meQueryKey } from "../account/get-me.ts";

export type RegisterInput = {
  email: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  ref?: string;
};

// Creates the account (or turns the current guest into it) and signs it in, unverified.
export const register = (input: RegisterInput) => api.post<Me>("/api/account/register", input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
