import { messages } from "./messages.ts";

// The texts a player reads about sign-in through a provider and passkeys (issue 27), beside messages.ts
// while that file is being translated; the same tone and, for the nickname, the same words as registration.
export const signInMessages = {
  nicknameTaken: messages.nicknameTaken,
  nicknameAlreadyChosen: "Your nickname is already chosen.",
  methodNotFound: "This sign-in method is not on your account.",
  lastMethod: "This is your only way to sign in. Add another one before removing it.",
  invalidRedirect: "A sign-in can only return to a page of this app.",
  guestHasNoMethods: "A guest has no sign-in methods. Create an account first.",
  passkeyFailed: "The passkey could not be read. Please try again.",
  passwordAlreadySet: "Your account already has a password. Change it under Password.",
  providerErrors: {
    account_not_linked:
      "An account with this e-mail already exists. Sign in to it, then add this provider under Settings → Sign-in methods.",
    account_already_linked_to_different_user: "This provider account already belongs to another player.",
    unable_to_link_account:
      "The provider did not confirm this e-mail address, so it cannot be added. Verify it with the provider and try again.",
    state_mismatch: "The sign-in could not be confirmed. Please try again.",
    please_restart_the_process: "The sign-in could not be confirmed. Please try again.",
    access_denied: "The sign-in was cancelled.",
  } as Record<string, string>,
  providerErrorFallback: "The sign-in through the provider did not succeed. Please try again.",
} as const;

/** What a player reads when a provider sign-in lands back on /login with ?error=<code>. */
export const providerErrorMessage = (code: string) =>
  signInMessages.providerErrors[code] ?? signInMessages.providerErrorFallback;
