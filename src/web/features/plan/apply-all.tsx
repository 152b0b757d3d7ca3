import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RosterPlan } from "#core/rules/planner/roster-plan.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import type { RosterApplyInput } from "#core/schemas/roster-plan.ts";
import { ConsumeChoice } from "#web/components/game/consume-choice.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import type { useNotice } from "#web/components/ui/notice.tsx";
import { invalidateHunterQueries } from "#web/data/hunters/invalidate.ts";
import { useApplyRosterPlan } from "#web/data/roster-plan/apply-roster-plan.ts";
import { getErrorMessage, isApiError } from "#web/lib/api-client.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";

type Props = {
  plan: RosterPlan | null;
  // The stored hunters the plan was made from, by id: their version and their own goal.
  records: ReadonlyMap<string, HunterRecord>;
  disabled: boolean;
  notice: ReturnType<typeof useNotice>;
};

// The hunters a plan changes, as "Apply all" saves them: the planned build with the hunter's own goal (a goal
// changed on this page is a plan setting, not a change of the build), from the version the plan started at.
function changedHunters(plan: RosterPlan, records: ReadonlyMap<string, HunterRecord>) {
  return plan.entries.flatMap((entry) => {
    const record = records.get(entry.hunterId);
    if (!record || (entry.swaps.length === 0 && entry.lost.length === 0)) return [];
    return [
      {
        hunterId: entry.hunterId,
        baseUpdatedAt: record.updatedAt,
        hunter: { ...entry.hunter, atkSpdGoal: record.atkSpdGoal },
      },
    ];
  });
}

// "Apply all": asks first, and when the plan equips inventory items, offers to delete them from the
// inventory in the same request, as the builder's 'Save & Delete Items' does.
export function ApplyAll({ plan, records, disabled, notice }: Props) {
  const { t } = useTranslation(["plan", "messages"]);
  const [asking, setAsking] = useState(false);
  // One key per plan, kept across retries of that plan, so a lost answer is never applied twice.
  const key = useMemo(() => (plan ? newIdempotencyKey() : ""), [plan]);
  const apply = useApplyRosterPlan(key);
  const queryClient = useQueryClient();
  const hunters = plan ? changedHunters(plan, records) : [];
  const consumed = plan?.consumed ?? [];

  const run = async (deleteItemIds: string[]) => {
    setAsking(false);
    const input: RosterApplyInput = { hunters, deleteItemIds };
    try {
      const answer = await apply.mutateAsync(input);
      notice.success(t("apply.done", { count: answer.hunters.length }));
    } catch (error) {
      if (!isApiError(error, 409)) return notice.error(getErrorMessage(error, t("messages:unknownError")));
      // A hunter changed elsewhere since the plan was made: the plan is worked out again from the stored builds.
      notice.error(t("apply.conflict"));
      await invalidateHunterQueries(queryClient);
    }
  };

  return (
    <>
      <Button
        size="sm"
        disabled={disabled || hunters.length === 0}
        loading={apply.isPending}
        onClick={() => setAsking(true)}
      >
        {t("apply.button")}
      </Button>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={t("apply.title")}
        description={t("apply.message", { count: hunters.length })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t("apply.cancel")}
            </Button>
            {consumed.length > 0 ? (
              <ConsumeChoice
                itemIds={consumed}
                only={t("apply.only")}
                andDelete={t("apply.andDelete")}
                onChoose={run}
              />
            ) : (
              <Button onClick={() => run([])}>{t("apply.confirm")}</Button>
            )}
          </>
        }
      >
        {consumed.length > 0 ? (
          <p className="text-sm">{t("apply.consume", { count: consumed.length })}</p>
        ) : null}
      </Dialog>
    </>
  );
}
