import { cn } from "#web/lib/cn.ts";

// Tailwind sees only whole class names in the source, so each size the game's icons come in is spelled out.
const SIZE_CLASS = { 24: "size-6", 36: "size-9", 40: "size-10", 44: "size-11" } as const;

/**
 * A game icon from the game data (a set, trait, mount item or special skill). Decorative: the name beside
 * it says what it is, so it has no alt text of its own. Its box is reserved by its size before it loads,
 * and it loads when it comes near the screen, so a long page of builds never waits on its icons.
 */
export function GameImage({
  src,
  size,
  className,
}: {
  src: string;
  size: keyof typeof SIZE_CLASS;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn(SIZE_CLASS[size], "shrink-0", className)}
    />
  );
}
