import type { HTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn.ts";

type BadgeTone = "neutral" | "gold" | "vip" | "success" | "danger" | "info";

const tones: Record<BadgeTone, string> = {
  neutral: "border-lodge-border bg-lodge-panel-2 text-lodge-muted",
  gold: "border-lodge-accent/50 bg-lodge-accent/15 text-lodge-accent",
  vip: "border-lodge-vip/50 bg-lodge-vip/15 text-lodge-vip",
  success: "border-lodge-success/40 bg-lodge-success/10 text-lodge-success",
  danger: "border-lodge-danger/40 bg-lodge-danger/10 text-lodge-danger",
  info: "border-sky-400/40 bg-sky-400/10 text-sky-800 dark:text-sky-300",
};

export function Badge({
  tone = "neutral",
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}

/**
 * A hunter or item changed offline that the server has not accepted yet
 * (docs/decisions.md#2026-11-24-edits-made-offline).
 */
export function WaitingToSyncBadge() {
  const { t } = useTranslation("messages");
  return (
    <Badge tone="neutral" className="border-lodge-warn/50 text-lodge-warn">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-lodge-warn" />
      {t("waitingToSync")}
    </Badge>
  );
}
