// The sign-in or create-account screen the server put in the page (src/server/login-page/markup.ts) so a
// phone can type before the app's script arrives. The app renders hidden under it (styles.css) and, once its
// own form is on the page, takes over what the visitor typed, the checkbox, the focus and the caret, and
// removes it. The app's root is rendered by createRoot, not hydrated: the server's markup is never the app's
// DOM, so whatever the player did to it must be read from it and handed to the app's state.
const SERVER_LOGIN_ID = "server-login";

export type ServerTyped = {
  /** The server form's fields by name (email, password, nickname, confirmPassword). */
  values: Record<string, string>;
  show: boolean;
  /** The name of the field that had the focus, and its selection where the field has one (not an e-mail). */
  focused: string | null;
  selection: [start: number, end: number] | null;
};

function readServerForm(screen: HTMLElement): ServerTyped {
  const values: Record<string, string> = {};
  let focused: HTMLInputElement | null = null;
  for (const input of screen.querySelectorAll<HTMLInputElement>("form input[name]")) {
    if (input.type === "hidden") continue;
    values[input.name] = input.value;
    if (input === document.activeElement) focused = input;
  }
  const start = focused?.selectionStart ?? null;
  const end = focused?.selectionEnd ?? null;
  return {
    values,
    show: screen.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
    focused: focused?.name ?? null,
    selection: start === null || end === null ? null : [start, end],
  };
}

/**
 * Hands what was typed into the server's form to `carry` (the app's form state), removes the server's
 * screen, and moves the focus (and caret) to the app's field of the same name. Nothing when the server sent
 * no form. Call it from a layout effect: before the first paint, and after the render, during which the player
 * may still have been typing into the server's form.
 */
export function takeOverServerForm(carry: (typed: ServerTyped) => void) {
  const screen = document.getElementById(SERVER_LOGIN_ID);
  if (!screen) return;
  const typed = readServerForm(screen);
  carry(typed);
  screen.remove();
  if (!typed.focused) return;
  const field = document
    .getElementById("root")
    ?.querySelector<HTMLInputElement>(`form input[name="${typed.focused}"]`);
  if (!field) return;
  // The carried state reaches the field in the render after this effect; the field gets its value now so the
  // caret can be put back where the player left it (the render then finds the value in place and leaves the
  // caret alone). An e-mail field has no selection to read or set: its caret stays after what was typed.
  const value = typed.values[typed.focused] ?? "";
  field.value = value;
  field.focus();
  const [start, end] = typed.selection ?? [value.length, value.length];
  if (field.type !== "email") field.setSelectionRange(start, end);
}

/** The carried values for the given fields, keeping the form's own where the server's form had none. */
export function carriedValues<T extends Record<string, string>>(current: T, typed: ServerTyped): T {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof T & string)[]) {
    const value = typed.values[key];
    if (value !== undefined) next[key] = value as T[typeof key];
  }
  return next;
}
