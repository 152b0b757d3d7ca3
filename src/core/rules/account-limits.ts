// The account inputs' limits, apart from their zod schemas (schemas/account.ts): a form's hint shows them
// at once, while the schemas load on first submit.

export const PASSWORD_MIN = 6;
// better-auth's default maximum; a longer password could never be stored.
export const PASSWORD_MAX = 128;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 15;
