import type { RegisterInput } from "#core/schemas/account.ts";
import { useMeMutation } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";

// Creates the account (or turns the current guest into it) and signs it in, unverified.
const register = (input: RegisterInput) => call(api.account.register.$post({ json: input }));

export const useRegister = () => useMeMutation(register);
