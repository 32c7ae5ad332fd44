import { languageOfPath } from "../../core/i18n/languages";
import { ensureParts } from "../../core/i18n/part-loaders";

/** The parts of the catalogue the page's modules use, in the language of the address asked for. */
function messagesFor(request: Request): Promise<void> {
  return ensureParts(languageOfPath(new URL(request.url).pathname));
}

/**
 * The `clientLoader` of a route that hydrates (decision 0035): reached by an in-app navigation, its
 * module has just loaded, and the parts of the catalogue it uses come before it is drawn.
 */
export async function loadWithMessages<Data>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<Data>;
}): Promise<Data> {
  const [data] = await Promise.all([serverLoader(), messagesFor(request)]);
  return data;
}
