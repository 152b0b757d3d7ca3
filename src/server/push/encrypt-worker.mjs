import webpush from "web-push";

// Runs in the sender's worker threads: a push's payload is encrypted for its subscription (RFC 8291) with a
// new ECDH key pair per message, about a millisecond of CPU each, which would hold the server's event loop
// for seconds when thousands of reminders fall due at once. Plain JavaScript: workers start without tsx.
export function encrypt({ endpoint, p256dh, auth, payload, authorization, ttl }) {
  const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, {
    TTL: ttl,
    urgency: "high",
    headers: { Authorization: authorization },
  });
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  return { endpoint: request.endpoint, headers, body: request.body };
}
