import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { queryClient } from "../lib/query-client.ts";
import { getTheme } from "../lib/theme.ts";
import { router } from "./router.tsx";

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme={getTheme()} position="top-center" duration={3000} richColors closeButton />
    </QueryClientProvider>
  );
}
