import { useMutation } from "@tanstack/react-query";
import type { ReportInput } from "#core/schemas/report.ts";
import { api, call } from "#web/lib/api-client.ts";

/** POST /api/reports: a player's report of a public build or profile (docs/product.md#reports). */
const submitReport = (input: ReportInput) => call(api.reports.$post({ json: input }));

export function useSubmitReport() {
  return useMutation({ mutationFn: submitReport });
}
