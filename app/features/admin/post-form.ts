import { ADMIN_POST_LIMITS, adminPostInputSchema } from "../../../core/content/admin-post-input";
import { POST_CATEGORIES, POST_INSURANCE_TYPES, POST_STATUSES } from "../../../core/content/blog-rules";
import type { PostCategory, PostInsuranceType } from "../../../core/content/blog-rules";
import type { PostStatus } from "../../../core/content/admin-post-input";
import { LANGUAGES, type Language } from "../../../core/i18n/languages";
import type { AdminPostView as AdminPost } from "../../../core/shared/api/admin";

export type { Language, PostCategory, PostInsuranceType, PostStatus };

export { POST_CATEGORIES, POST_INSURANCE_TYPES, POST_STATUSES };

/** The language select's choices, English first (the default). */
export const POST_LANGUAGES: readonly Language[] = LANGUAGES;

/** The editor's form: every field as the text the user typed (empty optional fields are saved as null). */
export interface PostFormValues {
  title: string;
  subtitle: string;
  slug: string;
  contentMd: string;
  excerpt: string;
  coverImageUrl: string;
  coverImageCaption: string;
  category: PostCategory | "";
  insuranceType: PostInsuranceType | "";
  status: PostStatus;
  language: Language;
  /** The post in the other language linked as this one's translation; "" for none. */
  translationId: string;
}
export type PostFormField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostFormField, string>>;

/** Editor preview: the first lines of content, then '...' (content spec, section 9). */
export const PREVIEW_LINE_COUNT = 10;

export function emptyPostForm(): PostFormValues {
  return {
    title: "",
    subtitle: "",
    slug: "",
    contentMd: "",
    excerpt: "",
    coverImageUrl: "",
    coverImageCaption: "",
    category: "",
    insuranceType: "",
    status: "draft",
    language: "en",
    translationId: "",
  };
}

/** The form as it starts for a saved post (null fields become empty text). */
export function postFormFromPost(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    subtitle: post.subtitle ?? "",
    slug: post.slug,
    contentMd: post.contentMd,
    excerpt: post.excerpt ?? "",
    coverImageUrl: post.coverImageUrl ?? "",
    coverImageCaption: post.coverImageCaption ?? "",
    category: post.category ?? "",
    insuranceType: post.insuranceType ?? "",
    status: post.status,
    language: post.language,
    translationId: post.translationId ?? "",
  };
}

/**
 * A slug suggested from a title: lowercase letters, digits and single hyphens, accents dropped. In
 * French "&" reads "et" and an elided word keeps its own place ("d'utilisation" → "d-utilisation", as
 * the French slugs do, docs/french.md); in English an apostrophe just goes ("Québec's" → "quebecs").
 */
export function suggestSlug(title: string, language: Language = "en"): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, language === "fr" ? " et " : " and ")
    .replace(/['’]/g, language === "fr" ? "-" : "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ADMIN_POST_LIMITS.slug)
    .replace(/-+$/, "");
}

/**
 * The checks the browser makes before calling the API, with the very schema the API uses (content
 * spec, section 5: Title, Slug and Content required, the cover image an http(s) URL). Returns the
 * first message for each field at fault.
 */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const parsed = adminPostInputSchema.safeParse(values);
  const errors: PostFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values) errors[field as PostFormField] ??= issue.message;
  }
  return errors;
}

/** What is sent to the API: trimmed text; the server stores empty optional fields as null. */
export function postInputFromForm(values: PostFormValues): PostFormValues {
  return {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    slug: values.slug.trim(),
    contentMd: values.contentMd,
    excerpt: values.excerpt.trim(),
    coverImageUrl: values.coverImageUrl.trim(),
    coverImageCaption: values.coverImageCaption.trim(),
    category: values.category,
    insuranceType: values.insuranceType,
    status: values.status,
    language: values.language,
    translationId: values.translationId,
  };
}

/** The preview's content: the first ten lines, and whether more follow (shown as '...'). */
export function previewContent(markdown: string): { lines: string[]; isTruncated: boolean } {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  return { lines: lines.slice(0, PREVIEW_LINE_COUNT), isTruncated: lines.length > PREVIEW_LINE_COUNT };
}

/** True when the form differs from what was last loaded or saved. */
export function hasUnsavedChanges(current: PostFormValues, saved: PostFormValues): boolean {
  return (Object.keys(saved) as PostFormField[]).some((field) => current[field] !== saved[field]);
}
