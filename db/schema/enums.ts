import { pgEnum } from "drizzle-orm/pg-core";

export const postStatus = pgEnum("post_status", ["draft", "review", "published"]);
export const postCategory = pgEnum("post_category", ["guides", "tips", "news", "resources"]);
export const insuranceType = pgEnum("insurance_type", ["car", "home", "tenant", "condo", "travel", "life"]);
export const staffRole = pgEnum("staff_role", ["admin", "editor"]);
export const contactSubject = pgEnum("contact_subject", [
  "general",
  "quote",
  "coverage",
  "claims",
  "technical",
  "other",
]);
export const productType = pgEnum("product_type", ["auto", "home"]);
export const chatRole = pgEnum("chat_role", ["user", "assistant"]);
export const chatMode = pgEnum("chat_mode", ["quote_flow", "chat"]);
export const consentPurpose = pgEnum("consent_purpose", [
  "data_sharing",
  "contact_email",
  "contact_sms",
  "contact_phone",
  "policy_analysis",
  "results_email",
  "renewal_reminder",
]);
export const consentChannel = pgEnum("consent_channel", [
  "wizard",
  "assistant",
  "policy_analyzer",
  "contact_form",
  "results_page",
  "email_link",
]);
export const partnerKind = pgEnum("partner_kind", ["rating_table", "http"]);
