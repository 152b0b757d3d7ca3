import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { applyTheme } from "./lib/theme.ts";
import "./styles.css";

applyTheme();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
