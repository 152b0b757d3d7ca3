export function Page() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Unlock Premium</h1>
      <p className="mt-2 text-slate-400">Coming soon.</p>
    </section>
  );
}
