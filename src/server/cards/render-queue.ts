/** Who asked for a card: whose card it is and the network that asked (an IPv6 /64, http/client-ip.ts). */
export interface Requester {
  owner: string;
  address: string | null;
}

export interface RenderQueueLimits {
  /** Cards of one owner waiting or drawing. */
  perOwner: number;
  /** Cards asked for by one address waiting or drawing, whoever owns them. */
  perAddress: number;
  /** Cards waiting or drawing in all. */
  total: number;
}

// A page or a chat's preview asks for a few cards at once; more than this of one owner or from one
// address is one player drawing everyone's share.
const RENDER_QUEUE_LIMITS: RenderQueueLimits = { perOwner: 4, perAddress: 6, total: 64 };

type Waiting<J, R> = {
  job: J;
  who: Requester;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
};

const addressKey = (who: Requester) => who.address ?? "";

/**
 * The cards waiting for the one render thread, drawn one at a time, the next from the owner who has had
 * the fewest drawn since it began asking: a player whose many cards wait delays another player's card by
 * the card drawing at most, not by all of theirs. A card over its owner's or its address's share is
 * refused at once (`null`), so it never waits at all.
 */
export function createRenderQueue<J, R>(
  render: (job: J) => Promise<R>,
  limits: RenderQueueLimits = RENDER_QUEUE_LIMITS,
) {
  // Owners with cards waiting, in the order their wait began (the tie-break).
  const lines = new Map<string, Waiting<J, R>[]>();
  // Cards drawn per owner while it has any waiting or drawing; forgotten once it has none.
  const served = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let total = 0;
  let waiting = 0;
  let drawing = false;

  const count = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next === 0) counts.delete(key);
    else counts.set(key, next);
  };

  const next = () => {
    if (drawing) return;
    let owner: string | undefined;
    for (const candidate of lines.keys()) {
      if (owner === undefined || (served.get(candidate) ?? 0) < (served.get(owner) ?? 0)) owner = candidate;
    }
    const line = owner === undefined ? undefined : lines.get(owner);
    const card = line?.shift();
    if (owner === undefined || !line || !card) return;
    if (line.length === 0) lines.delete(owner);
    served.set(owner, (served.get(owner) ?? 0) + 1);
    waiting -= 1;
    drawing = true;
    const done = () => {
      drawing = false;
      total -= 1;
      count(byOwner, card.who.owner, -1);
      count(byAddress, addressKey(card.who), -1);
      if (!byOwner.has(card.who.owner)) served.delete(card.who.owner);
      next();
    };
    render(card.job).then(
      (result) => {
        done();
        card.resolve(result);
      },
      (error: unknown) => {
        done();
        card.reject(error);
      },
    );
  };

  return {
    /** The card once drawn, or null when it is over a share and was not queued. */
    draw(job: J, who: Requester): Promise<R> | null {
      if (
        total >= limits.total ||
        (byOwner.get(who.owner) ?? 0) >= limits.perOwner ||
        (byAddress.get(addressKey(who)) ?? 0) >= limits.perAddress
      ) {
        return null;
      }
      total += 1;
      waiting += 1;
      count(byOwner, who.owner, 1);
      count(byAddress, addressKey(who), 1);
      return new Promise<R>((resolve, reject) => {
        const line = lines.get(who.owner) ?? [];
        line.push({ job, who, resolve, reject });
        lines.set(who.owner, line);
        next();
      });
    },
    /** Cards waiting for the thread, the one drawing left out. */
    waiting: () => waiting,
  };
}
