import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export function EmptyState({
  title,
  hint,
  icon,
  action,
  className,
}: {
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-lodge-border px-6 py-12 text-center",
        className,
      )}
    >
      {icon ? <div className="mb-1 text-lodge-muted">{icon}</div> : null}
      <p className="font-semibold">{title}</p>
      {hint ? <p className="max-w-sm text-sm text-lodge-muted">{hint}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
