import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LedgerGrantInput } from "#core/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice, type NoticeMessage } from "#web/components/ui/notice.tsx";
import { NumberField } from "#web/components/ui/number-field.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import type { UserDetail } from "../api/users.ts";

type Kind = LedgerGrantInput["kind"];
const KINDS: Kind[] = ["vip-months", "vip-lifetime", "slots", "vip-revoke"];

/** VIP and slots: where they stand, the ledger behind them, and a grant written as the CLI writes it. */
export function LedgerPanel({
  user: u,
  grant,
}: {
  user: UserDetail;
  grant: UseMutationResult<unknown, Error, LedgerGrantInput>;
}) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const [kind, setKind] = useState<Kind>("vip-months");
  const [amount, setAmount] = useState(1);
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const input = (): LedgerGrantInput =>
    kind === "vip-months"
      ? { kind, months: amount, reason }
      : kind === "slots"
        ? { kind, count: amount, reason }
        : { kind, reason };
  const vip = u.vip.lifetime
    ? t("users.vipLifetime")
    : u.vip.isVip && u.vip.vipUntil
      ? t("users.vipUntil", { date: f.date(new Date(u.vip.vipUntil)) })
      : t("users.notVip");
  return (
    <Panel title={t("users.vipAndSlots")}>
      <p className="text-sm">
        {vip} · {t("users.slotSummary", { extra: u.vip.extraSlots, total: u.slots.totalSlots })}
      </p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,8rem)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          grant.mutate(input(), {
            onSuccess: () => {
              setReason("");
              setNotice({ tone: "success", text: t("users.granted") });
            },
            onError: (error) => setNotice({ tone: "error", text: getErrorMessage(error) }),
          });
        }}
      >
        <Select
          label={t("users.grantKind")}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`users.grantKinds.${k}`)}
            </option>
          ))}
        </Select>
        {kind === "vip-months" || kind === "slots" ? (
          <NumberField
            kind="integer"
            label={kind === "slots" ? t("users.grantSlots") : t("users.grantMonths")}
            value={amount}
            onValueChange={(n) => setAmount(n ?? 0)}
          />
        ) : (
          <span aria-hidden="true" />
        )}
        <TextField
          label={t("users.grantReason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" loading={grant.isPending}>
          {t("users.grant")}
        </Button>
      </form>
      <Notice message={notice} className="mt-3" />
      <h3 className="mt-5 text-sm font-bold">{t("users.ledger")}</h3>
      {u.ledger.length === 0 ? (
        <p className="text-sm text-lodge-muted">{t("users.noLedger")}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {u.ledger.map((p) => (
            <li key={p.id} className="flex flex-wrap gap-x-3">
              <span className="font-mono">{p.kind}</span>
              <span>×{f.number(p.quantity)}</span>
              <span className="text-lodge-muted">{p.source}</span>
              <span className="ml-auto text-xs text-lodge-muted">{f.dateTime(new Date(p.createdAt))}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
