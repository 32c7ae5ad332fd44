import type { MessageKey } from "../../../core/i18n/messages-en";
import { useLocalizePath, useTranslate } from "../../i18n/use-translate";

/** A content page's own "not found" screen: its title, message and way back. */
export interface NotFoundScreen {
  title: MessageKey;
  message: MessageKey;
  link: MessageKey;
  href: string;
}

export function notFoundScreen(title: MessageKey, message: MessageKey, link: MessageKey, href: string): NotFoundScreen {
  return { title, message, link, href };
}

export function NotFoundPanel({ screen }: { screen: NotFoundScreen }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const { title: titleKey, message: messageKey, link: linkKey, href } = screen;
  return (
    <section className="page-container flex flex-1 flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold">{t(titleKey)}</h1>
      <p className="mt-3 max-w-lg text-slate-600">{t(messageKey)}</p>
      <a href={localize(href)} className="button-primary mt-8">
        {t(linkKey)}
      </a>
    </section>
  );
}

export { notFoundMeta } from "../seo/meta";
