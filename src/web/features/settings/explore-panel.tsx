import { useTranslation } from "react-i18next";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useExploreChoices, useSaveExploreChoices } from "#web/data/explore/explore-choices.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";

// docs/product.md#leaving-explore-and-the-leaderboards: two switches, applied to every hunter at once.
export function ExplorePanel() {
  const { t } = useTranslation("explore");
  const choices = useExploreChoices();
  const save = useSaveExploreChoices();
  const notice = useNotice();
  const current = save.isPending && save.variables ? save.variables : choices.data;
  const change = (next: { inExplore: boolean; inLeaderboards: boolean }) =>
    save.mutate(next, { onError: (error) => notice.error(getErrorMessage(error)) });
  return (
    <Panel title={t("choices.title")} description={t("choices.hint")}>
      {current ? (
        <div className="flex flex-col gap-2">
          <Switch
            label={t("choices.inExplore")}
            checked={current.inExplore}
            disabled={save.isPending}
            onCheckedChange={(inExplore) =>
              change({ inExplore, inLeaderboards: inExplore && current.inLeaderboards })
            }
          />
          <Switch
            label={t("choices.inLeaderboards")}
            checked={current.inExplore && current.inLeaderboards}
            disabled={save.isPending || !current.inExplore}
            onCheckedChange={(inLeaderboards) => change({ inExplore: current.inExplore, inLeaderboards })}
          />
        </div>
      ) : null}
      <Notice message={notice.message} className="mt-4" />
    </Panel>
  );
}
