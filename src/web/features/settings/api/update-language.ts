import type { LanguageSettingsInput } from "#core/schemas/account.ts";
import { useMeMutation } from "#web/data/get-me.ts";
import { api, call } from "#web/lib/api-client.ts";

const updateLanguage = (input: LanguageSettingsInput) => call(api.me.language.$put({ json: input }));

export const useUpdateLanguage = () => useMeMutation(updateLanguage);
