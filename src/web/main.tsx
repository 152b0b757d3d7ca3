import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { startI18n } from "./lib/i18n/i18n.ts";
import { applyTheme } from "./lib/theme.ts";
import "./styles.css";

applyTheme();
// The interface language's shell texts are there before the first paint (English ships in the bundle).
await startI18n();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
