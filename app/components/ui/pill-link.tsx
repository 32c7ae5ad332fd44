import type { ReactNode } from "react";

/** A rounded link in a row of related destinations (other provinces, other insurance types). */
export function PillLink({ href, code, children }: { href: string; code?: string; children: ReactNode }) {
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
