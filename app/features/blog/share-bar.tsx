import { ArrowLeft, Link2 } from "lucide-react";
import { PATHS } from "../../../core/shared/paths";
import { FacebookLogo, XLogo } from "../../components/ui/brand-icons";
import { StaticNotice } from "../../components/ui/notice";
import { useTranslate, useLocalizePath } from "../../i18n/use-translate";
import "../../../core/i18n/messages/blog";

/**
 * Sticky bar: Back to Blog, Copy link, share on X and Facebook. Copy link is the page script's
 * (copy-link.ts): it copies the address and shows one of the notices drawn here.
 */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const shareX = `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
  const shareFacebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const iconButton =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 hover:border-maple-600 hover:text-maple-700";
  return (
    <div className="sticky top-16 z-30 border-b border-slate-200 bg-white">
      <div className="page-container flex h-14 items-center justify-between gap-3">
        <a
          href={localize(PATHS.blog)}
          className="inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-maple-700"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("blog.backToBlog")}
        </a>
        <div className="flex items-center gap-2" role="group" aria-label={t("blog.shareLabel")}>
          <button
            type="button"
            data-copy-link="copy-link"
            className={iconButton}
            aria-label={t("blog.copyLink")}
            title={t("blog.copyLink")}
          >
            <Link2 aria-hidden="true" className="h-4 w-4" />
          </button>
          <a
            href={shareX}
            target="_blank"
            rel="noopener noreferrer"
            className={iconButton}
            aria-label={t("blog.shareOnX")}
            title={t("blog.shareOnX")}
          >
            <XLogo className="h-4 w-4" />
          </a>
          <a
            href={shareFacebook}
            target="_blank"
            rel="noopener noreferrer"
            className={iconButton}
            aria-label={t("blog.shareOnFacebook")}
            title={t("blog.shareOnFacebook")}
          >
            <FacebookLogo className="h-4 w-4" />
          </a>
        </div>
      </div>
      <StaticNotice
        name="copy-link"
        messages={{
          copied: { text: t("blog.linkCopied"), tone: "success" },
          failed: { text: t("blog.linkCopyFailed"), tone: "error" },
        }}
      />
    </div>
  );
}
