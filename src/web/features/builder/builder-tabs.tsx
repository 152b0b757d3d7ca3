import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LockIcon } from "#web/components/ui/icons.tsx";
import { cn } from "#web/lib/cn.ts";
import { VipLock } from "./vip-lock.tsx";

const BUILDER_TABS = ["General", "Items", "Mount", "Traits", "Paragon", "Set"] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];
// docs/product.md#hunter-builder: these three are VIP features.
const VIP_TABS: readonly BuilderTab[] = ["Traits", "Paragon", "Set"];

type Props = {
  active: BuilderTab;
  onChange: (tab: BuilderTab) => void;
  isVip: boolean;
  children: ReactNode;
};

// An ARIA tab list (arrow keys move between tabs); on phones the row scrolls sideways.
export function BuilderTabs({ active, onChange, isVip, children }: Props) {
  const { t } = useTranslation("builder");
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const locked = !isVip && VIP_TABS.includes(active);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = BUILDER_TABS.indexOf(active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = BUILDER_TABS[(index + step + BUILDER_TABS.length) % BUILDER_TABS.length] ?? active;
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t("tabs.label")}
        onKeyDown={onKeyDown}
        className="-mx-4 flex snap-x gap-1.5 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0"
      >
        {BUILDER_TABS.map((tab) => {
          const selected = tab === active;
          const vipOnly = !isVip && VIP_TABS.includes(tab);
          return (
            <button
              key={tab}
              ref={(node) => {
                refs.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                "inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 rounded-xl border px-3.5 text-sm font-semibold transition",
                selected
                  ? "border-lodge-accent bg-lodge-accent/15 text-lodge-accent shadow-inner"
                  : "border-lodge-border bg-lodge-panel text-lodge-muted hover:border-lodge-accent/50 hover:text-lodge-text",
                vipOnly && "border-dashed",
              )}
            >
              {vipOnly ? <LockIcon size={14} className="text-lodge-vip" /> : null}
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}`}
        className="@container relative mt-3 rounded-2xl border border-lodge-border bg-lodge-panel p-4 shadow-lg shadow-black/10 sm:p-5 max-sm:p-3"
      >
        {locked ? <VipLock>{children}</VipLock> : children}
      </div>
    </div>
  );
}
