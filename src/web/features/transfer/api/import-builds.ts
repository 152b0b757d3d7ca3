import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportRequest } from "#core/schemas/build-export.ts";
import { api, call } from "#web/lib/api-client.ts";
import { keyed } from "#web/lib/idempotency-key.ts";

// POST /api/import: writes the previewed hunters and items under one Idempotency-Key per preview.
const importBuilds = (body: ImportRequest, key: string) => call(api.import.$post({ json: body }, keyed(key)));

// An import can add hunters, items and presets and change the user's counts: every cached query is stale.
export function useImportBuilds(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => importBuilds(body, key),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
