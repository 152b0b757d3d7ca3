import { useEffect, useRef } from "react";
import type { OcrBox } from "#core/rules/item-scan/types.ts";

// The part of the screenshot an item was read from, beside its fields, so the player checks the reading
// against the picture. Drawn on a canvas from the decoded image: no object URL, which the CSP's img-src
// would refuse, and no second decode.
const MARGIN = 12;

export function ImageCrop({ picture, box, label }: { picture: ImageBitmap; box: OcrBox; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const x = Math.max(0, Math.floor(box.x0 - MARGIN));
  const y = Math.max(0, Math.floor(box.y0 - MARGIN));
  const width = Math.max(1, Math.min(picture.width, Math.ceil(box.x1 + MARGIN)) - x);
  const height = Math.max(1, Math.min(picture.height, Math.ceil(box.y1 + MARGIN)) - y);
  useEffect(() => {
    canvas.current?.getContext("2d")?.drawImage(picture, x, y, width, height, 0, 0, width, height);
  }, [picture, x, y, width, height]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      className="h-auto max-h-72 w-full rounded-lg border border-lodge-border object-contain object-top"
    />
  );
}
