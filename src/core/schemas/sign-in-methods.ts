import { z } from "zod";
import { messages } from "#core/messages.ts";
import { nicknameSchema, registerSchema } from "./account.ts";
import { idParamSchema } from "./params.ts";
import { storable } from "./text.ts";

/** A provider this instance offers: "Continue with <name>". */
export type SignInProvider = { id: "discord" | "google" | "oidc"; name: string };

export type SignInMethods = {
  password: boolean;
  providers: { id: SignInProvider["id"]; name: string; linked: boolean }[];
  passkeys: { id: string; name: string | null; createdAt: string | null }[];
};

// The nickname step after a first sign-in through a provider: the registration's nickname and referral rules.
export const chooseNicknameSchema = storable(
  z.object({ nickname: nicknameSchema, ref: registerSchema.shape.ref }).strict(),
);
export type ChooseNicknameInput = z.input<typeof chooseNicknameSchema>;

export const providerParamSchema = z.object({ providerId: z.enum(["discord", "google", "oidc"]) });
// A passkey's id is a path parameter like any other: one that cannot be stored (a NUL) is simply not found.
export const passkeyParamSchema = idParamSchema;

// Adding a password to an account that has none: the registration's password rules.
export const setPasswordSchema = storable(
  z
    .object({
      password: registerSchema.shape.password,
      confirmPassword: registerSchema.shape.confirmPassword,
    })
    .strict()
    .refine((v) => v.password === v.confirmPassword, {
      message: messages.passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
);
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/**
 * What a proof of the address (a reset or a verification link) took away because it was added before the
 * proof (docs/security.md#proving-the-address-ends-every-way-in-added-before-it): the providers unlinked,
 * how many passkeys were removed, and whether other devices were signed out.
 */
export type RemovedWays = { providers: string[]; passkeys: number; signedOut: boolean };
