import { data } from "react-router";
import { NotFoundScreen } from "../components/layout/not-found-screen";
import { notFoundMeta } from "../components/layout/not-found-panel";
import "../../core/i18n/messages/shell";

export function loader() {
  return data(null, { status: 404 });
}

/** A form posted to an address that is no page is not found either (not an error to log). */
export function action() {
  return data(null, { status: 404 });
}

export function meta() {
  return notFoundMeta("notFound.title");
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
