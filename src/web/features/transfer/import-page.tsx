import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { shareSourceOf } from "#core/rules/share-link.ts";
import type { ImportRequest } from "#core/schemas/build-export.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { Card, PageHeader } from "#web/components/ui/panel.tsx";
import { recordCopy } from "#web/data/explore/record-copy.ts";
import { ApiError, getErrorMessage } from "#web/lib/api-client.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { useImportBuilds } from "./api/import-builds.ts";
import { usePreviewImport } from "./api/preview-import.ts";
import { ImportPreview } from "./import-preview.tsx";

// Import (docs/decisions.md#2026-11-24-export-import-and-share-codes): a pasted code, a file, or a
// /import?code= link. The preview always comes first; only "Import" writes, and a refusal lists its reasons.
export function Page() {
  const { t } = useTranslation(["transfer", "messages"]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(params.get("code") ?? "");
  const [request, setRequest] = useState<ImportRequest | null>(null);
  // Imported hunters arrive private unless the player ticks the preview's box.
  const [makePublic, setMakePublic] = useState(false);
  // One key per previewed import: pressing Import again after a lost answer does not import twice.
  const [importKey, setImportKey] = useState(newIdempotencyKey);
  const preview = usePreviewImport();
  const confirm = useImportBuilds(importKey);
  const show = (body: ImportRequest) => {
    setRequest(body);
    setImportKey(newIdempotencyKey());
    confirm.reset();
    preview.mutate(body);
  };
  const readFile = async (file: File) => {
    try {
      show({ file: JSON.parse(await file.text()) });
    } catch {
      show({ file: null });
    }
  };
  const refusal = problemsOf(preview.error) ?? problemsOf(confirm.error);
  const problems = refusal ?? preview.data?.problems ?? [];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t("messages:importTitle")} subtitle={t("subtitle")} />
      <Card className="space-y-4 p-5">
        <label className="block space-y-2">
          <span className="text-sm font-semibold">{t("shareCode")}</span>
          <textarea
            value={code}
            onChange={(e) => setCode(e.target.value)}
            rows={3}
            className="w-full rounded-lg border border-lodge-border bg-lodge-panel-2 p-3 font-mono text-sm break-all"
            placeholder={t("codePlaceholder")}
          />
        </label>
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={() => show({ code })} loading={preview.isPending}>
            {t("previewCode")}
          </Button>
          <label className="cursor-pointer text-sm font-semibold text-lodge-accent underline">
            {t("chooseFile")}
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void readFile(file);
              }}
            />
          </label>
        </div>
      </Card>
      {problems.length > 0 ? (
        <Card role="alert" className="space-y-2 border-lodge-danger p-5">
          <h2 className="font-bold">{t("problems")}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      {preview.data ? (
        <ImportPreview
          plan={preview.data}
          busy={confirm.isPending}
          makePublic={makePublic}
          onMakePublic={setMakePublic}
          onConfirm={() =>
            request &&
            confirm.mutate(
              { ...request, makePublic },
              {
                onSuccess: (done) => {
                  // A code from a public build's link counts as a copy of that build (one per player, on the server).
                  const pasted = "code" in request ? request.code : null;
                  const source =
                    pasted === null
                      ? null
                      : (shareSourceOf(pasted) ??
                        (pasted === params.get("code") ? shareSourceOf(window.location.search) : null));
                  if (source) void recordCopy(source.ownerId, source.hunterId);
                  toast.success(
                    t("done", {
                      hunters: t("doneHunters", { count: done.hunters }),
                      items: t("doneItems", { count: done.items }),
                    }),
                  );
                  navigate(done.hunters > 0 ? "/" : "/inventory");
                },
              },
            )
          }
        />
      ) : null}
      {preview.error && !refusal ? (
        <Notice message={{ tone: "error", text: getErrorMessage(preview.error) }} />
      ) : null}
    </div>
  );
}

// A refused import names every reason in its details.
function problemsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return null;
  return error.details.filter((d): d is string => typeof d === "string");
}
