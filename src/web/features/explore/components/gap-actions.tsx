import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ExploreCard } from "#core/schemas/explore.ts";
import { GapDialog } from "../gap/gap-dialog.tsx";
import { choicesFor, type OwnHunterChoice } from "../use-own-hunters.ts";

type Target = Pick<ExploreCard, "id" | "ownerId" | "hunterName" | "hunterClass" | "speed">;

// "Compare with mine" and "How do I get there" (docs/product.md#gap-to-the-top), for a signed-in player with a
// hunter; the compare page takes the player's fastest hunter of that class (or their fastest of any).
export function GapActions({ target, own }: { target: Target; own: OwnHunterChoice[] | null }) {
  const { t } = useTranslation("explore");
  const [open, setOpen] = useState(false);
  if (!own || own.length === 0) return null;
  const mine = choicesFor(own, target.hunterClass)[0];
  if (!mine || mine.hunter.id === target.id) return null;
  const ref = (ownerId: string, hunterId: string) => encodeURIComponent(`${ownerId}/${hunterId}`);
  return (
    <>
      <Link
        to={`/compare?a=${ref(target.ownerId, target.id)}&b=${ref(mine.hunter.userId, mine.hunter.id)}`}
        className="text-sm font-semibold text-lodge-accent hover:underline"
      >
        {t("gap.compare")}
      </Link>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-lodge-accent hover:underline"
      >
        {t("gap.open")}
      </button>
      {open ? <GapDialog target={target} own={own} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
