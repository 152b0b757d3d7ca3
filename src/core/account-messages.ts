// The account's texts (docs/product.md#account-inputs, docs/product.md#login): registering, logging in, settings,
// the account screens, a guest's safety, the one-time sign-in link and what follows a proof of the address.
// The product's own texts verbatim, the rest ours; messages.ts spreads them in.
export const accountMessages = {
  // Register, login (docs/product.md#account-inputs)
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: "Password must be at least 6 characters long.",
  nicknameTooShort: "Nickname must be at least 3 characters long.",
  nicknameTooLong: "Nickname cannot be longer than 15 characters.",
  nicknameCharacters: "Nickname can only contain letters and numbers.",
  nicknameTaken: "This nickname is already taken.",
  emailRequired: "Please enter your email.",
  // Identity errors are ours (docs/product.md#login): one text for unknown e-mail and wrong password.
  invalidCredentials: "Invalid email or password.",
  emailInvalid: "Please enter a valid email address.",
  emailTaken: "An account with this email already exists.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  passwordResetSent: "Password reset email sent! Please check your inbox.",
  verificationSent: "A new verification email has been sent. Please check your inbox (and spam folder).",
  verificationFailed: "Failed to send verification email. Please try again in a few minutes.",
  // Settings
  avatarRequired: "Please select an avatar.",
  avatarVipOnly: "This is a VIP avatar. Please upgrade to use it.",
  avatarUpdated: "Avatar updated successfully!",
  anonymousPassword: "Anonymous users cannot change password.",
  passwordUpdated: "Password updated successfully!",
  passwordUpdateFailed: "Failed to update password. Please check your current password.",
  bugDescriptionRequired: "Please enter a description for your bug report.",
  featureDescriptionRequired: "Please enter a description for your feature report.",
  feedbackSubmitted: "Your feedback has been submitted successfully!",
  feedbackFailed: "Failed to submit feedback. Please try again.",
  // Account screens (texts of ours where the spec shows none)
  loadingSession: "Loading your lodge...",
  passwordResetDone: "Your password has been reset. Please log in with your new password.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  feedbackLocked: (days: number) => `You can submit again in ${days} ${days === 1 ? "day" : "days"}`,
  guestLogoutWarning:
    "You are playing as a guest. Once you log out, this guest account and everything in it cannot be reached again. Create an account first to keep your data.",
  emailNotVerified: "Please verify your email before logging in.",
  // Guest safety and sign-in (texts of ours where the spec shows none)
  emailVerifiedSignIn: "Your e-mail address is verified. Sign in to continue.",
  guestSignInWarningTitle: "You are playing as a guest",
  guestSignInWarning:
    "Signing in to an account leaves this guest behind. Merge the guest's hunters and items into the account and sign in, or keep playing as the guest.",
  mergeGuest: "Merge Into Account",
  keepGuest: "Keep Playing as Guest",
  guestSignedIn: "You are playing as a guest. Choose what happens to the guest's data first.",
  guestDoesNotFit: (parts: readonly string[]) =>
    `This account has no room for the guest's data: ${parts.join("; ")}.`,
  guestMerged: "The guest's hunters and items are now in your account.",
  // The owner's way past a lock-out (docs/decisions.md#2026-11-24-the-owners-way-past-a-lock-out-a-one-time-sign-in-link-by-e-mail): a one-time sign-in link by e-mail
  signInLinkOffer: "Is this your account? Get in with a one-time link sent to its e-mail address.",
  sendSignInLink: "Send me a sign-in link",
  signInLinkSent: (minutes: number) =>
    `If an account uses this address, a sign-in link is on its way. It works once, within ${minutes} minutes.`,
  signInLinkTooMany:
    "Too many sign-in links asked for. Use the newest one in your mailbox, or try again later.",
  signInLinkInvalid: "This sign-in link has expired or was already used. Ask for a new one below.",
  signInLinkGuest:
    "You are playing as a guest in this browser, so the link did not sign you in. Open it in another browser, or log out of the guest first.",
  // Nothing of a provider account is public before its nickname (docs/product.md#sign-in-through-a-provider)
  nicknameBeforePublic: "Choose your nickname before making a build public.",
  // After a proof of the address (docs/security.md#proving-the-address-ends-every-way-in-added-before-it)
  removedWaysNotice:
    "Your e-mail address was proven, so the ways into your account added before that were removed, in case someone else added them.",
  removedWaysProviders: (names: string) => `Sign-in through ${names}: removed.`,
  removedWaysPasskeys: (number: number) => `Passkeys removed: ${number}.`,
  removedWaysSignedOut: "Every other device signed in to your account was signed out.",
  removedWaysAddAgain: "If they were yours, add them again under Settings → Sign-in methods.",
  removedWaysDismiss: "Got it",
};
