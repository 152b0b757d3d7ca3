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

export const useUpdateDiscordFeed = () =>
  useFeedWrite(({ id, ...update }: DiscordWebhookUpdate & { id: string }) =>
    call(api["discord-feeds"][":id"].$put({ param: { id }, json: update })),
  );

export const useRemoveDiscordFeed = () =>
  useFeedWrite((id: string) => call(api["discord-feeds"][":id"].$delete({ param: { id } })));
