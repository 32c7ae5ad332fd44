/** The top of a plain content page (FAQ, guides, contact, privacy requests): its title and intro. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
    </header>
  );
}
