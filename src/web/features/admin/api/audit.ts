import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditQuery } from "#core/schemas/admin.ts";
import { api, call } from "#web/lib/api-client.ts";

export type AuditFilters = Omit<AuditQuery, "before">;

// Blank filters are left out of the query, so they do not reach the server as empty strings.
const present = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditFilters;

/** GET /api/admin/audit: the audit log, newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ["admin", "audit", present(filters)] as const,
    queryFn: ({ pageParam }) =>
      call(
        api.admin.audit.$get({ query: { ...present(filters), ...(pageParam ? { before: pageParam } : {}) } }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.more ? page.entries.at(-1)?.id : undefined),
  });
}
