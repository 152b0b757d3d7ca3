import { useSyncExternalStore } from "react";

// Dark by default; a player may pick light in Settings. Applied from main.tsx (CSP allows no inline script).
export type Theme = "dark" | "light";
const KEY = "hl.theme";
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return localStorage.getItem(KEY) === "light" ? "light" : "dark";
}

export function applyTheme(theme: Theme = getTheme()) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.classList.toggle("light", theme === "light");
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme) {
  localStorage.setItem(KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The toasts and the Settings switch follow a change without a reload.
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme);
}
