import type { ReactNode } from "react";

export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-10 items-center rounded-md px-1 font-semibold text-lodge-accent hover:underline"
    >
      {children}
    </button>
  );
}
