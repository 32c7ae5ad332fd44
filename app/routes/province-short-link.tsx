import { redirect } from "react-router";
import { findProvinceByCode } from "../../core/shared/provinces";
import { PATHS } from "../../core/shared/paths";
import type { Route } from "./+types/province-short-link";

/** /on, /bc, …: permanent redirects to the province pages (the FAQ page links to them). */
export function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).pathname.slice(1);
  const province = findProvinceByCode(code);
  if (!province) throw new Response("Not Found", { status: 404 });
  return redirect(PATHS.province(province.slug), 301);
}
