import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "#web/lib/api-client.ts";

const getConfig = () => call(api.config.$get());

export const configQueryOptions = () =>
  queryOptions({ queryKey: ["config"], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

export function useConfig() {
  return useQuery(configQueryOptions());
}
