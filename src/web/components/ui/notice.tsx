import { useCallback, useEffect, useRef, useState } from "react";
import { MESSAGE_MS } from "#core/rules/timings.ts";
import { cn } from "../../lib/cn.ts";
import { CheckIcon, CloseIcon } from "./icons.tsx";

export type NoticeMessage = { tone: "success" | "error"; text: string };

// "Success and error messages vanish after 3 s" (docs/product.md#timings): the hook clears its message itself.
export function useNotice(duration = MESSAGE_MS) {
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback(
    (next: NoticeMessage | null) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = setTimeout(() => setMessage(null), duration);
    },
    [duration],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    message,
    success: useCallback((text: string) => show({ tone: "success", text }), [show]),
    error: useCallback((text: string) => show({ tone: "error", text }), [show]),
    clear: useCallback(() => show(null), [show]),
  };
}

// The inline message under a form: green for success, red for errors, read out by screen readers.
export function Notice({ message, className }: { message: NoticeMessage | null; className?: string }) {
  if (!message) return null;
  const error = message.tone === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-xl border px-3.5 py-2.5 text-sm font-medium",
        error
          ? "border-lodge-danger/40 bg-lodge-danger/10 text-lodge-danger"
          : "border-lodge-success/40 bg-lodge-success/10 text-lodge-success",
        className,
      )}
    >
      {error ? (
        <CloseIcon size={18} className="mt-px shrink-0" />
      ) : (
        <CheckIcon size={18} className="mt-px shrink-0" />
      )}
      <span>{message.text}</span>
    </div>
  );
}
