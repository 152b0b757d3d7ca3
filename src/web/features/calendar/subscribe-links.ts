// The one-click subscribe links (docs/product.md#calendar-subscription): Apple Calendar (and most desktop apps)
// open webcal://, Google and Outlook.com take the feed's address in their own "add by URL" pages; Outlook also
// takes the calendar's name (messages.feedName, in the player's language).
export function subscribeLinks(feedUrl: string, name: string) {
  const webcal = feedUrl.replace(/^https?:/, "webcal:");
  return {
    apple: webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(name)}`,
  };
}
