import type { AvatarInput } from "#core/schemas/account.ts";
import { useMeMutation } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";

const updateAvatar = (input: AvatarInput) => call(api.me.avatar.$put({ json: input }));

export const useUpdateAvatar = () => useMeMutation(updateAvatar);
