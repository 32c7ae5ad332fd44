/**
 * One contract per endpoint: its method, its path, the body it takes and what it answers. The
 * server parses each body with the schema named beside its type (in this folder or next to the data
 * it describes) and answers with the type; the browser's one client (app/lib/api-client.ts) takes
 * an endpoint from here, so a changed field breaks the build, not the visitor. Errors always have the
 * shape `ErrorBody` (core/shared/errors.ts).
 */
import type { AdminPostFormValues } from "../../content/admin-post-input";
import type { ContactMessageInput } from "../contact";
import type { ErrorBody } from "../errors";
import type { AnalysisStage, PolicySummary } from "../policy-upload";
import type { QuoteFormInput } from "../quote-form";
import type {
  AdminPostListResponse,
  AdminPostResponse,
  PostFeaturedRequest,
  PostStatusRequest,
  StaffIdentityResponse,
  StaffLoginRequest,
} from "./admin";
import type {
  ChatConsentRequest,
  ChatConsentResponse,
  ChatInit,
  ChatMessageRequest,
  ChatReply,
  ChatResumeLinkRequest,
  ChatResumeLinkResponse,
} from "./chat";
import type { CoverageRequest, QuoteClick, QuoteClickResponse, SessionStartResponse } from "./quotes";
import { ANALYTICS_TRACK } from "./analytics";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** An endpoint: `Body` is what it takes (`undefined` for none), `Answer` what a success carries. */
export interface Endpoint<Body, Answer> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Types only, never set: they let the client infer the body and answer. */
  readonly types?: { body: Body; answer: Answer };
}

export type BodyOf<E> = E extends Endpoint<infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<unknown, infer Answer> ? Answer : never;

const endpoint = <Body, Answer>(method: HttpMethod, path: string): Endpoint<Body, Answer> => ({ method, path });

/** `POST /api/policy/analyze` answers NDJSON when asked: a line per stage, then the summary or an error. */
export type PolicyAnalysisLine = { stage: AnalysisStage } | { summary: PolicySummary } | ErrorBody;

const adminPost = (postId: string) => `/api/admin/posts/${encodeURIComponent(postId)}`;

export const API = {
  chatInit: endpoint<Extract<ChatMessageRequest, { action: "init" }>, ChatInit>("POST", "/api/chat/message"),
  chatMessage: endpoint<Exclude<ChatMessageRequest, { action: "init" }>, ChatReply>("POST", "/api/chat/message"),
  chatConsent: endpoint<ChatConsentRequest, ChatConsentResponse>("POST", "/api/chat/consent"),
  chatResumeLink: endpoint<ChatResumeLinkRequest, ChatResumeLinkResponse>("POST", "/api/chat/resume-link"),
  contact: endpoint<ContactMessageInput, { ok: true; id?: string }>("POST", "/api/contact"),
  sessionStart: endpoint<QuoteFormInput, SessionStartResponse>("POST", "/api/session/start"),
  sessionCoverage: endpoint<CoverageRequest, SessionStartResponse>("POST", "/api/session/coverage"),
  quoteClick: endpoint<QuoteClick, QuoteClickResponse>("POST", "/api/quotes/click"),
  /** The body is a multipart form (`file`, `consent`); JSON with a data URL is the spec's other way. */
  policyAnalyze: endpoint<FormData, { summary: PolicySummary }>("POST", "/api/policy/analyze"),
  analyticsTrack: ANALYTICS_TRACK,
  staffLogin: endpoint<StaffLoginRequest, StaffIdentityResponse>("POST", "/api/admin/login"),
  staffLogout: endpoint<undefined, undefined>("POST", "/api/admin/logout"),
  staffMe: endpoint<undefined, StaffIdentityResponse>("GET", "/api/admin/me"),
  adminPosts: (query: string) =>
    endpoint<undefined, AdminPostListResponse>("GET", query ? `/api/admin/posts?${query}` : "/api/admin/posts"),
  adminPostCreate: endpoint<AdminPostFormValues, AdminPostResponse>("POST", "/api/admin/posts"),
  adminPost: (postId: string) => endpoint<undefined, AdminPostResponse>("GET", adminPost(postId)),
  adminPostUpdate: (postId: string) => endpoint<AdminPostFormValues, AdminPostResponse>("PUT", adminPost(postId)),
  adminPostDelete: (postId: string) => endpoint<undefined, undefined>("DELETE", adminPost(postId)),
  adminPostStatus: (postId: string) =>
    endpoint<PostStatusRequest, AdminPostResponse>("POST", `${adminPost(postId)}/status`),
  adminPostFeatured: (postId: string) =>
    endpoint<PostFeaturedRequest, AdminPostResponse>("POST", `${adminPost(postId)}/featured`),
  adminPostPublish: (postId: string) => endpoint<undefined, AdminPostResponse>("POST", `${adminPost(postId)}/publish`),
} as const;
