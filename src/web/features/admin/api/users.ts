import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "#core/rules/admin.ts";
import type { LedgerGrantInput } from "#core/schemas/admin.ts";
import { api, call, encoded } from "#web/lib/api-client.ts";
import { useReauth } from "../reauth/use-reauth.ts";

const usersKey = ["admin", "users"] as const;

/** GET /api/admin/users?q=: the console's account search. */
const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...usersKey, "search", q] as const,
    queryFn: () => call(api.admin.users.$get({ query: { q } })),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (q: string) => useQuery(userSearchQueryOptions(q));

/** GET /api/admin/users/:userId: an account's page. */
const userDetailQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...usersKey, "detail", userId] as const,
    queryFn: () => call(api.admin.users[":userId"].$get({ param: encoded({ userId }) })),
  });

export const useUserDetail = (userId: string) => useQuery(userDetailQueryOptions(userId));
export type UserDetail = NonNullable<ReturnType<typeof useUserDetail>["data"]>;

const user = api.admin.users[":userId"];

/**
 * The account page's actions. Each one that changes who may sign in or what the account is (suspend, role,
 * delete) goes through the re-authentication dialog when the server asks for it.
 */
export function useUserActions(userId: string) {
  const queryClient = useQueryClient();
  const reauth = useReauth();
  const param = encoded({ userId });
  const settle = () => queryClient.invalidateQueries({ queryKey: usersKey });
  const action = <Input>(send: (input: Input) => Promise<unknown>) => ({
    mutationFn: (input: Input) => reauth.run(() => send(input)),
    onSuccess: settle,
  });
  const grant = useMutation(
    action((input: LedgerGrantInput) => call(user.grants.$post({ param, json: input }))),
  );
  const signOut = useMutation(
    action((reason: string) => call(user["sign-out"].$post({ param, json: { reason } }))),
  );
  const suspend = useMutation(
    action((reason: string) => call(user.suspend.$post({ param, json: { reason } }))),
  );
  const lift = useMutation(action((reason: string) => call(user.lift.$post({ param, json: { reason } }))));
  const setRole = useMutation(
    action((input: { role: StaffRole | null; reason: string }) =>
      call(user.role.$put({ param, json: input })),
    ),
  );
  const remove = useMutation(
    action((input: { confirm: string; reason: string }) => call(user.$delete({ param, json: input }))),
  );
  return { reauthDialog: reauth.dialog, grant, signOut, suspend, lift, setRole, remove };
}
