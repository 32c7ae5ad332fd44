import { ensureParts } from "../../core/i18n/part-loaders";
import { requestLanguage } from "./request-language";

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
  const [data] = await Promise.all([serverLoader(), ensureParts(requestLanguage(request))]);
  return data;
}
