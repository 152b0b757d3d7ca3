// The account inputs' limits, apart from their zod schemas (schemas/account.ts): a form's hint shows them
// at once, while the schemas load on first submit.

export const PASSWORD_MIN = 6;
// better-auth's default maximum; a longer password could never be stored.
export const PASSWORD_MAX = 128;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 15;
// Nicknames are stored lower-case: the registry and /profile/{nickname} are case-insensitive
// (docs/product.md#account-inputs). The form's hint shows the stored form as the player types.
export const storedNickname = (typed: string) => typed.trim().toLowerCase();
// How long a mailed sign-in link works
// (docs/decisions.md#2026-11-24-the-owners-way-past-a-lock-out-a-one-time-sign-in-link-by-e-mail); it works
// once.
export const SIGN_IN_LINK_MINUTES = 15;
