import { BRAND } from "../../../core/shared/brand";

/** The wordmark with its maple-leaf mark, served from a public image path. */
export function Logo({ className = "" }: { className?: string }) {
  return <img src={BRAND.logoPath} alt={BRAND.name} width={164} height={32} className={className} />;
}
