import { connect, createServer, type Socket } from "node:net";

type Pair = { client: Socket; upstream: Socket; sent: string; holed: boolean };

// Enough to hold a connection's start-up and first queries, where a LISTEN is sent.
const KEPT_BYTES = 65_536;

/**
 * A TCP proxy on loopback that can turn chosen connections into a black hole: their bytes stop flowing
 * both ways while both sockets stay open, so neither side gets a FIN or an RST, as after a NAT timeout or
 * a partition. A closed connection's error would be noticed; this is the failure nothing reports.
 */
export async function startBlackholeProxy(target: URL) {
  const pairs = new Set<Pair>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: Pair = { client, upstream, sent: "", holed: false };
    pairs.add(pair);
    client.on("data", (chunk: Buffer) => {
      if (pair.holed) return;
      if (pair.sent.length < KEPT_BYTES) pair.sent += chunk.toString("latin1");
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!pair.holed) client.write(chunk);
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on("error", () => undefined);
      // A black hole passes no end either: the far side is never told.
      from.on("close", () => {
        if (pair.holed) return;
        to.destroy();
        pairs.delete(pair);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    /** `url` with its host and port replaced by the proxy's. */
    via: (url: string) => {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    /** Silences every open connection that has sent `text` (in its start-up or a query); returns how many. */
    blackhole: (text: string) => {
      const chosen = [...pairs].filter((p) => !p.holed && p.sent.includes(text));
      for (const pair of chosen) pair.holed = true;
      return chosen.length;
    },
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
