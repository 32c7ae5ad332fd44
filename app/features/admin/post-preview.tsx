import { usableCoverImage } from "../../../core/content/admin-post-input";
import { useTranslate } from "../../i18n/use-translate";
import { previewContent, type PostFormValues } from "./post-form";
import "../../../core/i18n/messages/staff";

/**
 * The editor's preview: title, subtitle, cover image and the first ten lines of the markdown, then
 * '...' when there is more (content spec). The markdown is shown as text, never as HTML.
 */
export function PostPreview({ values }: { values: PostFormValues }) {
  const t = useTranslate();
  const { lines, isTruncated } = previewContent(values.contentMd);
  // An absolute http(s) address, or a path on this site as the seeded posts use (what the blog shows).
  const cover = usableCoverImage(values.coverImageUrl);
  return (
    <section
      id="post-preview"
      aria-labelledby="post-preview-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="post-preview-title" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t("admin.ui.preview.title")}
      </h2>
      <article className="mt-3">
        <p className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {values.title.trim() || t("admin.ui.preview.untitled")}
        </p>
        {values.subtitle.trim() && <p className="mt-2 text-lg text-slate-600">{values.subtitle}</p>}
        {cover && (
          <figure className="mt-4">
            <img
              src={cover}
              alt={values.coverImageCaption.trim() || t("admin.ui.preview.coverAlt")}
              className="max-h-80 w-full rounded-lg object-cover"
            />
            {values.coverImageCaption.trim() && (
              <figcaption className="mt-2 text-sm text-slate-600">{values.coverImageCaption}</figcaption>
            )}
          </figure>
        )}
        <pre
          data-testid="preview-content"
          className="mt-4 whitespace-pre-wrap break-words font-sans text-[15px] leading-relaxed text-slate-700"
        >
          {lines.join("\n")}
          {isTruncated ? `\n${t("admin.ui.preview.more")}` : ""}
        </pre>
      </article>
    </section>
  );
}
