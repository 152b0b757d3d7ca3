import type { LoginInput } from "#core/schemas/account.ts";
import { api, call } from "#web/lib/api-client.ts";

// Signs the guest's browser in to an existing account and moves the guest's hunters and items there.
export const mergeGuest = (input: LoginInput) => call(api.account["merge-guest"].$post({ json: input }));
