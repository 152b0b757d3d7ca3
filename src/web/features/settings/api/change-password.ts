import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

export const changePassword = (input: ChangePasswordInput) => api.post<null>("/api/me/password", input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
