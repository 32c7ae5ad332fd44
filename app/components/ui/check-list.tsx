import { Check } from "lucide-react";

/** A list of short statements, each with a check mark. */
export function CheckList({
  items,
  tone = "green",
  className = "mt-5",
}: {
  items: string[];
  tone?: "green" | "maple";
  className?: string;
}) {
  return (
    <ul className={`${className} space-y-3`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <Check
            aria-hidden="true"
            className={`mt-1 h-5 w-5 shrink-0 ${tone === "green" ? "text-green-700" : "text-maple-600"}`}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
