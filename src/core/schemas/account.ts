import { z } from "zod";
import { GAME_TERMS, LANGUAGES } from "#core/i18n/languages.ts";
import { messages } from "#core/messages.ts";
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  storedNickname,
} from "#core/rules/account-limits.ts";
import { isStorableText, storable } from "./text.ts";

// Account inputs (docs/product.md#account-inputs): register, login, password reset and change, avatar.

const EMAIL_MAX = 254;

const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

const newPassword = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong);

export const nicknameSchema = z
  .string({ error: messages.nicknameTooShort })
  .trim()
  .min(NICKNAME_MIN, messages.nicknameTooShort)
  .max(NICKNAME_MAX, messages.nicknameTooLong)
  .regex(/^[A-Za-z0-9]+$/, messages.nicknameCharacters)
  .transform(storedNickname);

const matching = { message: messages.passwordsDoNotMatch, path: ["confirmPassword"] };

export const registerSchema = storable(
  z
    .object({
      email: emailSchema,
      password: newPassword,
      confirmPassword: z.string({ error: messages.passwordsDoNotMatch }),
      nickname: nicknameSchema,
      // A broken referral link must never stop anyone from registering.
      ref: z
        .string()
        .trim()
        .max(64)
        .refine(isStorableText)
        .transform((ref) => ref || undefined)
        .optional()
        .catch(undefined),
    })
    .refine((v) => v.password === v.confirmPassword, matching),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  // A password longer than any stored one cannot be right.
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(PASSWORD_MAX, messages.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = storable(
  z
    .object({
      token: z
        .string({ error: messages.resetLinkInvalid })
        .trim()
        .min(1, messages.resetLinkInvalid)
        .max(512, messages.resetLinkInvalid),
      password: newPassword,
      confirmPassword: z.string({ error: messages.passwordsDoNotMatch }),
    })
    .refine((v) => v.password === v.confirmPassword, matching),
);

export const changePasswordSchema = storable(
  z.object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired)
      .max(PASSWORD_MAX, messages.passwordUpdateFailed),
    newPassword,
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const avatarSchema = storable(
  z.object({
    photoURL: z
      .string({ error: messages.avatarRequired })
      .trim()
      .min(1, messages.avatarRequired)
      .max(300, messages.avatarRequired),
    avatarBgColor: z
      .string({ error: messages.avatarColorRequired })
      .regex(/^#[0-9a-fA-F]{6}$/, messages.avatarColorRequired),
  }),
);
export type AvatarInput = z.infer<typeof avatarSchema>;

// Settings → Language and Game terms (docs/product.md#languages): either or both; null forgets the
// account's language so the device's choice leads again.
export const languageSettingsSchema = storable(
  z
    .object({
      language: z.enum(LANGUAGES).nullable().optional(),
      gameTerms: z.enum(GAME_TERMS).optional(),
    })
    .strict()
    .refine((input) => input.language !== undefined || input.gameTerms !== undefined, {
      message: messages.languageSettingsEmpty,
    }),
);
export type LanguageSettingsInput = z.infer<typeof languageSettingsSchema>;
