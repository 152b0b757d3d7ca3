// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notice, useNotice } from "./notice.tsx";

function Harness() {
  const notice = useNotice();
  return (
    <>
      <button type="button" onClick={() => notice.success("Avatar updated successfully!")}>
        ok
      </button>
      <button type="button" onClick={() => notice.error("Please select an avatar.")}>
        fail
      </button>
      <Notice message={notice.message} />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Notice", () => {
  it("shows a success as a status and an error as an alert, each gone after 3 s", () => {
    render(<Harness />);
    act(() => screen.getByRole("button", { name: "ok" }).click());
    expect(screen.getByRole("status").textContent).toBe("Avatar updated successfully!");
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => screen.getByRole("button", { name: "fail" }).click());
    expect(screen.getByRole("alert").textContent).toBe("Please select an avatar.");
    // A new message restarts the 3 s.
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
