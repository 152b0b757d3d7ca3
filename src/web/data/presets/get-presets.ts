import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

export const presetsQueryKey = ["presets"] as const;

// GET /api/presets: oldest first; `editable` is false unless the player is VIP (docs/product.md#presets, #paying-and-vip).
const getPresets = () => call(api.presets.$get());

export const presetsQueryOptions = () => queryOptions({ queryKey: presetsQueryKey, queryFn: getPresets });

export function usePresets() {
  return useQuery(presetsQueryOptions());
}
