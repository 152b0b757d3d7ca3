import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import {
  avatarSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  nicknameSchema,
  registerSchema,
  resetPasswordSchema,
} from "#core/schemas/account.ts";
import { firstMessage, validate } from "#core/schemas/validation.ts";

const register = {
  email: "ana@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  nickname: "AnaHunts",
};
const messageOf = (result: Parameters<typeof firstMessage>[0]) => firstMessage(result);

describe("registerSchema", () => {
  it("accepts a good registration, trimming and lower-casing the nickname", () => {
    expect(validate(registerSchema, { ...register, nickname: "  AnaHunts ", ref: "user-1" })).toEqual({
      ok: true,
      data: { ...register, nickname: "anahunts", ref: "user-1" },
    });
  });

  it("refuses passwords that do not match, on the confirmation field", () => {
    const result = validate(registerSchema, { ...register, confirmPassword: "secret2" });
    expect(result).toEqual({
      ok: false,
      message: messages.passwordsDoNotMatch,
      fieldErrors: { confirmPassword: messages.passwordsDoNotMatch },
    });
  });

  it.each([
    [{ password: "12345", confirmPassword: "12345" }, messages.passwordTooShort],
    [{ password: "x".repeat(129), confirmPassword: "x".repeat(129) }, messages.passwordTooLong],
    [{ nickname: "" }, messages.nicknameTooShort],
    [{ nickname: " ab " }, messages.nicknameTooShort],
    [{ nickname: "a".repeat(16) }, messages.nicknameTooLong],
    [{ nickname: "ana_hunts" }, messages.nicknameCharacters],
    [{ nickname: "ana hunts" }, messages.nicknameCharacters],
    [{ email: " " }, messages.emailRequired],
    [{ email: "not-an-email" }, messages.emailInvalid],
  ])("refuses %o with the spec's message", (change, message) => {
    expect(messageOf(registerSchema.safeParse({ ...register, ...change }))).toBe(message);
  });

  it("keeps 3 and 15 character nicknames", () => {
    expect(nicknameSchema.parse("abc")).toBe("abc");
    expect(nicknameSchema.parse("ABCdef123456789")).toBe("abcdef123456789");
  });

  it("drops an empty or broken referral instead of refusing the registration", () => {
    expect(registerSchema.parse({ ...register, ref: "" }).ref).toBeUndefined();
    expect(registerSchema.parse({ ...register, ref: 42 }).ref).toBeUndefined();
    expect(registerSchema.parse({ ...register, ref: "x".repeat(65) }).ref).toBeUndefined();
  });
});

describe("loginSchema and forgotPasswordSchema", () => {
  it("asks for the e-mail first", () => {
    expect(messageOf(loginSchema.safeParse({ email: "", password: "" }))).toBe(messages.emailRequired);
    expect(messageOf(loginSchema.safeParse({ password: "x" }))).toBe(messages.emailRequired);
    expect(messageOf(forgotPasswordSchema.safeParse({ email: "  " }))).toBe(messages.emailRequired);
  });

  it("asks for the password", () => {
    expect(messageOf(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(
      messages.passwordRequired,
    );
  });

  it("trims the e-mail and keeps the password as typed", () => {
    expect(loginSchema.parse({ email: " a@b.co ", password: " pw " })).toEqual({
      email: "a@b.co",
      password: " pw ",
    });
  });
});

describe("resetPasswordSchema", () => {
  it("needs the token and matching passwords", () => {
    const good = { token: "t0k3n", password: "secret1", confirmPassword: "secret1" };
    expect(resetPasswordSchema.parse(good)).toEqual(good);
    expect(messageOf(resetPasswordSchema.safeParse({ ...good, token: "" }))).toBe(messages.resetLinkInvalid);
    expect(messageOf(resetPasswordSchema.safeParse({ ...good, confirmPassword: "x" }))).toBe(
      messages.passwordsDoNotMatch,
    );
  });
});

describe("changePasswordSchema", () => {
  it("needs the current password and a new one of at least 6 characters", () => {
    expect(messageOf(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "secret1" }))).toBe(
      messages.currentPasswordRequired,
    );
    expect(messageOf(changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "short" }))).toBe(
      messages.passwordTooShort,
    );
  });
});

describe("avatar", () => {
  it("needs an avatar and a colour", () => {
    expect(messageOf(avatarSchema.safeParse({ photoURL: "", avatarBgColor: "#1f2937" }))).toBe(
      messages.avatarRequired,
    );
    expect(messageOf(avatarSchema.safeParse({ photoURL: "/avatars/fox.svg", avatarBgColor: "red" }))).toBe(
      messages.avatarColorRequired,
    );
  });
});

describe("every account schema, on any input", () => {
  const spec = new Set<unknown>(Object.values(messages));
  const schemas = [
    registerSchema,
    loginSchema,
    forgotPasswordSchema,
    resetPasswordSchema,
    changePasswordSchema,
    avatarSchema,
    nicknameSchema,
  ];
  const text = fc.oneof(fc.string(), fc.string({ unit: "grapheme", maxLength: 40 }));
  const form = fc.record({
    email: text,
    password: text,
    confirmPassword: text,
    nickname: text,
    ref: text,
    token: text,
    currentPassword: text,
    newPassword: text,
    photoURL: text,
    avatarBgColor: text,
  });

  it("never throws and fails only with a message from `messages`, whatever is sent", () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.oneof(form, fc.anything()), (schema, value) => {
        const result = validate(schema, value);
        if (!result.ok) {
          expect(spec.has(result.message)).toBe(true);
          for (const message of Object.values(result.fieldErrors)) expect(spec.has(message)).toBe(true);
        }
      }),
    );
  });

  it("explains a refused form of any strings with the form's own message, never the generic one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas.slice(0, -1)), form, (schema, value) => {
        const result = validate(schema, value);
        if (!result.ok) expect(Object.values(result.fieldErrors)).not.toContain(messages.invalidRequest);
      }),
    );
  });

  it("gives a nickname that is always lower-case letters and digits, 3 to 15 long", () => {
    fc.assert(
      fc.property(text, (raw) => {
        const result = nicknameSchema.safeParse(raw);
        if (result.success) expect(result.data).toMatch(/^[a-z0-9]{3,15}$/);
        else expect(firstMessage(result)).not.toBe(messages.invalidRequest);
      }),
    );
  });
});
