import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PROVINCES } from "../core/shared/provinces";

export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  ...PROVINCES.map((province) =>
    route(province.slug, "routes/province-page.tsx", { id: `province-${province.code.toLowerCase()}` }),
  ),
  ...PROVINCES.map((province) =>
    route(province.code.toLowerCase(), "routes/province-short-link.tsx", {
      id: `province-short-link-${province.code.toLowerCase()}`,
    }),
  ),
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("company/:slug", "routes/company-page.tsx"),
  route("legal/:slug", "routes/legal-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
