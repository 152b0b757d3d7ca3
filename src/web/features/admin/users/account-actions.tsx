import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffRole } from "#core/rules/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Notice, type NoticeMessage } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import type { UserDetail, useUserActions } from "../api/users.ts";
import { ReauthCancelled } from "../reauth/use-reauth.ts";

type Actions = ReturnType<typeof useUserActions>;
type RoleChoice = StaffRole | "player";

/**
 * What an admin does to an account, each with the reason the audit log keeps: its role, signing it out
 * everywhere, suspending or lifting, and deleting it. Role changes, suspension and deletion may first ask
 * for the password again (the re-authentication dialog).
 */
export function AccountActions({ user: u, actions }: { user: UserDetail; actions: Actions }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const me = useCurrentUser();
  const own = me.id === u.id;
  const [reason, setReason] = useState("");
  const [role, setRole] = useState<RoleChoice>(u.role ?? "player");
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirm, setConfirm] = useState("");

  const report = (done: string) => ({
    onSuccess: () => {
      setReason("");
      setNotice({ tone: "success" as const, text: done });
    },
    onError: (error: Error) => {
      if (!(error instanceof ReauthCancelled)) setNotice({ tone: "error", text: getErrorMessage(error) });
    },
  });

  return (
    <Panel title={t("users.manage")} description={t("users.manageHint")}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t("users.reason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap items-end gap-3">
          <Select
            className="min-w-0 flex-1"
            label={t("users.role")}
            value={role}
            onChange={(event) => setRole(event.target.value as RoleChoice)}
          >
            {(["player", "moderator", "admin"] as const).map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            loading={actions.setRole.isPending}
            disabled={role === (u.role ?? "player")}
            onClick={() =>
              actions.setRole.mutate(
                { role: role === "player" ? null : role, reason },
                report(t("users.roleChanged")),
              )
            }
          >
            {t("users.saveRole")}
          </Button>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            loading={actions.signOut.isPending}
            onClick={() => actions.signOut.mutate(reason, report(t("users.signedOut")))}
          >
            {t("users.signOutEverywhere")}
          </Button>
          {u.suspendedAt ? (
            <Button
              variant="secondary"
              loading={actions.lift.isPending}
              onClick={() => actions.lift.mutate(reason, report(t("users.lifted")))}
            >
              {t("users.lift")}
            </Button>
          ) : (
            <Button
              variant="danger"
              disabled={own}
              loading={actions.suspend.isPending}
              onClick={() => actions.suspend.mutate(reason, report(t("users.suspendedDone")))}
            >
              {t("users.suspend")}
            </Button>
          )}
          <Button variant="danger" disabled={own} onClick={() => setDeleting(true)}>
            {t("users.delete")}
          </Button>
        </div>
        <Notice message={notice} />
      </div>
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("users.deleteTitle", { name: u.nickname ?? u.email })}
        description={t("users.deleteWhat", {
          hunters: f.number(u.owns.hunters),
          items: f.number(u.owns.items),
          presets: f.number(u.owns.presets),
        })}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(false)}>
              {t("reauth.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={actions.remove.isPending}
              onClick={() =>
                actions.remove.mutate(
                  { confirm, reason },
                  {
                    onSuccess: () => setDeleting(false),
                    onError: (error) => {
                      if (!(error instanceof ReauthCancelled))
                        setNotice({ tone: "error", text: getErrorMessage(error) });
                      setDeleting(false);
                    },
                  },
                )
              }
            >
              {t("users.deleteConfirm")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <TextField
            label={t("users.deleteType", { email: u.email })}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <TextField
            label={t("users.reason")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </Dialog>
    </Panel>
  );
}
