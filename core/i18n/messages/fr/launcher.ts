import { registerMessages } from "../../registry";
import type { LAUNCHER_MESSAGES } from "../launcher";

/** The concierge's closed button and its tooltip, in French (fr-CA): docs/french.md. */
export const LAUNCHER_MESSAGES_FR = {
  "launcher.open": "Ouvrir le concierge de soumissions",
  "launcher.tooltipTitle": "Besoin d'aide?",
  "launcher.tooltipText": "Obtenez des soumissions en 60 secondes avec notre concierge de soumissions intelligent.",
} satisfies Record<keyof typeof LAUNCHER_MESSAGES, string>;

registerMessages("fr", LAUNCHER_MESSAGES_FR, "launcher");
