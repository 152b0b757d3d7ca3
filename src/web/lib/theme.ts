import { useSyncExternalStore } from "react";

// Dark by default; a player may pick light in Settings. Applied from main.tsx (CSP allows no inline script).
export type Theme = "dark" | "light";
const KEY = "hl.theme";
const listeners = new Set<() => void>();

function getTheme(): Theme {
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

// The theme on screen is the html element's class; whoever changes it (setTheme, another tab's
// storage event, a test toggling it) is followed by every subscriber.
const shownTheme = (): Theme => (document.documentElement.classList.contains("light") ? "light" : "dark");

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    listeners.delete(listener);
    observer.disconnect();
  };
};

// The toasts, the game colours and the Settings switch follow a change without a reload. A page the server
// draws is dark, as index.html starts before any script runs.
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, shownTheme, () => "dark");
}
