import { Briefcase, Car, HeartPulse, Home, Plane, type LucideIcon } from "lucide-react";
import type { CategorySlug } from "../../../core/shared/insurance-categories";

export const CATEGORY_ICONS: Record<CategorySlug, LucideIcon> = {
  car: Car,
  home: Home,
  travel: Plane,
  business: Briefcase,
  life: HeartPulse,
};
