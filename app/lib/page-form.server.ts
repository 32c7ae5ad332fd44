import { data } from "react-router";

/**
 * A page action's form body. The server has already refused other content types (415) and bodies over
 * the page-form limit (413) before the action runs; a body that still does not parse (a multipart
 * post without its boundary, a cut-off part) is the client's mistake: 400, never a 500.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400, statusText: "Bad Request" });
  }
}
