import { cn } from "../../lib/cn.ts";

export function Spinner({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cn("animate-spin motion-reduce:animate-none", className)}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

// A whole area waiting for data, with the spec's loading text (e.g. messages.loadingGameData).
export function LoadingState({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex flex-col items-center justify-center gap-3 py-16 text-lodge-muted", className)}
    >
      <Spinner size={32} className="text-lodge-accent" />
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
