import { describe, expect, it } from "vitest";
import { EMPTY_POST_OPTIONALS } from "../../tests/fixtures/admin-posts";
import { t } from "../i18n/translate";
import {
  adminPostInputSchema,
  adminPostListQuerySchema,
  POST_SLUG_PATTERN,
  usableCoverImage,
} from "./admin-post-input";

const valid = {
  title: "Title",
  slug: "a-post",
  contentMd: "Body",
  status: "draft",
};

describe("adminPostInputSchema", () => {
  it("saves empty, blank, null and missing optional fields as null", () => {
    const parsed = adminPostInputSchema.parse({
      ...valid,
      subtitle: "  ",
      excerpt: "",
      coverImageUrl: null,
      category: "",
      insuranceType: null,
    });
    expect(parsed).toEqual({ ...valid, ...EMPTY_POST_OPTIONALS });
  });

  it("keeps the content as written (no trimming) but trims the other texts", () => {
    const parsed = adminPostInputSchema.parse({ ...valid, title: " T ", contentMd: "\n  indented\n", excerpt: " e " });
    expect(parsed).toMatchObject({ title: "T", contentMd: "\n  indented\n", excerpt: "e" });
  });

  it.each(["https://cdn.example.com/a.png", "http://example.com/x?y=1", "/images/blog/winter-tires.svg"])(
    "accepts the cover URL %s",
    (url) => {
      expect(adminPostInputSchema.safeParse({ ...valid, coverImageUrl: url }).success).toBe(true);
    },
  );

  it.each([
    "example.com/a.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "https://exa mple.com/a.png",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
  ])("refuses the cover URL %s", (url) => {
    const result = adminPostInputSchema.safeParse({ ...valid, coverImageUrl: url });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["coverImageUrl"],
      message: t("admin.posts.validation.coverImageUrl"),
    });
  });

  it("accepts lowercase slugs with single hyphens only", () => {
    for (const slug of ["a", "car-insurance-2026", "x1-y2"]) expect(POST_SLUG_PATTERN.test(slug)).toBe(true);
    for (const slug of ["A-post", "a--b", "-a", "a-", "a_b", "é", "a b"])
      expect(POST_SLUG_PATTERN.test(slug)).toBe(false);
  });
});

describe("usableCoverImage", () => {
  it("keeps a path on this site or an http(s) address", () => {
    expect(usableCoverImage(" /images/blog/a.jpg ")).toBe("/images/blog/a.jpg");
    expect(usableCoverImage("https://cdn.example.ca/a.png")).toBe("https://cdn.example.ca/a.png");
  });

  it("drops anything else a stored row might hold", () => {
    for (const address of [
      null,
      "",
      "javascript:window.__xss=1",
      " JaVaScRiPt:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "vbscript:msgbox(1)",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "/a b.png",
      "http://",
    ]) {
      expect(usableCoverImage(address), String(address)).toBeNull();
    }
  });
});

describe("adminPostInputSchema: language and translation", () => {
  it("leaves both out when they are not sent, so an update keeps what the post has", () => {
    const parsed = adminPostInputSchema.parse(valid);
    expect(parsed.language).toBeUndefined();
    expect(parsed.translationId).toBeUndefined();
  });

  it("reads an empty or null translation as none and lowercases an id", () => {
    expect(adminPostInputSchema.parse({ ...valid, translationId: "" }).translationId).toBeNull();
    expect(adminPostInputSchema.parse({ ...valid, translationId: null }).translationId).toBeNull();
    expect(
      adminPostInputSchema.parse({ ...valid, language: "fr", translationId: "0B6C8C8E-1B39-4A2A-9D7E-3F1F7B1F2A10" }),
    ).toMatchObject({ language: "fr", translationId: "0b6c8c8e-1b39-4a2a-9d7e-3f1f7b1f2a10" });
  });

  it.each([["de"], [""], [null], [1]])("refuses the language %j", (language) => {
    const result = adminPostInputSchema.safeParse({ ...valid, language });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["language"] });
  });

  it.each([["not-an-id"], [42], [{}], ["00000000-0000-4000-8000-00000000000g"]])(
    "refuses the translation %j",
    (translationId) => {
      const result = adminPostInputSchema.safeParse({ ...valid, translationId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["translationId"],
        message: "Choose a post from the Translation list, or none.",
      });
    },
  );
});

describe("adminPostListQuerySchema", () => {
  it("reads an empty filter as none and trims the search", () => {
    const none = { search: null, status: null, language: null };
    expect(adminPostListQuerySchema.parse({})).toEqual(none);
    expect(adminPostListQuerySchema.parse({ search: "  ", status: "", language: "" })).toEqual(none);
    expect(adminPostListQuerySchema.parse({ search: " car ", status: "review", language: "fr" })).toEqual({
      search: "car",
      status: "review",
      language: "fr",
    });
  });

  it("refuses an unknown status or language", () => {
    expect(adminPostListQuerySchema.safeParse({ status: "archived" }).success).toBe(false);
    expect(adminPostListQuerySchema.safeParse({ language: "de" }).success).toBe(false);
    expect(adminPostListQuerySchema.safeParse({ language: "FR" }).success).toBe(false);
  });
});
