import { useMutation } from "@tanstack/react-query";
import type { ImportPlan } from "#core/rules/import-plan.ts";
import type { ImportRequest } from "#core/schemas/build-export.ts";
import { api, call } from "#web/lib/api-client.ts";

// POST /api/import/preview: what an import would bring in and what it cannot, without writing anything.
const previewImport = (body: ImportRequest) =>
  call(api.import.preview.$post({ json: body })) as Promise<ImportPlan>;

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
