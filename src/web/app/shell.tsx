import { useState } from "react";
import { NavLink, Outlet } from "react-router";

const links = [
  { to: "/", label: "Homepage", end: true },
  { to: "/calendar", label: "Calendar" },
  { to: "/inventory", label: "Inventory" },
  { to: "/achievements", label: "Achievements" },
  { to: "/profile", label: "Profile" },
];

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-lodge-bg md:flex">
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-lodge-border bg-lodge-panel/95 px-4 py-3 backdrop-blur md:hidden">
        <span className="text-lg font-bold tracking-wide text-lodge-accent">Hunter Lodge</span>
        <button
          type="button"
          className="min-h-10 rounded-lg border border-lodge-border px-3 text-sm"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          Menu
        </button>
      </header>
      <nav
        id="main-nav"
        aria-label="Main"
        className={`${menuOpen ? "block" : "hidden"} border-b border-lodge-border bg-lodge-panel px-4 py-3 md:sticky md:top-0 md:block md:h-dvh md:w-64 md:shrink-0 md:border-r md:border-b-0`}
      >
        <div className="mb-6 hidden text-xl font-bold tracking-wide text-lodge-accent md:block">
          Hunter Lodge
        </div>
        <ul className="space-y-1">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.end ?? false}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  `flex min-h-10 items-center rounded-lg px-3 text-sm font-medium ${isActive ? "bg-lodge-accent/15 text-lodge-accent" : "text-slate-300 hover:bg-lodge-panel-2"}`
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
