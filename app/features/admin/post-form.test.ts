import { describe, expect, it } from "vitest";
import { t } from "../../../core/i18n/translate";
import type { AdminPost } from "./admin-api";
import {
  emptyPostForm,
  hasUnsavedChanges,
  postFormFromPost,
  postInputFromForm,
  previewContent,
  suggestSlug,
  validatePostForm,
  type PostFormValues,
} from "./post-form";

const validForm = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  ...emptyPostForm(),
  title: "Winter Tires in Quebec",
  slug: "winter-tires-in-quebec",
  contentMd: "Winter tires are required from December 1.",
  ...overrides,
});

describe("suggestSlug", () => {
  it.each([
    ["How to Save on Car Insurance", "how-to-save-on-car-insurance"],
    ["  Québec's Rules & You!  ", "quebecs-rules-and-you"],
    ["2026: What Changed?", "2026-what-changed"],
    ["---", ""],
    ["", ""],
  ])("suggests %j → %j", (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  it.each([
    ["L'assurance auto & vous", "l-assurance-auto-et-vous"],
    ["Conditions d’utilisation", "conditions-d-utilisation"],
    ["  Québec : ce qui change en 2026  ", "quebec-ce-qui-change-en-2026"],
    ["Ça coûte combien?", "ca-coute-combien"],
  ])("suggests a French slug %j → %j", (title, slug) => {
    expect(suggestSlug(title, "fr")).toBe(slug);
  });

  it("never ends with a hyphen after cutting a long title", () => {
    const slug = suggestSlug(`${"a".repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).not.toMatch(/-$/);
  });
});

describe("validatePostForm", () => {
  it("accepts a complete form", () => {
    expect(validatePostForm(validForm())).toEqual({});
  });

  it("requires title, slug and content, with the API's own messages", () => {
    expect(validatePostForm(emptyPostForm())).toEqual({
      title: t("admin.posts.validation.titleRequired"),
      slug: t("admin.posts.validation.slugRequired"),
      contentMd: t("admin.posts.validation.contentRequired"),
    });
    expect(validatePostForm(validForm({ title: "   ", contentMd: "\n  \n" }))).toEqual({
      title: t("admin.posts.validation.titleRequired"),
      contentMd: t("admin.posts.validation.contentRequired"),
    });
  });

  it.each(["Has Capitals", "two--hyphens", "-leading", "trailing-", "under_score", "accént"])(
    "refuses the slug %j",
    (slug) => {
      expect(validatePostForm(validForm({ slug }))).toEqual({ slug: t("admin.posts.validation.slugFormat") });
    },
  );

  it.each(["not a url", "ftp://example.com/a.jpg", "javascript:alert(1)", "//cdn.example.com/a.jpg"])(
    "refuses the cover image URL %j",
    (coverImageUrl) => {
      expect(validatePostForm(validForm({ coverImageUrl }))).toEqual({
        coverImageUrl: t("admin.posts.validation.coverImageUrl"),
      });
    },
  );

  it("accepts either language, and a translation id or none", () => {
    expect(validatePostForm(validForm({ language: "fr" }))).toEqual({});
    expect(validatePostForm(validForm({ translationId: "0b6c8c8e-1b39-4a2a-9d7e-3f1f7b1f2a10" }))).toEqual({});
    expect(validatePostForm(validForm({ translationId: "" }))).toEqual({});
  });

  it("refuses a language other than English or French and a translation that is not a post id", () => {
    expect(validatePostForm(validForm({ language: "de" as never }))).toEqual({
      language: "Language must be en (English) or fr (French).",
    });
    expect(validatePostForm(validForm({ translationId: "not-an-id" }))).toEqual({
      translationId: "Choose a post from the Translation list, or none.",
    });
  });

  it("accepts an http(s) cover image URL and empty optional fields", () => {
    expect(validatePostForm(validForm({ coverImageUrl: "https://example.com/cover.webp" }))).toEqual({});
    expect(validatePostForm(validForm({ coverImageUrl: "", category: "", insuranceType: "" }))).toEqual({});
  });
});

describe("postInputFromForm", () => {
  it("trims text fields but keeps the markdown as written", () => {
    const input = postInputFromForm(
      validForm({ title: "  Title  ", slug: " a-slug ", subtitle: "  ", contentMd: "  indented code\n" }),
    );
    expect(input).toMatchObject({ title: "Title", slug: "a-slug", subtitle: "", contentMd: "  indented code\n" });
  });
});

describe("postFormFromPost", () => {
  it("turns null fields into empty text and round-trips without unsaved changes", () => {
    const post: AdminPost = {
      id: "0b6c8c8e-1b39-4a2a-9d7e-3f1f7b1f2a10",
      title: "A post",
      slug: "a-post",
      status: "review",
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
      publishedAt: null,
      isFeatured: false,
      featuredOrder: null,
      subtitle: null,
      contentMd: "Body",
      excerpt: null,
      coverImageUrl: null,
      coverImageCaption: null,
      category: "tips",
      insuranceType: null,
      language: "fr",
      translationId: null,
    };
    const form = postFormFromPost(post);
    expect(form).toEqual({
      title: "A post",
      subtitle: "",
      slug: "a-post",
      contentMd: "Body",
      excerpt: "",
      coverImageUrl: "",
      coverImageCaption: "",
      category: "tips",
      insuranceType: "",
      status: "review",
      language: "fr",
      translationId: "",
    });
    expect(hasUnsavedChanges(form, postFormFromPost(post))).toBe(false);
    expect(hasUnsavedChanges({ ...form, excerpt: "New" }, form)).toBe(true);
    expect(hasUnsavedChanges({ ...form, language: "en" }, form)).toBe(true);
    expect(hasUnsavedChanges({ ...form, translationId: "0b6c8c8e-1b39-4a2a-9d7e-3f1f7b1f2a11" }, form)).toBe(true);
  });
});

describe("previewContent", () => {
  it("shows ten lines and says when more follow", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `line ${index + 1}`).join("\n");
    expect(previewContent(eleven)).toEqual({
      lines: Array.from({ length: 10 }, (_, index) => `line ${index + 1}`),
      isTruncated: true,
    });
    const ten = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join("\r\n");
    expect(previewContent(ten).isTruncated).toBe(false);
    expect(previewContent(ten).lines).toHaveLength(10);
  });
});
