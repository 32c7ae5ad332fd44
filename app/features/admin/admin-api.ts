import type { PostCategory, PostInsuranceType, PostStatus } from "./post-form";

/** Where the staff sign-in screen lives; every 401 from an admin API sends the user there. */
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_POSTS_PATH = "/admin/blog";
export const ADMIN_ANALYTICS_PATH = "/admin/analytics";
export const ADMIN_PRIVACY_PATH = "/admin/privacy";
export const ADMIN_NEW_POST_PATH = "/admin/blog/new";
export const adminPostPath = (postId: string) => `/admin/blog/${encodeURIComponent(postId)}`;

export interface AdminPostSummary {
  id: string;
  title: string;
  slug: string;
  status: PostStatus;
  createdAt: string;
  isFeatured: boolean;
  featuredOrder: number | null;
}

export interface AdminPost extends AdminPostSummary {
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

export interface AdminPostInput {
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
}

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

/**
 * Field errors from the standard error body. The server names them either as `details` (a list of
 * `{ field, message }`, as the contact API does) or as a `fields` map (`{ slug: "..." }`).
 */
export function fieldErrorsFromBody(body: unknown): Record<string, string> {
  const error = (body as { error?: { details?: unknown; fields?: unknown } } | null)?.error;
  const errors: Record<string, string> = {};
  const details = error?.details;
  const detailList = Array.isArray(details)
    ? details
    : Array.isArray((details as { fields?: unknown } | undefined)?.fields)
      ? (details as { fields: unknown[] }).fields
      : [];
  for (const detail of detailList) {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === "string" && typeof message === "string") errors[field] ??= message;
  }
  const maps = [error?.fields, (details as { fields?: unknown } | undefined)?.fields];
  for (const map of maps) {
    if (map && typeof map === "object" && !Array.isArray(map)) {
      for (const [field, message] of Object.entries(map)) {
        if (typeof message === "string") errors[field] ??= message;
      }
    }
  }
  return errors;
}

function messageFromBody(body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message.trim() : "";
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
 * an AdminApiError carrying the server's message.
 */
export async function adminRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch (error) {
    throw new AdminApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401) {
    redirectToLogin();
    return new Promise<T>(() => {});
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new AdminApiError(response.status, messageFromBody(body), fieldErrorsFromBody(body));
  }
  return body as T;
}

const POSTS_API = "/api/admin/posts";
const postApi = (postId: string) => `${POSTS_API}/${encodeURIComponent(postId)}`;

export const adminApi = {
  me: () => adminRequest<{ staff: { email: string; role: string } }>("/api/admin/me"),
  logout: () => adminRequest<void>("/api/admin/logout", { method: "POST" }),
  listPosts: (filters: { search: string; status: PostStatus | "" }) => {
    const query = new URLSearchParams();
    if (filters.search.trim()) query.set("search", filters.search.trim());
    if (filters.status) query.set("status", filters.status);
    const text = query.toString();
    return adminRequest<{ posts: AdminPostSummary[] }>(text ? `${POSTS_API}?${text}` : POSTS_API);
  },
  getPost: (postId: string) => adminRequest<{ post: AdminPost }>(postApi(postId)),
  createPost: (input: AdminPostInput) => adminRequest<{ post: AdminPost }>(POSTS_API, { method: "POST", body: input }),
  updatePost: (postId: string, input: AdminPostInput) =>
    adminRequest<{ post: AdminPost }>(postApi(postId), { method: "PUT", body: input }),
  deletePost: (postId: string) => adminRequest<void>(postApi(postId), { method: "DELETE" }),
  setStatus: (postId: string, status: PostStatus) =>
    adminRequest<{ post: AdminPost }>(`${postApi(postId)}/status`, { method: "POST", body: { status } }),
  setFeatured: (postId: string, featured: boolean) =>
    adminRequest<{ post: AdminPost }>(`${postApi(postId)}/featured`, { method: "POST", body: { featured } }),
  publishPost: (postId: string) => adminRequest<{ post: AdminPost }>(`${postApi(postId)}/publish`, { method: "POST" }),
};
