import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiscordWebhookInput, DiscordWebhookUpdate } from "#core/schemas/discord-webhook.ts";
import { api, call } from "#web/lib/api-client.ts";

// The player's Discord channel feeds (docs/product.md#hunter-lodge-in-discord): one list and its three writes,
// each refreshing the list when it settles.

const getDiscordFeeds = () => call(api["discord-feeds"].$get());
const discordFeedsQueryOptions = () =>
  queryOptions({ queryKey: ["discord-feeds"] as const, queryFn: getDiscordFeeds });

export function useDiscordFeeds() {
  return useQuery(discordFeedsQueryOptions());
}

function useFeedWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordFeedsQueryOptions().queryKey }),
  });
}

export const useAddDiscordFeed = () =>
  useFeedWrite((input: DiscordWebhookInput) => call(api["discord-feeds"].$post({ json: input })));

type Feeds = Awaited<ReturnType<typeof getDiscordFeeds>>;

// A change shows at once (a checkbox follows the click, as the reminders' do) and is undone if refused.
export function useUpdateDiscordFeed() {
  const queryClient = useQueryClient();
  const { queryKey } = discordFeedsQueryOptions();
  return useMutation({
    mutationFn: ({ id, ...update }: DiscordWebhookUpdate & { id: string }) =>
      call(api["discord-feeds"][":id"].$put({ param: { id }, json: update })),
    // Set before anything is awaited, so the checkbox has turned when the click's handler returns; a list
    // fetch still under way is then cancelled, so it cannot put the old choice back.
    onMutate: async ({ id, ...update }) => {
      const before = queryClient.getQueryData<Feeds>(queryKey);
      if (before)
        queryClient.setQueryData(
          queryKey,
          before.map((f) => (f.id === id ? { ...f, ...update } : f)),
        );
      await queryClient.cancelQueries({ queryKey });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useRemoveDiscordFeed = () =>
  useFeedWrite((id: string) => call(api["discord-feeds"][":id"].$delete({ param: { id } })));
