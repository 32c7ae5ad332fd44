import { Eye, EyeOff, Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Link, useBlocker, useNavigate, type BlockerFunction } from "react-router";
import { otherLanguage, type Language } from "../../../core/i18n/languages";
import type { MessageKey } from "../../../core/i18n/messages-en";
import { POST_LANGUAGE_NAMES } from "../../../core/content/post-translation";
import { postPath } from "../../../core/shared/localized-paths";
import { describedBy, Field, inputClass } from "../../components/ui/form-field";
import { useNotice, type NoticeMessage } from "../../components/ui/notice";
import { useTranslate } from "../../i18n/use-translate";
import {
  ADMIN_POSTS_PATH,
  AdminApiError,
  adminApi,
  errorMessage,
  type AdminPost,
  type AdminPostSummary,
} from "./admin-api";
import { AdminShell } from "./admin-shell";
import { ChoiceSelect } from "./choice-select";
import { useConfirmDialog } from "./confirm-dialog";
import { ContentWarningsBox } from "./content-warnings-box";
import type { ListLocationState } from "./post-list";
import {
  emptyPostForm,
  hasUnsavedChanges,
  POST_CATEGORIES,
  POST_INSURANCE_TYPES,
  POST_LANGUAGES,
  POST_STATUSES,
  postFormFromPost,
  postInputFromForm,
  suggestSlug,
  validatePostForm,
  type PostFormErrors,
  type PostFormField,
  type PostFormValues,
} from "./post-form";
import { PostPreview } from "./post-preview";
import { STATUS_LABEL_KEYS } from "./post-status-badge";
import { LoadErrorBox, MessageBox } from "./status-boxes";
import "../../../core/i18n/messages/blog";
import "../../../core/i18n/messages/staff";

/** Field ids, in the order the form shows them (the first one in error gets the focus). */
const FIELD_IDS: Record<PostFormField, string> = {
  title: "post-title",
  subtitle: "post-subtitle",
  slug: "post-slug",
  language: "post-language",
  translationId: "post-translation",
  coverImageUrl: "post-cover-image-url",
  coverImageCaption: "post-cover-image-caption",
  category: "post-category",
  insuranceType: "post-insurance-type",
  excerpt: "post-excerpt",
  contentMd: "post-content",
  status: "post-status",
};

const CATEGORY_KEYS: Record<(typeof POST_CATEGORIES)[number], MessageKey> = {
  guides: "blog.category.guides",
  tips: "blog.category.tips",
  news: "blog.category.news",
  resources: "blog.category.resources",
};

const INSURANCE_TYPE_KEYS: Record<(typeof POST_INSURANCE_TYPES)[number], MessageKey> = {
  car: "admin.ui.insuranceType.car",
  home: "admin.ui.insuranceType.home",
  tenant: "admin.ui.insuranceType.tenant",
  condo: "admin.ui.insuranceType.condo",
  travel: "admin.ui.insuranceType.travel",
  life: "admin.ui.insuranceType.life",
};

function focusFirstError(errors: PostFormErrors): void {
  const first = (Object.keys(FIELD_IDS) as PostFormField[]).find((field) => errors[field]);
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
}

type LoadState = { status: "loading" } | { status: "ready" } | { status: "failed" };

type TranslationChoices = { status: "loading" | "failed"; posts: [] } | { status: "ready"; posts: AdminPostSummary[] };

/** The posts in the other language, any status, that the Translation select offers. */
function useTranslationChoices(language: Language, isReady: boolean): TranslationChoices {
  const [choices, setChoices] = useState<TranslationChoices>({ status: "loading", posts: [] });
  useEffect(() => {
    if (!isReady) return;
    let isCurrent = true;
    setChoices({ status: "loading", posts: [] });
    adminApi
      .listPosts({ search: "", status: "", language: otherLanguage(language) })
      .then(({ posts }) => isCurrent && setChoices({ status: "ready", posts }))
      .catch(() => isCurrent && setChoices({ status: "failed", posts: [] }));
    return () => {
      isCurrent = false;
    };
  }, [language, isReady]);
  return choices;
}

