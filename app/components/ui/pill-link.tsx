import type { ReactNode } from "react";

/** A rounded link in a row of related destinations (other provinces, other insurance types). */
export function PillLink({ href, code, children }: { href: string; code?: string | undefined; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-maple-600 hover:text-maple-700"
    >
      {code && <span className="font-bold text-maple-700">{code}</span>}
      {children}
    </a>
  );
}

/** A titled row of pill links: a navigation landmark named by its heading. */
export function PillNav({
  id,
  title,
  links,
  className,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string; code?: string | undefined }[];
  className?: string;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <PillLink href={link.href} code={link.code}>
              {link.label}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
