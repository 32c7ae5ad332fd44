import { registerMessages } from "../registry";

/**
 * The concierge's closed button and its tooltip, on every public page; the widget's own words load with
 * it, when the visitor reaches for it (decision 0033).
 */
export const LAUNCHER_MESSAGES = {
  "launcher.open": "Open the Smart Quote Concierge",
  "launcher.tooltipTitle": "Need help?",
  "launcher.tooltipText": "Get quotes in 60 seconds with our Smart Quote Concierge.",
} as const;

registerMessages("en", LAUNCHER_MESSAGES, "launcher");
