import type { ReactNode } from "react";
import type { GameData } from "#core/game-data/schema.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { HeadingRow } from "#web/components/ui/heading-row.tsx";
import { useWaitingToSync } from "#web/data/outbox/use-outbox.ts";
import { HunterCard } from "./hunter-card.tsx";
import { EmptySlotTile, LockedSlotsLine, NewHunterTile } from "./slot-tiles.tsx";
import type { SlotView } from "./slots.ts";

type Props = {
  id: string;
  title: ReactNode;
  count?: ReactNode;
  actions?: ReactNode;
  slots: SlotView<OwnHunter>[];
  gameData: GameData;
  busyId: string | null;
  onShare: (hunter: OwnHunter) => void;
  onToggleVisibility: (hunter: OwnHunter) => void;
  // Hunter id -> fewest swaps from owned items that would meet its goal.
  goalReach?: Readonly<Record<string, number>>;
};

// Hunters and the offered slot as full cards in slot order; the slots that are only there to be seen
// (empty) as compact tiles after them, and the locked VIP ones as one line with their count, so a long VIP
// section stays short.
export function RosterSection({
  id,
  title,
  count,
  actions,
  slots,
  gameData,
  busyId,
  goalReach = {},
  ...handlers
}: Props) {
  const waiting = useWaitingToSync();
  const cards = slots.filter((s) => s.kind === "hunter" || s.kind === "new");
  const tiles = slots.filter((s) => s.kind === "empty");
  const locked = slots.filter((s) => s.kind === "locked").length;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <HeadingRow as="header" className="flex-wrap gap-3 border-b border-lodge-border pb-3" aside={actions}>
        <div className="flex items-center gap-3">
          <h2 id={id} className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
            {title}
          </h2>
          {count}
        </div>
      </HeadingRow>
      {cards.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((slot) => (
            <li key={slot.slotIndex} className="min-w-0">
              {slot.kind === "hunter" ? (
                <HunterCard
                  hunter={slot.hunter}
                  gameData={gameData}
                  busy={busyId === slot.hunter.id}
                  reachableIn={goalReach[slot.hunter.id]}
                  waiting={waiting({ hunterId: slot.hunter.id })}
                  {...handlers}
                />
              ) : (
                <NewHunterTile slotIndex={slot.slotIndex} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {tiles.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {tiles.map((slot) => (
            <li key={slot.slotIndex} className="min-w-0">
              <EmptySlotTile slotIndex={slot.slotIndex} />
            </li>
          ))}
        </ul>
      ) : null}
      {locked > 0 ? <LockedSlotsLine count={locked} /> : null}
    </section>
  );
}
