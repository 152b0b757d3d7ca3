import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type PanelProps = Omit<HTMLAttributes<HTMLElement>, "title"> & {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
};

// A titled section of a screen: dark slate surface, rounded, generous padding.
export function Panel({
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  children,
  ...rest
}: PanelProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      className={cn(
        // min-w-0: in a grid or flex row, a panel's unbroken line (a truncated name, a URL) would otherwise
        // set the panel's least width and push the page past a phone's window.
        "min-w-0 rounded-2xl border border-lodge-border bg-lodge-panel p-5 shadow-lg shadow-black/10 sm:p-6",
        className,
      )}
      {...rest}
    >
      {title || actions ? (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title ? <Heading className="text-lg font-bold tracking-tight">{title}</Heading> : null}
            {description ? <p className="mt-1 text-sm text-lodge-muted">{description}</p> : null}
          </div>
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}

export function Card({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("rounded-xl border border-lodge-border bg-lodge-panel-2 p-4", className)} {...rest}>
      {children}
    </div>
  );
}

// The title row of a screen: h1, an optional line under it and actions on the right.
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-lodge-muted">{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
