import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageIcon } from "#web/components/ui/icons.tsx";
import { cn } from "#web/lib/cn.ts";

const imagesOf = (files: FileList | null | undefined): File[] =>
  Array.from(files ?? []).filter((file) => file.type === "" || file.type.startsWith("image/"));

// Screenshots in: chosen (on a phone, from the photo library), dropped, or pasted from the clipboard
// anywhere while the dialog is open.
export function ScanPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation("scan");
  const id = useId();
  const [over, setOver] = useState(false);

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const files = imagesOf(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    };
    window.addEventListener("paste", paste);
    return () => window.removeEventListener("paste", paste);
  }, [onFiles]);

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(imagesOf(event.dataTransfer.files));
      }}
      className={cn(
        "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition",
        "focus-within:ring-2 focus-within:ring-lodge-accent/60",
        over ? "border-lodge-accent bg-lodge-accent/10" : "border-lodge-border hover:border-lodge-accent/60",
      )}
    >
      <ImageIcon size={28} className="text-lodge-accent" />
      <span className="font-semibold">{t("pick.choose")}</span>
      <span className="text-sm text-lodge-muted">{t("pick.hint")}</span>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        onChange={(event) => {
          onFiles(imagesOf(event.target.files));
          event.target.value = "";
        }}
      />
    </label>
  );
}
