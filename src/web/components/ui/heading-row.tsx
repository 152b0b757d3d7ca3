import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

// A heading with what belongs beside it (an action, a count) pushed to the row's far end.
export function HeadingRow({
  as: Tag = "div",
  aside,
  className,
  children,
}: {
  as?: "div" | "header";
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cn("flex items-center justify-between", className)}>
      {children}
      {aside}
    </Tag>
  );
}
