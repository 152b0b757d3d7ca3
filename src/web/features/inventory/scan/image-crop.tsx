import { useEffect, useRef } from "react";
import type { OcrBox } from "#core/rules/item-scan/types.ts";

// The part of the screenshot an item was read from, beside its fields, so the player checks the reading
// against the picture. Shown on a canvas from the decoded image: no object URL, which the CSP's img-src
// would refuse, and no second decode. The browser cuts the crop out of the screenshot off the main thread
// (createImageBitmap) and the canvas takes it over as it is: drawing it on the page's thread held a phone's
// page for a tenth of a second per card (docs/performance.md, "The page while it reads").
const MARGIN = 12;

export function ImageCrop({ picture, box, label }: { picture: ImageBitmap; box: OcrBox; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const x = Math.max(0, Math.floor(box.x0 - MARGIN));
  const y = Math.max(0, Math.floor(box.y0 - MARGIN));
  const width = Math.max(1, Math.min(picture.width, Math.ceil(box.x1 + MARGIN)) - x);
  const height = Math.max(1, Math.min(picture.height, Math.ceil(box.y1 + MARGIN)) - y);
  useEffect(() => {
    let current = true;
    createImageBitmap(picture, x, y, width, height).then(
      (crop) => {
        const target = canvas.current?.getContext("bitmaprenderer");
        if (current && target) target.transferFromImageBitmap(crop);
        else crop.close();
      },
      // The screenshot was let go (the dialog closed) before its crop was cut: nothing left to show.
      () => undefined,
    );
    return () => {
      current = false;
    };
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
