import { TRAIT_MAX } from "#core/rules/number-input.ts";
import { cn } from "#web/lib/cn.ts";

type Props = { level: number; className: string; pipClassName: string; offClassName: string };

// A trait's level as TRAIT_MAX pips, the reached ones lit; the number beside it is what screen readers get.
export function TraitPips({ level, className, pipClassName, offClassName }: Props) {
  return (
    <span className={cn("flex", className)} aria-hidden="true">
      {Array.from({ length: TRAIT_MAX }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the pips are fixed positions
          key={i}
          className={cn(pipClassName, i < level ? "bg-lodge-accent" : offClassName)}
        />
      ))}
    </span>
  );
}
