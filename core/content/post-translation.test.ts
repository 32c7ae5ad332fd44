import { describe, expect, it } from "vitest";
import { checkTranslationLink, POST_LANGUAGE_NAMES, type TranslationPost } from "./post-translation";

const english: TranslationPost = { id: "e1", title: "Winter tires", language: "en" };
const french: TranslationPost = { id: "f1", title: "Pneus d'hiver", language: "fr" };

describe("checkTranslationLink", () => {
  it("links a post to a post in the other language that has no translation, either way round", () => {
    expect(checkTranslationLink({ id: "e1", language: "en" }, french, null)).toEqual({ ok: true });
    expect(checkTranslationLink({ id: "f1", language: "fr" }, english, null)).toEqual({ ok: true });
    expect(checkTranslationLink({ id: null, language: "fr" }, english, null)).toEqual({ ok: true });
  });

  it("keeps a link the two posts already have", () => {
    expect(checkTranslationLink({ id: "f1", language: "fr" }, english, { id: "f1", title: french.title })).toEqual({
      ok: true,
    });
  });

  it("refuses a post that does not exist", () => {
    expect(checkTranslationLink({ id: "e1", language: "en" }, null, null)).toMatchObject({
      ok: false,
      problem: "missing",
      message: "The post chosen as the translation does not exist. It may have been deleted.",
    });
  });

  it("refuses the post itself, even when its language changes in the same save", () => {
    // The stored row still says English while the save makes it French.
    expect(checkTranslationLink({ id: "e1", language: "fr" }, english, null)).toMatchObject({
      ok: false,
      problem: "self",
    });
  });

  it("refuses a post in the same language and names both languages", () => {
    const other: TranslationPost = { id: "e2", title: "Snow tires", language: "en" };
    expect(checkTranslationLink({ id: "e1", language: "en" }, other, null)).toEqual({
      ok: false,
      problem: "same_language",
      message: '"Snow tires" is in English, like this post. Its translation must be a post in French.',
    });
    expect(checkTranslationLink({ id: null, language: "fr" }, french, null)).toMatchObject({
      problem: "same_language",
      message: expect.stringContaining("must be a post in English"),
    });
  });

  it("refuses a post that is already the translation of a different post, naming that post", () => {
    expect(checkTranslationLink({ id: "f2", language: "fr" }, english, { id: "f1", title: "Pneus d'hiver" })).toEqual({
      ok: false,
      problem: "taken",
      message:
        '"Winter tires" is already the translation of "Pneus d\'hiver". Remove that link first, or choose another post.',
    });
    // A post being created is never the one already linked.
    expect(checkTranslationLink({ id: null, language: "en" }, french, { id: "e9", title: "Other" })).toMatchObject({
      problem: "taken",
    });
  });

  it("names the languages in English on the staff screens", () => {
    expect(POST_LANGUAGE_NAMES).toEqual({ en: "English", fr: "French" });
  });
});
