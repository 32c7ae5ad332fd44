/** The staff endpoints under /api/admin: what they take and what they answer (content-side spec, admin). */
import type { PostCategory, PostInsuranceType } from "../../content/blog-rules";
import { postStatusSchema, type PostStatus } from "../../content/admin-post-input";
import type { Language } from "../../i18n/languages";
import { t } from "../../i18n/translate";
import type { StaffRole } from "../staff-role";
import { z } from "../zod";
import "../../i18n/messages/staff";

/** Longer passwords are refused before any hashing (argon2 work grows with the input). */
export const STAFF_PASSWORD_MAX_LENGTH = 1024;

/** `POST /api/admin/login` (and the sign-in page's own form). */
export const staffLoginRequestSchema = z.object({
  email: z
    .string({ error: () => t("admin.auth.emailRequired") })
    .trim()
    .min(1, t("admin.auth.emailRequired"))
    .max(254, t("admin.auth.emailInvalid"))
    .pipe(z.email({ error: () => t("admin.auth.emailInvalid") })),
  password: z
    .string({ error: () => t("admin.auth.passwordRequired") })
    .min(1, t("admin.auth.passwordRequired"))
    .max(STAFF_PASSWORD_MAX_LENGTH, t("admin.auth.passwordTooLong", { max: STAFF_PASSWORD_MAX_LENGTH })),
});
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;
export type StaffLogin = z.output<typeof staffLoginRequestSchema>;

/** The answer to a sign-in and to `GET /api/admin/me`: who is signed in. */
export interface StaffIdentityResponse {
  staff: { email: string; role: StaffRole };
  /**
   * Present when the password was right but the sign-in is not finished (decision 0053): `code`, send
   * a two-factor code to `POST /api/admin/login/code`; `enrol`, set two-factor sign-in up first.
   */
  twoFactor?: "code" | "enrol";
}

/** The second step of a sign-in: a six-digit code from the app, or a recovery code. */
export const staffLoginCodeRequestSchema = z.object({
  code: z
    .string({ error: () => t("admin.auth.codeRequired") })
    .trim()
    .min(1, t("admin.auth.codeRequired"))
    .max(40, t("admin.auth.invalidCode")),
});

/** A post in the staff list. */
export interface AdminPostListItem {
  id: string;
  title: string;
  slug: string;
  status: PostStatus;
  createdAt: string;
  isFeatured: boolean;
  /** 1 to 6 among the featured posts of the post's own language. */
  featuredOrder: number | null;
  language: Language;
  /** The post in the other language linked as this one's translation (either way round), or null. */
  translationId: string | null;
}

/** A post as the editor loads and saves it. */
export interface AdminPostView extends AdminPostListItem {
  subtitle: string | null;
  contentMd: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  coverImageCaption: string | null;
  category: PostCategory | null;
  insuranceType: PostInsuranceType | null;
  updatedAt: string;
  publishedAt: string | null;
}

export interface AdminPostListResponse {
  posts: AdminPostListItem[];
}

export interface AdminPostResponse {
  post: AdminPostView;
}

export const postStatusRequestSchema = z.object({ status: postStatusSchema }).strict();
export type PostStatusRequest = z.input<typeof postStatusRequestSchema>;

export const postFeaturedRequestSchema = z
  .object({ featured: z.boolean({ error: () => t("admin.posts.validation.featured") }) })
  .strict();
export type PostFeaturedRequest = z.input<typeof postFeaturedRequestSchema>;

/** The spec's `POST /api/admin/publish`. */
export const publishRequestSchema = z.object({ postId: z.string({ error: () => t("admin.posts.badId") }) }).strict();
