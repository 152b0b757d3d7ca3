import type { ReactNode } from "react";

export function SectionTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 className="text-xs font-bold tracking-[0.14em] text-lodge-muted uppercase">{children}</h2>
      {aside}
    </div>
  );
}
