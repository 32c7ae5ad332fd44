import { data } from "react-router";
import { NotFoundScreen } from "../components/layout/not-found-screen";
import { notFoundMeta } from "../components/layout/not-found-panel";
import "../../core/i18n/messages/shell";
import { languageOfPath } from "../../core/i18n/languages";
import { loadWithMessages } from "../lib/page-messages";
import type { Route } from "./+types/not-found";

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export function loader() {
  return data(null, { status: 404 });
}

/** A form posted to an address that is no page is not found either (not an error to log). */
export function action() {
  return data(null, { status: 404 });
}

export function meta({ location }: { location: { pathname: string } }) {
  return notFoundMeta("notFound.title", languageOfPath(location.pathname));
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
