import { createHash, randomBytes } from "node:crypto";
import { createTranslator, currentLanguage, t } from "../../core/i18n/translate";
import type { Language } from "../../core/i18n/languages";
import { BRAND } from "../../core/shared/brand";
import { AppError } from "../../core/shared/errors";
import { categoryName } from "../../core/shared/insurance-categories";
import { localizePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { positionIn, readDraft, stepsFor, type WizardDraft, type WizardPosition } from "../../core/shared/quote-draft";
import { emailAddressSchema } from "../../core/shared/come-back";
import { findQuoteDraft, insertResumeLink, saveQuoteDraft } from "../repositories/quote-draft-repository";
import { undeliverableReason, type ComeBackDependencies } from "./come-back";
import { hashPrivacyKey } from "./privacy-key";
import { QUOTE_DRAFT_TTL_MS } from "./quote-wizard";
import "../../core/i18n/messages/come-back";

// "Finish later" (issue 25 section 4, decision 0062): an unfinished wizard's answers kept under a
// secret of their own and e-mailed as a link that opens them on any device. The secret is 32 random
// bytes, stored as its SHA-256 only, in the wizard's draft table under a key no privacy key can
// have (`resume:` and the hash), so it lives as long as a draft does (a day, decision 0029) and the
// retention job deletes it with the others. It opens the answers and nothing else: it is no privacy
// key or code, no results link, and no shared link.

/** How long a resume link works: as long as the draft it opens is kept. */
export const RESUME_LINK_TTL_MS = QUOTE_DRAFT_TTL_MS;

const TOKEN = /^[0-9a-f]{64}$/;
const KEY_PREFIX = "resume:";

function resumeKey(token: string): string {
  return `${KEY_PREFIX}${createHash("sha256").update(`resume-link:${token}`).digest("hex")}`;
}

function refused(message: string): AppError {
  return new AppError("validation_failed", t("api.validationFailed"), [{ field: "resumeEmail", message }]);
}

function until(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(date);
}

/**
 * E-mails a link to the answers of an unfinished wizard. The address is checked as the results
 * e-mail's is (syntax; an MX record in production; the suppression list) before anything is kept;
 * then the answers and the e-mail are written together. A transactional message the visitor asked
 * for: one e-mail, no subscription, no consent record (decision 0062).
 */
export async function emailResumeLink(
  dependencies: ComeBackDependencies,
  input: { draft: WizardDraft; at: unknown; email: unknown },
): Promise<{ email: string }> {
  const parsed = emailAddressSchema().safeParse(input.email ?? "");
  if (!parsed.success) throw refused(parsed.error.issues[0]?.message ?? t("comeBack.error.email"));
  const email = parsed.data;
  const undeliverable = await undeliverableReason(dependencies, email);
  if (undeliverable) throw refused(undeliverable);
  const now = dependencies.now();
  const language = currentLanguage();
  const translate = createTranslator(language);
  const token = randomBytes(32).toString("hex");
  const at = positionIn(stepsFor(input.draft.category), input.at) ?? stepsFor(input.draft.category)[0]!;
  const link = new URL(localizePath(PATHS.resumeQuote(token), language), dependencies.siteUrl).toString();
  const body = [
    translate("comeBack.email.greeting"),
    "",
    translate("resume.email.intro", { line: categoryName(input.draft.category, language) }),
    link,
    "",
    translate("resume.email.expires", { until: until(new Date(now.getTime() + RESUME_LINK_TTL_MS), language) }),
    "",
    "--",
    translate("resume.email.why", { site: new URL(dependencies.siteUrl).host }),
    translate("comeBack.email.sender", { email: BRAND.supportEmail }),
    translate("resume.email.stop", { email: BRAND.supportEmail }),
  ].join("\n");
  await insertResumeLink(dependencies.db, resumeKey(token), { draft: { ...input.draft }, at, language }, now, {
    kind: "resume_link",
    toAddress: email,
    subject: translate("resume.email.subject"),
    body,
    replyTo: BRAND.supportEmail,
    headers: null,
  });
  dependencies.logger.info({ category: input.draft.category }, "resume link queued");
  dependencies.onQueued?.();
  return { email };
}

/**
 * Opens a resume link in this browser: its answers become this browser's draft (by its privacy key)
 * and the step it was left at is answered. Null for a link that is malformed, unknown or expired.
 */
export async function openResumeLink(
  dependencies: Pick<ComeBackDependencies, "db" | "now">,
  token: string,
  privacyKey: string,
): Promise<WizardPosition | null> {
  if (!TOKEN.test(token)) return null;
  const now = dependencies.now();
  const stored = await findQuoteDraft(dependencies.db, resumeKey(token), new Date(now.getTime() - RESUME_LINK_TTL_MS));
  if (!stored || typeof stored !== "object") return null;
  const { draft: kept, at } = stored as { draft?: unknown; at?: unknown };
  if (!kept || typeof kept !== "object") return null;
  // Stored JSON is read like any client input: only what the form could have held survives.
  const draft = readDraft((field) => (kept as Record<string, unknown>)[field]);
  await saveQuoteDraft(dependencies.db, hashPrivacyKey(privacyKey), { ...draft, consentDataSharing: false }, now);
  return positionIn(stepsFor(draft.category), at) ?? stepsFor(draft.category)[0]!;
}
