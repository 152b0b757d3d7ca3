import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { controlClasses } from "./field.tsx";
import { ChevronIcon } from "./icons.tsx";
import { exactOption, matchOptions, type TypeAheadOption } from "./type-ahead-match.ts";

type Props = {
  // The accessible name (the field's label is its row's, as for the select it stands in for).
  label: string;
  value: string;
  options: readonly TypeAheadOption[];
  onValueChange: (value: string) => void;
  placeholder?: string;
  // Said where the typing names no option.
  noMatch: (typed: string) => string;
  className?: string;
  "aria-describedby"?: string | undefined;
};

/**
 * A text field that filters its options as the player types (the WAI-ARIA combobox with a list popup, its first
 * match chosen automatically): arrows move through the matches, Enter or Tab takes the highlighted one, Escape
 * closes the list and puts back the chosen value, a click picks one. A typing that names nothing is never
 * taken: leaving the field restores the value it had, and Enter stays in the field.
 */
export function TypeAhead({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  noMatch,
  className,
  "aria-describedby": describedBy,
}: Props) {
  const listId = useId();
  // null while the field shows the chosen value; the player's typing otherwise.
  const [typing, setTypingState] = useState<string | null>(null);
  const typingRef = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Whether something is left to settle: a typing, or a list the player opened. A ref: Enter moves the focus on
  // within its own event, and the blur that follows must find it settled.
  const pending = useRef(false);
  const setTyping = (next: string | null) => {
    typingRef.current = next;
    setTypingState(next);
  };
  const chosenLabel = options.find((option) => option.value === value)?.label ?? value;
  const matches = useMemo(() => matchOptions(options, typing ?? ""), [options, typing]);
  const highlighted = open && active >= 0 ? matches[active] : undefined;

  // Escape closes an open list and puts the chosen value back. A dialog (Radix) hears Escape on the document
  // before this field does and would close: the window hears it earlier still, so the list takes it first.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      pending.current = false;
      typingRef.current = null;
      setTypingState(null);
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [open]);

  useEffect(() => {
    if (!highlighted) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [highlighted, active]);

  const reset = () => {
    pending.current = false;
    typingRef.current = null;
    setTypingState(null);
    setOpen(false);
    setActive(-1);
  };
  // What the typing names: an option's value, '' for an emptied field, undefined for a typing that names
  // nothing, null when nothing is left to settle.
  const named = (): string | null | undefined => {
    if (!pending.current) return null;
    if (highlighted) return highlighted.value;
    const typed = typingRef.current;
    if (typed === null) return null;
    return typed.trim() === "" ? "" : exactOption(options, typed)?.value;
  };
  const take = (next: string) => {
    reset();
    if (next !== value) onValueChange(next);
  };
  const openAt = (index: number) => {
    pending.current = true;
    setOpen(true);
    setActive(Math.max(-1, Math.min(index, matches.length - 1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const current = open ? active : matches.findIndex((option) => option.value === value);
      openAt(event.key === "ArrowDown" ? current + 1 : Math.max(0, current - 1));
    } else if (event.key === "Enter") {
      // Taken, the Enter goes on to the form (the add-item dialog moves to the next field); a typing that
      // names nothing keeps it here, the list saying why.
      const next = named();
      if (next === undefined) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(true);
      } else if (next === null) reset();
      else take(next);
    }
  };

  return (
    <div className="relative min-w-0">
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={label}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open && matches.length > 0 ? listId : undefined}
        aria-activedescendant={highlighted ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="next"
        placeholder={placeholder}
        value={typing ?? chosenLabel}
        className={cn(controlClasses(false), "min-h-10 pr-9 text-sm", className)}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => (open ? reset() : openAt(matches.findIndex((option) => option.value === value)))}
        onChange={(event) => {
          const next = event.target.value;
          pending.current = true;
          setTyping(next);
          setOpen(true);
          setActive(next.trim() === "" ? -1 : 0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leaving takes what the typing names; a typing that names nothing is dropped.
          const next = named();
          pending.current = false;
          typingRef.current = null;
          if (typeof next === "string" && next !== value) onValueChange(next);
          // The list closes once the focus has landed: its nodes removed while the focus is between two
          // fields, a dialog's focus trap (Radix FocusScope) takes the focus for lost and pulls it back.
          setTimeout(reset, 0);
        }}
      />
      <ChevronIcon
        size={16}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rotate-90 text-lodge-muted"
      />
      {open ? (
        <div className="absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-xl border border-lodge-border bg-lodge-panel shadow-xl shadow-black/30">
          {matches.length === 0 ? (
            <p role="status" className="px-3 py-2 text-sm text-lodge-muted">
              {noMatch(typing ?? "")}
            </p>
          ) : (
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={label}
              // A list that scrolls would be a stop of its own for Tab (Chromium focuses scrollers): Tab
              // goes from the field to the next field.
              tabIndex={-1}
              className="max-h-60 overflow-y-auto py-1"
            >
              {matches.map((option, index) => (
                // Keys stay with the field (aria-activedescendant names the highlighted option), as the
                // combobox pattern has it: an option is never focused, only clicked.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field above handles the keys.
                <div
                  key={option.value}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={cn(
                    "flex min-h-10 cursor-pointer items-center px-3 text-sm",
                    index === active ? "bg-lodge-accent/15 text-lodge-text" : "text-lodge-text",
                    option.value === value && "font-semibold",
                  )}
                  // The field keeps the focus: a click picks without a blur settling the typing first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => take(option.value)}
                >
                  {option.label}
                </div>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
