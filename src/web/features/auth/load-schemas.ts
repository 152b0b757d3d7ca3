// The zod schemas (~25 KB gzipped with zod) load on first use, like the auth client (lib/load-auth.ts).
export const loadAccountSchemas = () => import("#core/schemas/account.ts");

export const warmAuthForms = () => {
  void loadAccountSchemas();
  void import("#web/lib/auth-client.ts");
};
