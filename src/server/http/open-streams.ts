import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";

/**
 * The live streams a server has open. They never finish by themselves, so a stop ends their connections
 * and the browser reconnects elsewhere. A stream is forgotten when its response ends, not when its
 * connection closes: a kept-alive connection carries stream after stream, and a listener per stream on
 * its socket piled up, each holding its request, for as long as the connection lived.
 */
export function trackOpenStreams(server: HttpServer) {
  const open = new Set<IncomingMessage>();
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!request.headers.accept?.includes("text/event-stream")) return;
    open.add(request);
    response.once("close", () => open.delete(request));
  });
  return {
    size: () => open.size,
    endAll: () => {
      for (const request of open) request.socket.destroy();
    },
  };
}

export type OpenStreams = ReturnType<typeof trackOpenStreams>;
