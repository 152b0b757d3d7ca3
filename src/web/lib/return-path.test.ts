// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { peekReturnPath, rememberReturnPath, takeReturnPath } from "./return-path.ts";

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
});
