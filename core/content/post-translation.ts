import { type Language } from "../i18n/languages";

/**
 * Posts and their translations (decisions 0035, 0036). A post is written in one language and may be
 * linked to one post in the other language, its translation; the link is stored on the French post
 * (`translation_of`, the English post it translates) and read both ways.
 *
 * Staff screens stay English (decision 0035), so the words here are English.
 */

/** A language as the staff screens name it. */
export const POST_LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", fr: "French" };

/** A post as the translation rule needs it. */
export interface TranslationPost {
  id: string;
  title: string;
  language: Language;
}

export type TranslationLinkProblem = "self" | "missing" | "same_language" | "taken";

export type TranslationLinkCheck = { ok: true } | { ok: false; problem: TranslationLinkProblem; message: string };

/**
 * Whether a post may name `target` as its translation, and why not: the target must exist, be another
 * post, be written in the other language, and not already be the translation of a different post
 * (`targetTwin`, the post it is linked to now, if any). `post.id` is null while the post is created.
 */
export function checkTranslationLink(
  post: { id: string | null; language: Language },
  target: TranslationPost | null,
  targetTwin: Pick<TranslationPost, "id" | "title"> | null,
): TranslationLinkCheck {
  if (!target) {
    return {
      ok: false,
      problem: "missing",
      message: "The post chosen as the translation does not exist. It may have been deleted.",
    };
  }
  if (post.id !== null && target.id === post.id) {
    return { ok: false, problem: "self", message: "A post cannot be its own translation." };
  }
  if (target.language === post.language) {
    const name = POST_LANGUAGE_NAMES[post.language];
    return {
      ok: false,
      problem: "same_language",
      message: `"${target.title}" is in ${name}, like this post. Its translation must be a post in ${otherLanguageName(post.language)}.`,
    };
  }
  if (targetTwin && targetTwin.id !== post.id) {
    return {
      ok: false,
      problem: "taken",
      message: `"${target.title}" is already the translation of "${targetTwin.title}". Remove that link first, or choose another post.`,
    };
  }
  return { ok: true };
}

function otherLanguageName(language: Language): string {
  return POST_LANGUAGE_NAMES[language === "fr" ? "en" : "fr"];
}

/** The message when the database refuses a link that a simultaneous save made first. */
export const TRANSLATION_TAKEN_MESSAGE =
  "That post became the translation of another post while this one was being saved. Reload and choose again.";
