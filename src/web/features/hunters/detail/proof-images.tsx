import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ProofImage } from "#core/schemas/verification.ts";

/** The screenshots, each opening full size; `action` adds a control under one (the owner's Remove). */
export function ProofImages({
  images,
  action,
}: {
  images: readonly ProofImage[];
  action?: (image: ProofImage, index: number) => ReactNode;
}) {
  const { t } = useTranslation("proof");
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {images.map((image, index) => (
        <li key={image.id} className="min-w-0 space-y-2">
          <a href={image.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={image.url}
              width={image.width}
              height={image.height}
              loading="lazy"
              alt={t("owner.screenshot", { number: index + 1 })}
              className="h-auto max-h-72 w-full rounded-lg border border-lodge-border object-contain"
            />
          </a>
          {action?.(image, index)}
        </li>
      ))}
    </ul>
  );
}
