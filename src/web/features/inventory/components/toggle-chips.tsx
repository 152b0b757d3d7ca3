import { cn } from "#web/lib/cn.ts";

// `label` is what the player reads (a game name in their language); `value` stays the English name filtered on.
type ChipOption = { value: string; label: string; color?: string | undefined };

type Props = {
  legend: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

// A multi-select as a row of toggle buttons (aria-pressed), tinted with the game data's colour if any.
export function ToggleChips({ legend, options, selected, onToggle }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wider text-lodge-muted uppercase">
        {legend}
        {selected.length > 0 ? (
          <span className="rounded-full bg-lodge-accent/15 px-1.5 text-[11px] text-lodge-accent">
            {selected.length}
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map(({ value, label, color }) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(value)}
              className={cn(
                "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition",
                on
                  ? "border-lodge-accent bg-lodge-accent/15 text-lodge-text"
                  : "border-lodge-border bg-lodge-panel-2/60 text-lodge-muted hover:border-lodge-accent/50 hover:text-lodge-text",
              )}
            >
              {color ? (
                <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: color }} />
              ) : null}
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
