import { SHELL_MESSAGES } from "./messages/shell";
import { HOME_MESSAGES } from "./messages/home";
import { QUOTES_MESSAGES } from "./messages/quotes";
import { QUOTE_STEPS_MESSAGES } from "./messages/quote-steps";
import { QUOTE_RESULTS_MESSAGES } from "./messages/quote-results";
import { QUOTE_VALIDATION_MESSAGES } from "./messages/quote-validation";
import { HANDOFF_MESSAGES } from "./messages/handoff";
import { WIDGET_MESSAGES } from "./messages/widget";
import { LAUNCHER_MESSAGES } from "./messages/launcher";
import { ANALYZER_MESSAGES } from "./messages/analyzer";
import { BLOG_MESSAGES } from "./messages/blog";
import { LEARN_MESSAGES } from "./messages/learn";
import { CONTACT_MESSAGES } from "./messages/contact";
import { PRIVACY_MESSAGES } from "./messages/privacy";
import { STAFF_MESSAGES } from "./messages/staff";
import { SERVER_MESSAGES } from "./messages/server";
import { LANGUAGE_MESSAGES } from "./messages/language";
import { COME_BACK_MESSAGES } from "./messages/come-back";
import { ONTARIO_CHOICES_MESSAGES } from "./messages/ontario-choices";

/**
 * The English message catalogue, put together from its parts in core/i18n/messages/ (one per area of the site,
 * by the first segment of the key). Importing this module registers every part: the server and the tests do;
 * the browser bundles never do, they import the parts their modules use. Its keys form MessageKey, so another
 * language is added as sibling parts with the same keys. Placeholders are written {name}.
 */
export const MESSAGES_EN = {
  ...SHELL_MESSAGES,
  ...HOME_MESSAGES,
  ...QUOTES_MESSAGES,
  ...QUOTE_STEPS_MESSAGES,
  ...QUOTE_RESULTS_MESSAGES,
  ...QUOTE_VALIDATION_MESSAGES,
  ...HANDOFF_MESSAGES,
  ...WIDGET_MESSAGES,
  ...LAUNCHER_MESSAGES,
  ...ANALYZER_MESSAGES,
  ...BLOG_MESSAGES,
  ...LEARN_MESSAGES,
  ...CONTACT_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...STAFF_MESSAGES,
  ...SERVER_MESSAGES,
  ...LANGUAGE_MESSAGES,
  ...COME_BACK_MESSAGES,
  ...ONTARIO_CHOICES_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES_EN;