/** Staff screens stay English (decision 0035): these words are not in the message catalogue. */
const TRANSLATION_WORDS = {
  languageLabel: "Language",
  translationLabel: "Translation",
  none: "None (no translation)",
  loading: "Loading posts…",
  loadFailed: "The posts could not be loaded. Save without changing the translation, or try again later.",
  linkedElsewhere: "already the translation of another post",
  hint: (other: string) =>
    `The same post in ${other}. Readers switch between the two, and search engines are told they are one article.`,
  frenchSlugHint: (slug: string) =>
    `Lowercase letters, numbers and hyphens. The post's address: ${postPath(slug, "fr")}`,
};

/** Loads a saved post into the form, or starts an empty one for /admin/blog/new. */
function usePostForm(postId: string | undefined) {
  const [values, setValues] = useState<PostFormValues>(emptyPostForm);
  const [savedValues, setSavedValues] = useState<PostFormValues>(emptyPostForm);
  const [loadState, setLoadState] = useState<LoadState>(postId ? { status: "loading" } : { status: "ready" });

  useEffect(() => {
    if (!postId) return;
    let isCurrent = true;
    setLoadState({ status: "loading" });
    adminApi
      .getPost(postId)
      .then(({ post }) => {
        if (!isCurrent) return;
        const loaded = postFormFromPost(post);
        setValues(loaded);
        setSavedValues(loaded);
        setLoadState({ status: "ready" });
      })
      .catch(() => isCurrent && setLoadState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, [postId]);

  return { values, setValues, savedValues, setSavedValues, loadState };
}

/** Warns before the page is closed or left while the form holds unsaved edits. */
function useUnsavedChangesGuard(isDirty: boolean, isLeaving: React.RefObject<boolean>) {
  const t = useTranslate();
  const { confirm, dialog } = useConfirmDialog();
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their own "leave site?" prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty, isLeaving]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        isDirtyRef.current && !isLeaving.current && currentLocation.pathname !== nextLocation.pathname,
      [isLeaving],
    ),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm(t("admin.ui.editor.unsavedConfirm"), {
      confirmLabel: t("admin.ui.editor.discardChanges"),
      tone: "danger",
    }).then((isConfirmed) => (isConfirmed ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm, t]);

  return dialog;
}

