import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIFF_KINDS, type DiffKind, isEmptyDiff } from "#core/game-data/diff.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { ReauthCancelled, useReauth } from "../reauth/use-reauth.ts";
import { type Changes, useChanges, useServeVersion, type Version } from "./api/game-data-versions.ts";
import { VersionState } from "./history-panel.tsx";

type Serve = "publish" | "rollback";

/** One version against the served data, with what to do with it: preview, publish a draft, roll back to an earlier one. */
export function ChangesPanel({ version }: { version: Version }) {
  const { t } = useTranslation("game-data-admin");
  const changes = useChanges(version.id);
  const reauth = useReauth();
  const serve = useServeVersion(reauth.run);
  const notice = useNotice();
  const [asking, setAsking] = useState<Serve | null>(null);

  const confirm = async () => {
    if (!asking) return;
    try {
      await serve.mutateAsync({ id: version.id, how: asking });
      notice.success(t(asking === "publish" ? "changes.published" : "changes.rolledBack"));
    } catch (error) {
      // Cancelling the fresh sign-in is no failure to report: the version simply stays as it was.
      if (!(error instanceof ReauthCancelled)) notice.error(getErrorMessage(error));
      throw error;
    }
  };

  return (
    <Panel
      title={t("changes.title")}
      aria-label={t("changes.title")}
      description={version.note || undefined}
      actions={<VersionState version={version} />}
    >
      {changes.isPending ? (
        <LoadingState text={t("changes.loading")} className="py-6" />
      ) : changes.isError ? (
        <Notice message={{ tone: "error", text: getErrorMessage(changes.error) }} />
      ) : (
        <DiffList changes={changes.data} />
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <ButtonLink
          variant="secondary"
          to={`/builder?slot=0&preview-game-data=${encodeURIComponent(version.id)}`}
        >
          {t("changes.preview")}
        </ButtonLink>
        {version.current ? null : version.publishedAt === null ? (
          <Button onClick={() => setAsking("publish")}>{t("changes.publish")}</Button>
        ) : (
          <Button onClick={() => setAsking("rollback")}>{t("changes.rollback")}</Button>
        )}
      </div>
      {version.current ? <p className="mt-3 text-sm text-lodge-muted">{t("changes.isCurrent")}</p> : null}
      <Notice className="mt-3" message={notice.message} />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(asking === "rollback" ? "changes.rollbackTitle" : "changes.publishTitle")}
        message={t(asking === "rollback" ? "changes.rollbackMessage" : "changes.publishMessage")}
        confirmLabel={t(asking === "rollback" ? "changes.rollback" : "changes.publish")}
        onConfirm={confirm}
      />
      {reauth.dialog}
    </Panel>
  );
}

function DiffList({ changes }: { changes: Changes }) {
  const { t } = useTranslation("game-data-admin");
  if (isEmptyDiff(changes.diff)) return <p className="text-lodge-muted">{t("changes.none")}</p>;
  return (
    <div className="space-y-4">
      {DIFF_KINDS.filter((kind) => Object.values(changes.diff[kind]).some((names) => names.length > 0)).map(
        (kind) => (
          <KindChanges key={kind} kind={kind} changes={changes} />
        ),
      )}
    </div>
  );
}

const HOW = ["added", "changed", "removed"] as const;

function KindChanges({ kind, changes }: { kind: DiffKind; changes: Changes }) {
  const { t } = useTranslation("game-data-admin");
  const diff = changes.diff[kind];
  return (
    <section aria-labelledby={`changes-${kind}`}>
      <h3 id={`changes-${kind}`} className="font-bold">
        {t(`changes.kinds.${kind}`)}
      </h3>
      <dl className="mt-1 space-y-2">
        {HOW.filter((how) => diff[how].length > 0).map((how) => (
          <div key={how}>
            <dt className="text-sm font-semibold text-lodge-muted">{t(`changes.${how}`)}</dt>
            <dd>
              <ul className="mt-1 space-y-1">
                {diff[how].map((name) => {
                  const touched = changes.touched[kind][name];
                  return (
                    <li
                      key={name}
                      className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-lodge-panel-2 px-3 py-1.5 text-sm"
                    >
                      <span className="min-w-0 font-medium break-words">{name}</span>
                      {touched ? (
                        <span className="text-lodge-muted">
                          {t("changes.touched", { builds: touched.builds, items: touched.items })}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
