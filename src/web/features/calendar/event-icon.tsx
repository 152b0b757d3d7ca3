import { CalendarIcon, type IconProps, makeIcon } from "#web/components/ui/icons.tsx";

// The game data names each event's icon; drawn as SVG so no emoji font is needed. An unknown name
// (an operator's own game data) falls back to the calendar glyph.
const icons: Record<string, (props: IconProps) => React.JSX.Element> = {
  book: makeIcon(["M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z", "M4 21V5", "M19 19v2H6"]),
  sparkles: makeIcon([
    "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z",
    "M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z",
  ]),
  wrench: makeIcon([
    "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  ]),
  moon: makeIcon(["M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z"]),
  flame: makeIcon([
    "M12 21c-4 0-7-2.7-7-6.5 0-3.5 3-6 4-9.5 2 1.5 3 3.5 3 5.5 1-1 1.5-2 1.5-3.5C16.5 9 19 11.5 19 14.5c0 3.8-3 6.5-7 6.5z",
  ]),
  snowflake: makeIcon(["M12 2v20", "M4 7l16 10", "M4 17 20 7", "M9 3.5 12 6l3-2.5", "M9 20.5 12 18l3 2.5"]),
  dragon: makeIcon(["M4 20c2-6 6-9 11-9h5l-3-3 3-4h-6c-4 0-7 3-8 7", "M4 20l5-2", "M15 11v4"]),
  bolt: makeIcon(["M13 2 4 14h7l-1 8 9-12h-7z"]),
  shield: makeIcon(["M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z"]),
  scroll: makeIcon([
    "M8 3h11a2 2 0 0 1 0 4h-2v12a2 2 0 0 1-2 2H6a2 2 0 0 1 0-4h2z",
    "M8 17V3",
    "M11 8h3",
    "M11 12h3",
  ]),
  swords: makeIcon([
    "M14.5 17.5 3 6V3h3l11.5 11.5",
    "M13 19l6-6",
    "M16 16l4 4",
    "M19 21l2-2",
    "M9.5 6.5 18 3h3v3l-3.5 8.5",
  ]),
};

export function EventIcon({ name, size }: { name: string; size: number }) {
  const Icon = icons[name] ?? CalendarIcon;
  return <Icon size={size} />;
}
