import { z } from "../shared/zod";
import { t } from "../i18n/translate";
import { LANGUAGES, type Language } from "../i18n/languages";
import { POST_CATEGORIES, POST_INSURANCE_TYPES, POST_STATUSES } from "./blog-rules";
import "../i18n/messages/staff";

/** Field limits for staff-written posts. */
export const ADMIN_POST_LIMITS = {
  title: 200,
  subtitle: 300,
  slug: 120,
  excerpt: 1000,
  coverImageUrl: 2048,
  coverImageCaption: 500,
  contentMd: 100_000,
  search: 200,
} as const;

/** Lowercase letters and digits in groups joined by single hyphens: `my-first-post`. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type PostStatus = (typeof POST_STATUSES)[number];

const tooLong = (max: number) => t("admin.posts.validation.tooLong", { max });

const requiredText = (max: number, requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLong(max));

/** An optional text field: missing, null, empty or blank all mean "none" and are stored as null. */
const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, tooLong(max)), z.null()], { error: () => t("admin.posts.validation.text") })
    .optional()
    .transform((value) => (value ? value : null));

/** An optional choice: missing, null or "" mean none. */
const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .union([z.enum(values), z.literal(""), z.null()], { error: message })
    .optional()
    .transform((value): Values[number] | null => (value ? value : null));

/**
 * A cover image address: a full http(s) URL, or a path on this site ("/images/blog/…", as the seeded
 * posts use). Not a protocol-relative "//host" address, which would leave the site.
 */
export function isImageAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The cover image to show, or null: a stored address is checked again when shown, as stored article
 * HTML is sanitized again, since a row may have been written without the editor's validation.
 */
export function usableCoverImage(value: string | null | undefined): string | null {
  const address = value?.trim() ?? "";
  return address && isImageAddress(address) ? address : null;
}

export const postStatusSchema = z.enum(POST_STATUSES, { error: () => t("admin.posts.validation.status") });

/** A post's language (staff screens stay English, decision 0035, so the message is English). */
export const postLanguageSchema = z.enum(LANGUAGES, { error: "Language must be en (English) or fr (French)." });

/**
 * The post in the other language that translates this one (decision 0036): an id, or "" or null for
 * none. Left out, an update keeps the link the post has (unless its language changes, which ends it).
 */
const TRANSLATION_ID_MESSAGE = "Choose a post from the Translation list, or none.";
const translationIdSchema = z
  .union([z.guid({ error: TRANSLATION_ID_MESSAGE }), z.literal(""), z.null()], { error: TRANSLATION_ID_MESSAGE })
  .optional()
  .transform((value): string | null | undefined =>
    value === undefined ? undefined : value ? value.toLowerCase() : null,
  );

/** The editor's fields, as the browser sends them and the create and update endpoints accept them. */
export const adminPostInputSchema = z
  .object({
    title: requiredText(ADMIN_POST_LIMITS.title, t("admin.posts.validation.titleRequired")),
    subtitle: optionalText(ADMIN_POST_LIMITS.subtitle),
    slug: requiredText(ADMIN_POST_LIMITS.slug, t("admin.posts.validation.slugRequired")).regex(
      POST_SLUG_PATTERN,
      t("admin.posts.validation.slugFormat"),
    ),
    contentMd: z
      .string({ error: () => t("admin.posts.validation.contentRequired") })
      .max(ADMIN_POST_LIMITS.contentMd, tooLong(ADMIN_POST_LIMITS.contentMd))
      .refine((value) => value.trim() !== "", t("admin.posts.validation.contentRequired")),
    excerpt: optionalText(ADMIN_POST_LIMITS.excerpt),
    coverImageUrl: optionalText(ADMIN_POST_LIMITS.coverImageUrl).refine(
      (value) => value === null || isImageAddress(value),
      t("admin.posts.validation.coverImageUrl"),
    ),
    coverImageCaption: optionalText(ADMIN_POST_LIMITS.coverImageCaption),
    category: optionalChoice(POST_CATEGORIES, t("admin.posts.validation.category")),
    insuranceType: optionalChoice(POST_INSURANCE_TYPES, t("admin.posts.validation.insuranceType")),
    status: postStatusSchema,
    /** Left out: English for a new post, the post's own language on an update. */
    language: postLanguageSchema.optional(),
    translationId: translationIdSchema,
  })
  .strict();

export type AdminPostInput = z.output<typeof adminPostInputSchema>;
export type AdminPostFormValues = z.input<typeof adminPostInputSchema>;

/** The post list's filters: `status` or `language` empty or absent means every status or language. */
export const adminPostListQuerySchema = z.object({
  search: z
    .string()
    .max(ADMIN_POST_LIMITS.search, tooLong(ADMIN_POST_LIMITS.search))
    .optional()
    .transform((value) => value?.trim() || null),
  status: z
    .union([postStatusSchema, z.literal("")], { error: () => t("admin.posts.validation.status") })
    .optional()
    .transform((value): PostStatus | null => value || null),
  language: z
    .union([postLanguageSchema, z.literal("")], { error: "Language must be en (English), fr (French) or empty." })
    .optional()
    .transform((value): Language | null => value || null),
});

export type AdminPostListQuery = z.output<typeof adminPostListQuerySchema>;
