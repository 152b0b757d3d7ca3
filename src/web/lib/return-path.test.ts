// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { forgetReturnPath, peekReturnPath, rememberReturnPath, takeReturnPath } from "./return-path.ts";

beforeEach(() => sessionStorage.clear());

describe("return path", () => {
  it("gives back the remembered path once, then the homepage", () => {
    rememberReturnPath("/hunter/u1/h1?x=1");
    expect(peekReturnPath()).toBe("/hunter/u1/h1?x=1");
    expect(takeReturnPath()).toBe("/hunter/u1/h1?x=1");
    expect(takeReturnPath()).toBe("/");
  });

  it("never remembers another site or the login screen", () => {
    rememberReturnPath("//evil.example/x");
    rememberReturnPath("https://evil.example/");
    rememberReturnPath("/login?ref=abc");
    expect(takeReturnPath()).toBe("/");
  });

  it("forgets the path on a deliberate sign-out and does not remember the page left until a sign-in", () => {
    rememberReturnPath("/inventory");
    forgetReturnPath("/settings");
    expect(peekReturnPath()).toBeNull();
    // The guard still on screen sees the player signed out on the page they left.
    rememberReturnPath("/settings");
    expect(peekReturnPath()).toBeNull();
    // Another page asked for while signed out is kept as before.
    rememberReturnPath("/hunter/u1/h1");
    expect(takeReturnPath()).toBe("/hunter/u1/h1");
    // After that sign-in, the page left is an ordinary page again.
    rememberReturnPath("/settings");
    expect(takeReturnPath()).toBe("/settings");
  });
});
