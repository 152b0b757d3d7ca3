import { messages } from "./messages.ts";

// What the server answers about sign-in through a provider and passkeys
// (docs/product.md#sign-in-through-a-provider), beside messages.ts; the nickname's words are registration's.
// The screens' own texts are in the auth and settings catalogues.
export const signInMessages = {
  nicknameTaken: messages.nicknameTaken,
  nicknameAlreadyChosen: "Your nickname is already chosen.",
  methodNotFound: "This sign-in method is not on your account.",
  lastMethod: "This is your only way to sign in. Add another one before removing it.",
  invalidRedirect: "A sign-in can only return to a page of this app.",
  guestHasNoMethods: "A guest has no sign-in methods. Create an account first.",
  passkeyFailed: "The passkey could not be read. Please try again.",
  passwordAlreadySet: "Your account already has a password. Change it under Password.",
  verifyBeforeAdding: "Verify your e-mail address before adding a passkey or a sign-in provider.",
  providerEmailNotVerified:
    "The provider did not confirm this e-mail address, so no account was made with it. Verify it with the provider, or register with your e-mail address.",
} as const;
