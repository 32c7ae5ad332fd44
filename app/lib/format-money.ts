import { BRAND } from "../../core/shared/brand";

const CAD = new Intl.NumberFormat(BRAND.locale, {
  style: "currency",
  currency: "CAD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Canadian dollars without decimals ("$1,234"), as the spec shows premiums, limits and deductibles. */
export function formatCad(amount: number): string {
  return CAD.format(Math.round(amount));
}
