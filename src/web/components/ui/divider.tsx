export function Divider({ label }: { label?: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-semibold tracking-wider text-lodge-muted uppercase">
      <span className="h-px flex-1 bg-lodge-border" />
      {label}
      <span className="h-px flex-1 bg-lodge-border" />
    </div>
  );
}
