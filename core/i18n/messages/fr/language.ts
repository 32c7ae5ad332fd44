import { registerMessages } from "../../registry";
import type { LANGUAGE_MESSAGES } from "../language";

/** The language switcher and offer on French pages, written for a reader of English (decision 0035). */
export const LANGUAGE_MESSAGES_FR = {
  "language.switch": "English",
  "language.switchLabel": "Read this page in English",
  "language.offer": "This site is also available in English.",
  "language.offerAccept": "View this page in English",
  "language.offerDismiss": "No thanks",
  "language.postInOther": "En anglais",
} satisfies Record<keyof typeof LANGUAGE_MESSAGES, string>;

registerMessages("fr", LANGUAGE_MESSAGES_FR, "language");
