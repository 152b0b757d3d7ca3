import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useMe } from "#web/data/get-me.ts";
import { useHunters } from "#web/data/hunters/get-hunters.ts";
import { type BuildRef, comparePath, refFromPasted } from "./build-ref.ts";

// /compare?a=<ref> alone: the player picks B from their own hunters or pastes a shared build link.
export function BuildPicker({ from }: { from: BuildRef }) {
  const me = useMe();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {me.data ? <OwnHunters from={from} /> : null}
      <PasteLink from={from} />
    </div>
  );
}

function OwnHunters({ from }: { from: BuildRef }) {
  const { t } = useTranslation(["compare", "messages"]);
  const hunters = useHunters();
  const others = (hunters.data ?? []).filter((h) => h.id !== from.hunterId || from.revision !== null);
  return (
    <Panel title={t("messages:comparePickTitle")} description={t("messages:comparePickOwn")}>
      <ul className="divide-y divide-lodge-border">
        {others.map((h) => (
          <li key={h.id}>
            <Link
              to={comparePath(from, { ownerId: h.userId, hunterId: h.id, revision: null })}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-lodge-panel-2"
            >
              <span className="font-semibold">{h.hunterName}</span>
              <span className="text-sm text-lodge-muted">
                {t("picker.slot", { number: h.slotIndex + 1 })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function PasteLink({ from }: { from: BuildRef }) {
  const { t } = useTranslation(["compare", "messages"]);
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ref = refFromPasted(text);
    if (!ref) {
      setError(t("messages:comparePasteInvalid"));
      return;
    }
    navigate(comparePath(from, ref));
  };
  return (
    <Panel title={t("messages:comparePasteLabel")}>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <TextField
          label={t("picker.buildLink")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          placeholder={t("picker.linkPlaceholder")}
          className="flex-1"
        />
        <Button type="submit">{t("messages:comparePasteAction")}</Button>
      </form>
    </Panel>
  );
}
