import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PRESET_NAME_MAX } from "#core/schemas/presets.ts";
import { Button } from "#web/components/ui/button.tsx";
import { controlClasses } from "#web/components/ui/field.tsx";
import { CloseIcon } from "#web/components/ui/icons.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import type { usePresetActions } from "../hooks/use-preset-actions.ts";

type Props = { actions: ReturnType<typeof usePresetActions>; presetLimit: number };

// Saved filter sets: a chip applies one, × deletes it; VIP edit mode updates the chosen one.
export function PresetManager({ actions, presetLimit }: Props) {
  const { t } = useTranslation(["inventory", "messages"]);
  const f = useFormat();
  const [name, setName] = useState("");
  const { presets, selectedId, editMode, busy } = actions;

  return (
    <section
      aria-label={t("presets.region")}
      className="space-y-3 rounded-xl border border-lodge-border bg-lodge-bg/40 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wider text-lodge-muted uppercase">
          {t("presets.heading")}{" "}
          <span className="tabular-nums">
            {t("presets.count", { saved: f.number(presets.length), limit: f.number(presetLimit) })}
          </span>
        </h3>
        <Switch label={t("presets.editMode")} checked={editMode} onCheckedChange={actions.toggleEditMode} />
      </div>
      {presets.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {presets.map((preset) => {
            const chosen = preset.id === selectedId;
            return (
              <li
                key={preset.id}
                className={cn(
                  "inline-flex items-center rounded-full border transition",
                  chosen
                    ? "border-lodge-accent bg-lodge-accent/15"
                    : "border-lodge-border bg-lodge-panel-2/60",
                )}
              >
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => actions.apply(preset)}
                  className="min-h-10 rounded-l-full pr-1 pl-3.5 text-sm font-semibold"
                >
                  {preset.name}
                </button>
                <button
                  type="button"
                  aria-label={t("presets.delete", { name: preset.name })}
                  disabled={busy}
                  onClick={() => actions.deletePreset(preset)}
                  className="inline-flex size-10 items-center justify-center rounded-r-full text-lodge-muted hover:text-lodge-danger disabled:opacity-50"
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-lodge-muted">
          {actions.loading ? t("messages:loadingPresets") : t("messages:noPresets")}
        </p>
      )}
      <form
        className="flex flex-wrap gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await actions.save(name)) setName("");
        }}
      >
        <input
          aria-label={t("presets.name")}
          placeholder={t("presets.name")}
          value={name}
          maxLength={PRESET_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          className={cn(controlClasses(false), "min-h-10 min-w-0 flex-1 basis-40 text-sm")}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {t("presets.save")}
        </Button>
        {editMode ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={actions.updateSelected}>
            {t("presets.update")}
          </Button>
        ) : null}
      </form>
      <Notice message={actions.notice} />
    </section>
  );
}
