import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "#core/schemas/me.ts";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../account/get-me.ts";

export type AvatarInput = { photoURL: string; avatarBgColor: string };

export const updateAvatar = (input: AvatarInput) => api.put<Me>("/api/me/avatar", input);

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
