import { type ReactNode, useState } from "react";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { cn } from "#web/lib/cn.ts";

type Props = {
  /** The button's name for assistive technology and its hover hint; contains the visible text. */
  label: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
  /** Drawn only while the dialog is open. */
  body: () => ReactNode;
};

// A number that opens where it comes from (docs/decisions.md#2026-11-25-where-every-number-comes-from): a
// real button, so a tap, a click, Enter or Space opens it; the hover hint says what it does. The dialog traps
// focus, closes on Escape and gives focus back.
export function BreakdownButton({ label, title, className, children, body }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        className={cn(
          "cursor-pointer rounded-md underline decoration-dotted decoration-lodge-muted underline-offset-4 transition hover:text-lodge-accent hover:decoration-lodge-accent",
          className,
        )}
      >
        {children}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title}>
        {open ? body() : null}
      </Dialog>
    </>
  );
}
