import type { LoginInput } from "#core/schemas/account.ts";
import type { Me } from "#core/schemas/me.ts";
import { api } from "../../lib/api-client.ts";

// Signs the guest's browser in to an existing account and moves the guest's hunters and items there.
export const mergeGuest = (input: LoginInput) => api.post<Me>("/api/account/merge-guest", input);