/** The post editor: 'Create New Post' at /admin/blog/new, 'Edit Post' at /admin/blog/{postId}. */
export function PostEditor({ postId }: { postId?: string | undefined }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { notice, show } = useNotice();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const { values, setValues, savedValues, setSavedValues, loadState } = usePostForm(postId);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [isSlugEdited, setIsSlugEdited] = useState(Boolean(postId));
  const [isPreviewShown, setIsPreviewShown] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isPublishing, setIsPublishing] = useState(false);
  const isLeaving = useRef(false);
  const isDirty = loadState.status === "ready" && hasUnsavedChanges(values, savedValues);
  const unsavedDialog = useUnsavedChangesGuard(isDirty, isLeaving);
  const isWorking = isSaving || isPublishing;
  const translationChoices = useTranslationChoices(values.language, loadState.status === "ready");

  function update<Field extends PostFormField>(field: Field, value: PostFormValues[Field]) {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      if (field === "language" && value !== previous.language) {
        // A translation is in the other language, so a new language starts with none chosen.
        next.translationId = "";
        if (!isSlugEdited) next.slug = suggestSlug(previous.title, next.language);
      }
      if (field === "title" && !isSlugEdited) next.slug = suggestSlug(String(value), previous.language);
      return next;
    });
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function returnToList(message: NoticeMessage) {
    isLeaving.current = true;
    const state: ListLocationState = { notice: message };
    void navigate(ADMIN_POSTS_PATH, { state });
  }

  /** Checks the form, then creates or updates the post; returns the saved post or null. */
  async function save(): Promise<AdminPost | null> {
    const clientErrors = validatePostForm(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError(clientErrors);
      return null;
    }
    setIsSaving(true);
    try {
      const input = postInputFromForm(values);
      const { post } = postId ? await adminApi.updatePost(postId, input) : await adminApi.createPost(input);
      const saved = postFormFromPost(post);
      setValues(saved);
      setSavedValues(saved);
      return post;
    } catch (error) {
      if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length > 0) {
        const serverErrors: PostFormErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in FIELD_IDS) serverErrors[field as PostFormField] = message;
        }
        setErrors(serverErrors);
        focusFirstError(serverErrors);
      }
      show(t("admin.ui.editor.saveFailed", { message: errorMessage(error, t("admin.ui.unknownError")) }), "error");
      return null;
    } finally {
      setIsSaving(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isWorking) return;
    const post = await save();
    if (post) returnToList({ text: t("admin.ui.editor.saved"), tone: "success" });
  }

  async function handlePublish() {
    // The button exists only for a saved post; this guards any other way of asking (content spec, section 4).
    if (!postId) {
      show(t("admin.ui.editor.publishSaveFirst"), "error");
      return;
    }
    const isConfirmed = await confirm(t("admin.ui.editor.publishConfirm"), {
      confirmLabel: t("admin.ui.editor.publishNow"),
    });
    if (!isConfirmed) return;
    // Publishing works on the stored post, so edits made since the last save are saved first.
    if (isDirty && !(await save())) return;
    setIsPublishing(true);
    try {
      await adminApi.publishPost(postId);
      returnToList({ text: t("admin.ui.editor.published"), tone: "success" });
    } catch (error) {
      show(
        t("admin.ui.editor.publishFailed", { message: errorMessage(error, t("admin.ui.editor.publishFailedDefault")) }),
        "error",
      );
    } finally {
      setIsPublishing(false);
    }
  }

  const heading = t(postId ? "admin.ui.editor.editTitle" : "admin.ui.editor.createTitle");

  if (loadState.status !== "ready") {
    return (
      <AdminShell notice={notice}>
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        {loadState.status === "loading" ? (
          <MessageBox role="status" className="mt-6">
            {t("admin.ui.editor.loading")}
          </MessageBox>
        ) : (
          <LoadErrorBox className="mt-6" message={t("admin.ui.editor.loadFailed")}>
            <Link to={ADMIN_POSTS_PATH} className="button-secondary mt-4">
              {t("admin.ui.editor.backToList")}
            </Link>
          </LoadErrorBox>
        )}
      </AdminShell>
    );
  }

  /** What every control of the form carries: its id, name, error state, value and change handler. */
  const control = <Name extends PostFormField>(field: Name, options: { hint?: boolean } = {}) => ({
    id: FIELD_IDS[field],
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(FIELD_IDS[field], { hint: options.hint, error: errors[field] }),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value as PostFormValues[Name]),
    className: inputClass,
  });

  /** A control with its label (and hint) above and its error below. */
  const field = (name: PostFormField, label: MessageKey, input: ReactNode, hint?: string) => (
    <Field id={FIELD_IDS[name]} label={t(label)} hint={hint} error={errors[name]}>
      {input}
    </Field>
  );

  return (
    <AdminShell notice={notice}>
      <div className={`flex flex-wrap items-center justify-between gap-4 ${isPreviewShown ? "" : "max-w-4xl"}`}>
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        <button
          type="button"
          className="button-secondary"
          aria-expanded={isPreviewShown}
          aria-controls={isPreviewShown ? "post-preview" : undefined}
          onClick={() => setIsPreviewShown((shown) => !shown)}
        >
          {isPreviewShown ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
          {t(isPreviewShown ? "admin.ui.editor.hidePreview" : "admin.ui.editor.showPreview")}
        </button>
      </div>

      <div className={`mt-6 grid gap-6 ${isPreviewShown ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : "max-w-4xl"}`}>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label={heading}
          className="@container space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <p className="text-sm text-slate-600">{t("admin.ui.editor.requiredNote")}</p>
          {field(
            "title",
            "admin.ui.editor.titleLabel",
            <input {...control("title")} type="text" aria-required="true" />,
          )}
          {field("subtitle", "admin.ui.editor.subtitleLabel", <input {...control("subtitle")} type="text" />)}
          {field(
            "slug",
            "admin.ui.editor.slugLabel",
            <input
              {...control("slug", { hint: true })}
              type="text"
              aria-required="true"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => {
                setIsSlugEdited(event.target.value !== "");
                update("slug", event.target.value);
              }}
            />,
            values.language === "fr"
              ? TRANSLATION_WORDS.frenchSlugHint(values.slug.trim() || "…")
              : t("admin.ui.editor.slugHint", { slug: values.slug.trim() || "…" }),
          )}
          <div className="grid gap-5 @lg:grid-cols-2">
            <Field id={FIELD_IDS.language} label={TRANSLATION_WORDS.languageLabel} error={errors.language}>
              <select {...control("language")}>
                {POST_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {POST_LANGUAGE_NAMES[language]}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={FIELD_IDS.translationId}
              label={TRANSLATION_WORDS.translationLabel}
              hint={
                translationChoices.status === "failed"
                  ? TRANSLATION_WORDS.loadFailed
                  : TRANSLATION_WORDS.hint(POST_LANGUAGE_NAMES[otherLanguage(values.language)])
              }
              error={errors.translationId}
            >
              <select
                {...control("translationId", { hint: true })}
                aria-busy={translationChoices.status === "loading" ? true : undefined}
              >
                <option value="">{TRANSLATION_WORDS.none}</option>
                {translationChoices.status === "loading" && values.translationId && (
                  <option value={values.translationId}>{TRANSLATION_WORDS.loading}</option>
                )}
                {translationChoices.posts.map((post) => {
                  const isLinkedElsewhere = post.translationId !== null && post.translationId !== postId;
                  return (
                    <option key={post.id} value={post.id} disabled={isLinkedElsewhere}>
                      {`${post.title} (${post.slug}, ${t(STATUS_LABEL_KEYS[post.status]).toLowerCase()})${
                        isLinkedElsewhere ? `: ${TRANSLATION_WORDS.linkedElsewhere}` : ""
                      }`}
                    </option>
                  );
                })}
              </select>
            </Field>
          </div>
          <div className="grid gap-5 @lg:grid-cols-2">
            {field(
              "coverImageUrl",
              "admin.ui.editor.coverImageUrlLabel",
              <input {...control("coverImageUrl")} type="text" inputMode="url" placeholder="https://… or /images/…" />,
            )}
            {field(
              "coverImageCaption",
              "admin.ui.editor.coverImageCaptionLabel",
              <input {...control("coverImageCaption")} type="text" />,
            )}
          </div>
          <div className="grid gap-5 @lg:grid-cols-2 @2xl:grid-cols-3">
            {field(
              "category",
              "admin.ui.editor.categoryLabel",
              <ChoiceSelect
                {...control("category")}
                choices={POST_CATEGORIES}
                labelKeys={CATEGORY_KEYS}
                noneLabel="admin.ui.editor.noCategory"
              />,
            )}
            {field(
              "insuranceType",
              "admin.ui.editor.insuranceTypeLabel",
              <ChoiceSelect
                {...control("insuranceType")}
                choices={POST_INSURANCE_TYPES}
                labelKeys={INSURANCE_TYPE_KEYS}
                noneLabel="admin.ui.editor.noInsuranceType"
              />,
            )}
            {field(
              "status",
              "admin.ui.editor.statusLabel",
              <ChoiceSelect {...control("status")} choices={POST_STATUSES} labelKeys={STATUS_LABEL_KEYS} />,
            )}
          </div>
          {field("excerpt", "admin.ui.editor.excerptLabel", <textarea {...control("excerpt")} rows={3} />)}
          <ContentWarningsBox markdown={values.contentMd} />
          {field(
            "contentMd",
            "admin.ui.editor.contentLabel",
            <textarea
              {...control("contentMd")}
              aria-required="true"
              rows={20}
              spellCheck
              className={`${inputClass} font-mono text-sm leading-relaxed`}
            />,
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
            <Link to={ADMIN_POSTS_PATH} className="button-secondary">
              {t("admin.ui.editor.cancel")}
            </Link>
            <button type="submit" className={postId ? "button-secondary" : "button-primary"} disabled={isWorking}>
              {t(isSaving ? "admin.ui.editor.saving" : "admin.ui.editor.saveDraft")}
            </button>
            {postId && (
              <button
                type="button"
                className="button-primary"
                disabled={isWorking}
                onClick={() => void handlePublish()}
              >
                <Send aria-hidden="true" className="h-4 w-4" />
                {t(isPublishing ? "admin.ui.editor.publishing" : "admin.ui.editor.publishNow")}
              </button>
            )}
          </div>
        </form>
        {isPreviewShown && (
          // Above the form on narrow screens, next to the toggle; beside it from lg up.
          <div className="order-first lg:order-none lg:sticky lg:top-6 lg:self-start">
            <PostPreview values={values} />
          </div>
        )}
      </div>
      {confirmDialog}
      {unsavedDialog}
    </AdminShell>
  );
}
