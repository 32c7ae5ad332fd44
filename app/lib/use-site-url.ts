import { useRouteLoaderData } from "react-router";

/** The public site URL (SITE_URL), from the root loader. */
export function useSiteUrl(): string {
  const rootData = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  return rootData?.siteUrl ?? "";
}
