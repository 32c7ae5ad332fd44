import { registerMessages } from "../registry";

/**
 * The language switcher and the offer of the other language (decision 0035). These speak to a reader
 * of the other language, so each catalogue holds them in the other language: the English page's link
 * to French reads "Français" (marked lang="fr-CA").
 */
export const LANGUAGE_MESSAGES = {
  "language.switch": "Français",
  "language.switchLabel": "Lire cette page en français",
  "language.offer": "Ce site existe aussi en français.",
  "language.offerAccept": "Voir cette page en français",
  "language.offerDismiss": "Non merci",
  /** On a card of a post written in the other language (this one is read by the page's reader). */
  "language.postInOther": "In French",
} as const;

registerMessages("en", LANGUAGE_MESSAGES, "language");
