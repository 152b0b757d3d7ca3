import { type Share, shareLabel } from "#core/rules/explore/meta.ts";
import { Panel } from "#web/components/ui/panel.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// One statistic of the meta: each choice with its share of the builds, as a bar and a number.
export function ShareList({ title, shares, empty }: { title: string; shares: Share[]; empty: string }) {
  const f = useFormat();
  const gameText = useGameText();
  return (
    <Panel title={title} headingLevel={3}>
      {shares.length === 0 ? (
        <p className="text-sm text-lodge-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shares.map((share) => (
            <li
              key={share.label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm"
            >
              <span className="truncate">{shareLabel(share, gameText)}</span>
              <span className="font-mono tabular-nums text-lodge-muted">{f.percent(share.percent, 1)}</span>
              <span
                className="col-span-2 h-1.5 overflow-hidden rounded-full bg-lodge-panel-2"
                aria-hidden="true"
              >
                <span
                  className="block h-full rounded-full bg-lodge-accent"
                  style={{ width: `${share.percent}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
