import { Agent, createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackOpenStreams } from "./open-streams.ts";

// A browser re-opens its live stream on the kept-alive connection the last one ended on; thousands of
// re-opens over one socket must not leave anything behind on it.
describe("open live streams", () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done));
  });

  /** A server whose streams end at once (as one closed by the server does) unless `?hold` asks it to stay. */
  async function streamingServer() {
    const sockets: Socket[] = [];
    const made = createServer((request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write("event: ready\ndata: {}\n\n");
      if (!request.url?.includes("hold")) response.end('event: closed\ndata: {"reason":"x"}\n\n');
    });
    made.on("connection", (socket: Socket) => sockets.push(socket));
    const open = trackOpenStreams(made);
    await new Promise<void>((listening) => made.listen(0, "127.0.0.1", listening));
    server = made;
    const { port } = made.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const stream = (path = "/api/live") =>
      new Promise<IncomingMessage>((answered) => {
        get({ port, host: "127.0.0.1", path, agent, headers: { accept: "text/event-stream" } }, answered);
      });
    const read = (response: IncomingMessage) =>
      new Promise<void>((ended) => {
        response.on("error", () => undefined);
        response.resume();
        response.once("close", ended);
      });
    return { sockets, open, stream, read, agent };
  }

  it("keeps one socket's close listeners bounded over many re-opened streams, and forgets each when it ends", async () => {
    const { sockets, open, stream, read, agent } = await streamingServer();
    await read(await stream());
    expect(sockets).toHaveLength(1);
    const [socket] = sockets as [Socket];
    const afterOne = socket.listenerCount("close");
    for (let i = 0; i < 25; i += 1) await read(await stream());
    expect(sockets).toHaveLength(1);
    expect(socket.listenerCount("close")).toBe(afterOne);
    expect(open.size()).toBe(0);
    agent.destroy();
  });

  it("ends the connection of a stream still open, and only that one", async () => {
    const { sockets, open, stream, read, agent } = await streamingServer();
    await read(await stream());
    const held = await stream("/api/live?hold");
    expect(open.size()).toBe(1);
    const ended = read(held);
    open.endAll();
    await ended;
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.destroyed).toBe(true);
    expect(open.size()).toBe(0);
    agent.destroy();
  });
});
