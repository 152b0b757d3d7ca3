import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LockIcon, PlusIcon } from "#web/components/ui/icons.tsx";

// The first empty slot of a section: the only one offered for a new hunter (docs/product.md#home-roster).
export function NewHunterTile({ slotIndex }: { slotIndex: number }) {
  const { t } = useTranslation(["messages"]);
  return (
    <Link
      to={`/builder?slot=${slotIndex}`}
      className="group flex h-full min-h-52 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-lodge-accent/40 bg-lodge-accent/5 p-4 text-center transition hover:border-lodge-accent hover:bg-lodge-accent/10"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-b from-lodge-accent to-lodge-accent-2 text-lodge-on-accent shadow-lg shadow-black/20 transition group-hover:scale-105">
        <PlusIcon size={24} />
      </span>
      <span>
        <span className="block font-bold text-lodge-text">{t("messages:newHunterSlot")}</span>
        <span className="block text-sm text-lodge-muted">
          {t("messages:slotLabel", { n: slotIndex + 1 })}
        </span>
      </span>
    </Link>
  );
}

const tileClasses =
  "flex min-h-20 flex-col items-center justify-center gap-1 rounded-xl p-3 text-center text-sm";

export function EmptySlotTile({ slotIndex }: { slotIndex: number }) {
  const { t } = useTranslation(["roster", "messages"]);
  return (
    <div className={`${tileClasses} border border-dashed border-lodge-border/70 text-lodge-muted`}>
      <span className="font-semibold">{t("messages:slotLabel", { n: slotIndex + 1 })}</span>
      <span className="text-xs">{t("empty")}</span>
    </div>
  );
}

// The VIP slots a free player does not have, folded into one line (fifteen 'Unlock Slot' tiles
// crowded a new player's roster): it leads to the upgrade page.
export function LockedSlotsLine({ count }: { count: number }) {
  const { t } = useTranslation(["roster"]);
  return (
    <Link
      to="/upgrade"
      className="flex min-h-12 items-center gap-3 rounded-xl border border-lodge-vip/30 bg-lodge-vip/5 px-4 py-3 text-sm font-semibold text-lodge-text transition hover:border-lodge-vip/70"
    >
      <LockIcon size={18} className="shrink-0 text-lodge-vip" />
      <span>{t("lockedSlots", { count })}</span>
      <span aria-hidden="true" className="ml-auto text-lodge-vip">
        ›
      </span>
    </Link>
  );
}
