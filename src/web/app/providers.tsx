import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { MESSAGE_MS } from "#core/rules/timings.ts";
import { queryClient } from "../lib/query-client.ts";
import { useTheme } from "../lib/theme.ts";
import { router } from "./router.tsx";

export function AppProviders() {
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme={theme} position="top-center" duration={MESSAGE_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
