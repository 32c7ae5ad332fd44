import { Pencil, Plus, Search, Star, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { inputClass } from "../../components/ui/form-field";
import { useNotice, type NoticeMessage } from "../../components/ui/notice";
import { useTranslate } from "../../i18n/use-translate";
import { formatLongDate } from "../../lib/format-date";
import { POST_LANGUAGE_NAMES } from "../../../core/content/post-translation";
import type { Language } from "../../../core/i18n/languages";
import { ADMIN_NEW_POST_PATH, adminApi, adminPostPath, errorMessage, type AdminPostSummary } from "./admin-api";
import { AdminShell } from "./admin-shell";
import { ChoiceSelect } from "./choice-select";
import { ColumnHeaders } from "./column-headers";
import { useConfirmDialog } from "./confirm-dialog";
import { POST_LANGUAGES, type PostStatus } from "./post-form";
import { PostLanguageBadge } from "./post-language-badge";
import { PostStatusBadge, STATUS_LABEL_KEYS } from "./post-status-badge";
import { LoadErrorBox, MessageBox } from "./status-boxes";
import { useDebouncedValue } from "./use-debounced-value";
import "../../../core/i18n/messages/staff";

/** How long the search waits after the last key press before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The status filter's choices in the spec's order, after 'All Status'. */
const FILTER_STATUSES: readonly PostStatus[] = ["published", "draft", "review"];

/** A notice handed over by the editor when it returns here after a save or a publish. */
export interface ListLocationState {
  notice?: NoticeMessage;
}

type PostAction = "status" | "featured" | "delete";

interface PostListState {
  posts: AdminPostSummary[] | null;
  isLoading: boolean;
  loadError: string | null;
}

/** The list's filters, as the API takes them ("" for all). */
interface PostListFilters {
  search: string;
  status: PostStatus | "";
  language: Language | "";
}

function usePosts(filters: PostListFilters, unknownError: string) {
  const { search, status, language } = filters;
  const [state, setState] = useState<PostListState>({ posts: null, isLoading: true, loadError: null });
  const latestRequest = useRef(0);

  const load = useCallback(
    async (options: { quiet: boolean }) => {
      const request = ++latestRequest.current;
      if (!options.quiet) setState((previous) => ({ ...previous, isLoading: true, loadError: null }));
      try {
        const result = await adminApi.listPosts({ search, status, language });
        if (request === latestRequest.current) setState({ posts: result.posts, isLoading: false, loadError: null });
      } catch (error) {
        if (request === latestRequest.current)
          setState({ posts: null, isLoading: false, loadError: errorMessage(error, unknownError) });
      }
    },
    [search, status, language, unknownError],
  );

  useEffect(() => {
    void load({ quiet: false });
  }, [load]);

  return { ...state, reload: () => load({ quiet: true }), retry: () => load({ quiet: false }) };
}

/** The admin post list (/admin/blog): search, status and language filters, and each post's actions. */
export function PostList() {
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const { notice, show } = useNotice();
  const { confirm, dialog } = useConfirmDialog();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<PostStatus | "">("");
  const [language, setLanguage] = useState<Language | "">("");
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { posts, isLoading, loadError, reload, retry } = usePosts(
    { search: debouncedSearch, status, language },
    t("admin.ui.unknownError"),
  );
  const [busy, setBusy] = useState<{ postId: string; action: PostAction } | null>(null);

  // A save or publish in the editor ends here with its message; show it once, then forget it.
  useEffect(() => {
    const handedOver = (location.state as ListLocationState | null)?.notice;
    if (handedOver) {
      show(handedOver.text, handedOver.tone);
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate, show]);

  async function runAction(post: AdminPostSummary, action: PostAction, call: () => Promise<unknown>, failure: string) {
    setBusy({ postId: post.id, action });
    try {
      await call();
      await reload();
    } catch {
      show(failure, "error");
    } finally {
      setBusy(null);
    }
  }

  const actions: PostRowActions = {
    busy,
    toggleStatus: (post) =>
      runAction(
        post,
        "status",
        () => adminApi.setStatus(post.id, post.status === "published" ? "draft" : "published"),
        t("admin.ui.list.statusFailed"),
      ),
    toggleFeatured: (post) =>
      runAction(
        post,
        "featured",
        () => adminApi.setFeatured(post.id, !post.isFeatured),
        t("admin.ui.list.featuredFailed"),
      ),
    remove: async (post) => {
      const isConfirmed = await confirm(t("admin.ui.list.deleteConfirm"), {
        confirmLabel: t("admin.ui.list.delete"),
        tone: "danger",
      });
      if (isConfirmed)
        await runAction(post, "delete", () => adminApi.deletePost(post.id), t("admin.ui.list.deleteFailed"));
    },
  };

  return (
    <AdminShell notice={notice}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("admin.ui.list.title")}</h1>
        <Link to={ADMIN_NEW_POST_PATH} className="button-primary">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("admin.ui.list.newPost")}
        </Link>
      </div>

      <div role="search" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_14rem]">
        <div className="relative">
          <label htmlFor="admin-post-search" className="sr-only">
            {t("admin.ui.list.searchLabel")}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="admin-post-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("admin.ui.list.searchPlaceholder")}
            className={`${inputClass} pl-9`}
          />
        </div>
        <div>
          <label htmlFor="admin-post-status" className="sr-only">
            {t("admin.ui.list.statusFilterLabel")}
          </label>
          <ChoiceSelect
            id="admin-post-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as PostStatus | "")}
            choices={FILTER_STATUSES}
            labelKeys={STATUS_LABEL_KEYS}
            noneLabel="admin.ui.list.allStatus"
          />
        </div>
        <div>
          <label htmlFor="admin-post-language" className="sr-only">
            Filter by language
          </label>
          <select
            id="admin-post-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language | "")}
            className={inputClass}
          >
            <option value="">All Languages</option>
            {POST_LANGUAGES.map((choice) => (
              <option key={choice} value={choice}>
                {POST_LANGUAGE_NAMES[choice]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6" aria-busy={isLoading}>
        {isLoading ? (
          <MessageBox role="status">{t("admin.ui.list.loading")}</MessageBox>
        ) : loadError !== null ? (
          <LoadErrorBox message={t("admin.ui.list.loadFailed", { message: loadError })}>
            <button type="button" className="button-secondary mt-4" onClick={() => void retry()}>
              {t("admin.ui.list.retry")}
            </button>
          </LoadErrorBox>
        ) : !posts || posts.length === 0 ? (
          <MessageBox>{t("admin.ui.list.empty")}</MessageBox>
        ) : (
          <>
            <PostTable posts={posts} actions={actions} />
            <PostCards posts={posts} actions={actions} />
          </>
        )}
      </div>
      {dialog}
    </AdminShell>
  );
}

interface PostRowActions {
  busy: { postId: string; action: PostAction } | null;
  toggleStatus: (post: AdminPostSummary) => Promise<void>;
  toggleFeatured: (post: AdminPostSummary) => Promise<void>;
  remove: (post: AdminPostSummary) => Promise<void>;
}

const smallButton =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none";

function FeaturedToggle({ post, actions }: { post: AdminPostSummary; actions: PostRowActions }) {
  const t = useTranslate();
  const isBusy = actions.busy?.postId === post.id;
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-pressed={post.isFeatured}
        aria-label={t("admin.ui.list.featureToggle", { title: post.title })}
        disabled={isBusy}
        onClick={() => void actions.toggleFeatured(post)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 disabled:opacity-50 aria-pressed:text-yellow-600"
      >
        <Star aria-hidden="true" className="h-5 w-5" fill={post.isFeatured ? "currentColor" : "none"} />
      </button>
      {post.isFeatured && post.featuredOrder !== null && (
        <span className="text-sm font-semibold text-slate-700">
          {t("admin.ui.list.featuredOrder", { order: post.featuredOrder })}
        </span>
      )}
    </span>
  );
}

function PostActionButtons({ post, actions }: { post: AdminPostSummary; actions: PostRowActions }) {
  const t = useTranslate();
  const isBusy = actions.busy?.postId === post.id;
  const isPublished = post.status === "published";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={isBusy}
        onClick={() => void actions.toggleStatus(post)}
        aria-label={t(isPublished ? "admin.ui.list.unpublishPost" : "admin.ui.list.publishPost", { title: post.title })}
        className={`${smallButton} ${
          isPublished
            ? "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
            : "border-green-700 bg-green-700 text-white hover:bg-green-800"
        }`}
      >
        {t(isPublished ? "admin.ui.list.unpublish" : "admin.ui.list.publish")}
      </button>
      <Link
        to={adminPostPath(post.id)}
        aria-label={t("admin.ui.list.editPost", { title: post.title })}
        className={`${smallButton} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t("admin.ui.list.edit")}
      </Link>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => void actions.remove(post)}
        aria-label={t("admin.ui.list.deletePost", { title: post.title })}
        className={`${smallButton} border-red-200 bg-white text-red-700 hover:bg-red-50`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t("admin.ui.list.delete")}
      </button>
    </div>
  );
}

/** The table, from the md breakpoint up. */
function PostTable({ posts, actions }: { posts: AdminPostSummary[]; actions: PostRowActions }) {
  const t = useTranslate();
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("admin.ui.list.tableCaption")}</caption>
        <ColumnHeaders
          className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600"
          cellClassName="px-4 py-3"
          headers={[
            t("admin.ui.list.columnTitle"),
            "Language",
            t("admin.ui.list.columnStatus"),
            t("admin.ui.list.columnCreated"),
            t("admin.ui.list.columnFeatured"),
            t("admin.ui.list.columnActions"),
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {posts.map((post) => (
            <tr key={post.id} data-post-slug={post.slug} className="align-middle">
              <td className="max-w-md px-4 py-3">
                <span className="block font-semibold text-slate-900">{post.title}</span>
                <span className="block break-all text-slate-600">{post.slug}</span>
              </td>
              <td className="px-4 py-3">
                <PostLanguageBadge language={post.language} hasTranslation={post.translationId !== null} />
              </td>
              <td className="px-4 py-3">
                <PostStatusBadge status={post.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatLongDate(post.createdAt)}</td>
              <td className="px-4 py-3">
                <FeaturedToggle post={post} actions={actions} />
              </td>
              <td className="px-4 py-3">
                <PostActionButtons post={post} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same posts as cards below the md breakpoint, where six columns do not fit. */
function PostCards({ posts, actions }: { posts: AdminPostSummary[]; actions: PostRowActions }) {
  const t = useTranslate();
  return (
    <ul aria-label={t("admin.ui.list.tableCaption")} className="space-y-3 md:hidden">
      {posts.map((post) => (
        <li
          key={post.id}
          data-post-slug={post.slug}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{post.title}</p>
              <p className="break-all text-sm text-slate-600">{post.slug}</p>
            </div>
            <FeaturedToggle post={post} actions={actions} />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <PostStatusBadge status={post.status} />
            <PostLanguageBadge language={post.language} hasTranslation={post.translationId !== null} />
            <span>{formatLongDate(post.createdAt)}</span>
          </div>
          <div className="mt-3">
            <PostActionButtons post={post} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
