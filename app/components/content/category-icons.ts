import { Briefcase, Car, Home, Plane, type LucideIcon } from "lucide-react";
import type { QuoteCategorySlug } from "../../../core/shared/trust-claims";

export const CATEGORY_ICONS: Record<QuoteCategorySlug, LucideIcon> = {
  car: Car,
  home: Home,
  travel: Plane,
  business: Briefcase,
};
