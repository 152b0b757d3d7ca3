// The sign-in screen the server put in the page (src/server/login-page/markup.ts, issue 29) so a phone can
// sign in before the app's script arrives. The app renders hidden under it (styles.css) and, once its own
// form is on the page, takes over what the visitor typed, the checkbox and the focus, and removes it.
const SERVER_LOGIN_ID = "server-login";

type Typed = { email: string; password: string; show: boolean; focused: "email" | "password" | null };

function readServerForm(screen: HTMLElement): Typed {
  const input = (selector: string) => screen.querySelector<HTMLInputElement>(selector);
  const email = input('input[name="email"]');
  const password = input('input[name="password"]');
  const focused = document.activeElement;
  return {
    email: email?.value ?? "",
    password: password?.value ?? "",
    show: input('input[type="checkbox"]')?.checked ?? false,
    focused: focused && focused === email ? "email" : focused && focused === password ? "password" : null,
  };
}

/**
 * Hands what was typed into the server's form to `carry` (the app's form state), removes the server's
 * screen, and moves the focus to the app's field that had it. Nothing when the server sent no form.
 */
export function takeOverServerForm(carry: (typed: Typed) => void) {
  const screen = document.getElementById(SERVER_LOGIN_ID);
  if (!screen) return;
  const typed = readServerForm(screen);
  carry(typed);
  screen.remove();
  if (!typed.focused) return;
  const field = document
    .getElementById("root")
    ?.querySelector<HTMLInputElement>(`form input[name="${typed.focused}"]`);
  field?.focus();
  // The caret after what was typed, where it was (an e-mail field has no selection range to set).
  if (field && field.type !== "email")
    field.setSelectionRange(typed[typed.focused].length, typed[typed.focused].length);
}
