import { type ReactNode, useId } from "react";
import type { GameData } from "#core/game-data/schema.ts";
import { HeadingRow } from "#web/components/ui/heading-row.tsx";
import { cn } from "#web/lib/cn.ts";

// What every block takes besides its own part of the hunter.
export type BlockProps<Own> = Own & { gameData: GameData; className?: string };

// One block of the hunter page (docs/product.md#hunter-page).
export function DetailBlock({
  title,
  aside,
  className,
  children,
}: {
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-2xl border border-lodge-border bg-lodge-panel p-4 shadow-lg shadow-black/10 sm:p-5",
        className,
      )}
    >
      <HeadingRow as="header" className="mb-4 gap-3" aside={aside}>
        <h2 id={id} className="text-sm font-bold tracking-wider text-lodge-accent uppercase">
          {title}
        </h2>
      </HeadingRow>
      {children}
    </section>
  );
}

// A label and its value on one line; the list keeps the pairs readable by screen readers.
export function InfoList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn("divide-y divide-lodge-border/60 text-sm", className)}>{children}</dl>;
}

export function InfoRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-lodge-muted">{label}</dt>
      <dd className="min-w-0 text-right font-semibold">{children}</dd>
    </div>
  );
}
