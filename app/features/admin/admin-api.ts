import type { PostStatus } from "../../../core/content/admin-post-input";
import type { Language } from "../../../core/i18n/languages";
import { API, type AnswerOf, type BodyOf, type Endpoint } from "../../../core/shared/api/endpoints";
import { callApi } from "../../lib/api-client";
import type { PostFormValues } from "./post-form";

/** Where the staff sign-in screen lives; every 401 from an admin API sends the user there. */
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_POSTS_PATH = "/admin/blog";
export const ADMIN_ANALYTICS_PATH = "/admin/analytics";
export const ADMIN_PRIVACY_PATH = "/admin/privacy";
export const ADMIN_ACCOUNT_PATH = "/admin/account";
export const ADMIN_STAFF_PATH = "/admin/staff";
export const ADMIN_AUDIT_PATH = "/admin/audit";
export const ADMIN_NEW_POST_PATH = "/admin/blog/new";
export const adminPostPath = (postId: string) => `/admin/blog/${encodeURIComponent(postId)}`;

/** A post in the staff list, and one as the editor loads it (core/shared/api/admin.ts). */
export type { AdminPostListItem as AdminPostSummary, AdminPostView as AdminPost } from "../../../core/shared/api/admin";

/**
 * A failed admin API call: the server's message (empty when it gave none, so each screen can use
 * the spec's fallback) and, when it named them, the fields at fault.
 */
export class AdminApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = "AdminApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The message to show for a failed call, or the fallback when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** Sends the user to the sign-in screen; the session has ended or never existed. */
export function redirectToLogin(): void {
  window.location.assign(ADMIN_LOGIN_PATH);
}

/**
 * Calls an admin API with the session cookie. A 401 sends the user to the sign-in screen (and the
 * returned promise never settles, so no error flashes while the page leaves); other failures throw
 * an AdminApiError carrying the server's message and the fields it named.
 */
export async function adminRequest<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  body?: BodyOf<E>,
): Promise<AnswerOf<E>> {
  const answer = await callApi(endpoint, body);
  if (answer.ok) return answer.data as AnswerOf<E>;
  if (answer.status === 401) {
    redirectToLogin();
    return new Promise<AnswerOf<E>>(() => {});
  }
  throw new AdminApiError(answer.status ?? 0, answer.message ?? "", answer.fields);
}

export const adminApi = {
  me: () => adminRequest(API.staffMe),
  logout: () => adminRequest(API.staffLogout),
  listPosts: (filters: { search: string; status: PostStatus | ""; language: Language | "" }) => {
    const query = new URLSearchParams();
    if (filters.search.trim()) query.set("search", filters.search.trim());
    if (filters.status) query.set("status", filters.status);
    if (filters.language) query.set("language", filters.language);
    return adminRequest(API.adminPosts(query.toString()));
  },
  getPost: (postId: string) => adminRequest(API.adminPost(postId)),
  createPost: (input: PostFormValues) => adminRequest(API.adminPostCreate, input),
  updatePost: (postId: string, input: PostFormValues) => adminRequest(API.adminPostUpdate(postId), input),
  deletePost: (postId: string) => adminRequest(API.adminPostDelete(postId)),
  setStatus: (postId: string, status: PostStatus) => adminRequest(API.adminPostStatus(postId), { status }),
  setFeatured: (postId: string, featured: boolean) => adminRequest(API.adminPostFeatured(postId), { featured }),
  publishPost: (postId: string) => adminRequest(API.adminPostPublish(postId)),
};
