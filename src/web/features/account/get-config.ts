import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export type AppConfig = { appId: string; upgradeContact: string };

export const getConfig = () => api.get<AppConfig>("/api/config");

export const configQueryOptions = () =>
  queryOptions({ queryKey: ["config"], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

export function useConfig() {
  return useQuery(configQueryOptions());
}
