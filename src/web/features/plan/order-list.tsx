import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RosterGoal } from "#core/schemas/roster-plan.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { GoalControl } from "./goal-control.tsx";
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from "./plan-icons.tsx";
import { useDragOrder } from "./use-drag-order.ts";

export type OrderRow = {
  id: string;
  name: string;
  // The goal the plan works with: the player's override, else the build's own goal and the default stat.
  goal: RosterGoal;
  changed: boolean;
};

type Props = {
  rows: readonly OrderRow[];
  stats: readonly string[];
  onMove: (from: number, to: number) => void;
  onGoal: (id: string, goal: RosterGoal | null) => void;
};

const arrowClasses =
  "inline-flex size-10 items-center justify-center rounded-lg border border-lodge-border bg-lodge-panel-2 text-lodge-text transition hover:border-lodge-accent/60 disabled:opacity-40";

// A text-like button that keeps a 40 px touch target.
const linkClasses =
  "inline-flex min-h-10 items-center text-sm font-semibold text-lodge-accent hover:underline";

// The player's priority order: each row has a drag handle (arrow keys on it), up and down buttons for
// touch and keyboard, and the hunter's goal, kept or changed.
export function OrderList({ rows, stats, onMove, onGoal }: Props) {
  const { t } = useTranslation(["plan"]);
  const list = useRef<HTMLOListElement>(null);
  const order = rows.map((row) => row.id);
  const [said, setSaid] = useState("");
  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row) return;
    onMove(from, to);
    setSaid(t("order.moved", { name: row.name, position: to + 1, total: rows.length }));
  };
  const { dragging, handleProps } = useDragOrder(list, order, move);

  return (
    <div>
      <ol ref={list} className="space-y-2">
        {rows.map((row, index) => (
          <OrderItem
            key={row.id}
            row={row}
            index={index}
            count={rows.length}
            dragging={dragging === row.id}
            handle={handleProps(row.id)}
            stats={stats}
            onMove={move}
            onGoal={onGoal}
          />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}

type ItemProps = {
  row: OrderRow;
  index: number;
  count: number;
  dragging: boolean;
  handle: ReturnType<ReturnType<typeof useDragOrder>["handleProps"]>;
  stats: readonly string[];
  onMove: (from: number, to: number) => void;
  onGoal: (id: string, goal: RosterGoal | null) => void;
};

function OrderItem({ row, index, count, dragging, handle, stats, onMove, onGoal }: ItemProps) {
  const { t } = useTranslation(["plan"]);
  const f = useFormat();
  const gameText = useGameText();
  const [editing, setEditing] = useState(false);
  const goalId = useId();
  const goalLine = t("order.goalLine", {
    goal: f.fixed(row.goal.atkSpdGoal, 4),
    stat: gameText(row.goal.stat ?? ""),
  });
  return (
    <li
      data-order-row
      aria-label={t("order.rowLabel", { position: index + 1, name: row.name })}
      className={cn(
        "rounded-xl border bg-lodge-panel-2 p-2 transition",
        dragging ? "border-lodge-accent shadow-lg shadow-black/20" : "border-lodge-border",
      )}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          {...handle}
          aria-label={t("order.drag", { name: row.name })}
          className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-lodge-muted hover:text-lodge-text active:cursor-grabbing"
        >
          <GripIcon />
        </button>
        <span
          aria-hidden="true"
          className="mt-1.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-lodge-accent/15 text-sm font-bold text-lodge-accent tabular-nums"
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1 pt-1">
          <p className="text-sm font-semibold break-words">{row.name}</p>
          <p className="text-xs text-lodge-muted">
            {goalLine}
            {row.changed ? <span className="text-lodge-accent"> · {t("order.changed")}</span> : null}
          </p>
          <div className="flex flex-wrap gap-x-4">
            <button
              type="button"
              className={linkClasses}
              aria-expanded={editing}
              aria-controls={goalId}
              aria-label={t("order.changeGoalOf", { name: row.name })}
              onClick={() => setEditing((open) => !open)}
            >
              {t("order.changeGoal")}
            </button>
            {row.changed ? (
              <button type="button" className={linkClasses} onClick={() => onGoal(row.id, null)}>
                {t("order.useBuildGoal")}
              </button>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            className={arrowClasses}
            disabled={index === 0}
            aria-label={t("order.up", { name: row.name })}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpIcon />
          </button>
          <button
            type="button"
            className={arrowClasses}
            disabled={index === count - 1}
            aria-label={t("order.down", { name: row.name })}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownIcon />
          </button>
        </div>
      </div>
      {editing ? (
        <div id={goalId} className="mt-1 border-t border-lodge-border px-1 pt-3 pb-1">
          <GoalControl
            name={row.name}
            goal={row.goal}
            stats={stats}
            onChange={(goal) => onGoal(row.id, goal)}
          />
        </div>
      ) : null}
    </li>
  );
}
