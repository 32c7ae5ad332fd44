import { data } from "react-router";
import { useTranslate } from "../i18n/use-translate";
import { NotFoundScreen } from "../components/layout/not-found-screen";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  const t = createTranslator();
  return [{ title: `${t("notFound.title")} | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  useTranslate();
  return <NotFoundScreen />;
}
