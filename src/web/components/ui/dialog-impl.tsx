import * as RadixDialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn.ts";
import type { DialogProps } from "./dialog.tsx";
import { CloseIcon } from "./icons.tsx";
import { useKeyboardScroll } from "./use-keyboard-scroll.ts";

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" };

// Radix traps focus and closes on Escape and on the overlay. It returns focus to a Radix Trigger only,
// and our dialogs are opened by plain buttons, so the opener (focused when the dialog mounted) gets
// focus back here, whether the dialog closed through Radix or its owner stopped rendering it.
export function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
}: DialogProps) {
  const { t } = useTranslation();
  const body = useKeyboardScroll<HTMLDivElement>();
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            // Inside the window on any phone: the window's width less a margin (up to the size's width), and
            // when its words are longer than the window is tall it scrolls as a whole, so the footer's buttons
            // can always be reached.
            "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto overscroll-contain",
            "rounded-2xl border border-lodge-border bg-lodge-panel text-lodge-text shadow-2xl shadow-black/40",
            widths[size],
          )}
          // A footer may name its default button (data-autofocus): the one Enter should press, not the close.
          onOpenAutoFocus={(event) => {
            const preferred =
              event.target instanceof HTMLElement
                ? event.target.querySelector<HTMLElement>("[data-autofocus]")
                : null;
            if (!preferred) return;
            event.preventDefault();
            preferred.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-lodge-border px-5 py-4">
            <div className="min-w-0 break-words">
              <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-lodge-muted">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-lodge-muted hover:bg-lodge-panel-2 hover:text-lodge-text"
              aria-label={t("dialog.close")}
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children ? (
            <div ref={body.ref} tabIndex={body.tabIndex} className="min-h-0 overflow-y-auto px-5 py-4">
              {children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-lodge-border px-5 py-4">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
