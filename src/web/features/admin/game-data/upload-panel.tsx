import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_DATA_NOTE_MAX } from "#core/schemas/game-data-versions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { controlClasses, FieldFrame } from "#web/components/ui/field.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useUploadVersion } from "./api/game-data-versions.ts";

/**
 * A new game data file, kept as a draft after the checks `import-game-data` makes. A refused file's list of
 * bad paths stays on screen until the next try: it is what the admin fixes the file by.
 */
export function UploadPanel({ onUploaded }: { onUploaded: (id: string) => void }) {
  const { t } = useTranslation("game-data-admin");
  const upload = useUploadVersion();
  const done = useNotice();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!file) return setRefusal(t("upload.pick"));
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      return setRefusal(t("upload.notJson"));
    }
    try {
      const version = await upload.mutateAsync({ data, note });
      setNote("");
      done.success(t("upload.done"));
      onUploaded(version.id);
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
  };

  return (
    <Panel title={t("upload.title")} aria-label={t("upload.title")}>
      <form className="space-y-3" onSubmit={submit}>
        <FieldFrame id="game-data-file" label={t("upload.file")}>
          <input
            id="game-data-file"
            type="file"
            accept=".json,application/json"
            className={cn(controlClasses(false), "py-2 text-sm")}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FieldFrame>
        <TextField
          label={t("upload.note")}
          value={note}
          maxLength={GAME_DATA_NOTE_MAX}
          placeholder={t("upload.notePlaceholder")}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" loading={upload.isPending}>
          {t("upload.submit")}
        </Button>
        <Notice
          message={refusal ? { tone: "error", text: refusal } : done.message}
          className="break-words whitespace-pre-wrap"
        />
      </form>
    </Panel>
  );
}
