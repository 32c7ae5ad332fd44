import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PROVINCES } from "../core/shared/provinces";

export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  ...PROVINCES.map((province) =>
    route(province.slug, "routes/province-page.tsx", { id: `province-${province.code.toLowerCase()}` }),
  ),
  // The province short links (/on, /bc, …) are redirects in server/http/path-redirects.ts.
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("learn", "routes/learn-index.tsx"),
  route("learn/:slug", "routes/learn-article.tsx"),
  route("compare/:category", "routes/compare.tsx", { id: "compare-category" }),
  route("compare/:category/:province", "routes/compare.tsx", { id: "compare-category-province" }),
  route("contact", "routes/contact.tsx"),
  route("quotes", "routes/quotes.tsx"),
  route("handoff/:partner", "routes/handoff.tsx"),
  route("policy-analyzer", "routes/policy-analyzer.tsx"),
  route("company/:slug", "routes/company-page.tsx"),
  route("legal/:slug", "routes/legal-page.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  route("admin/blog", "routes/admin-blog.tsx"),
  route("admin/blog/new", "routes/admin-post-editor.tsx", { id: "admin-post-new" }),
  route("admin/blog/:postId", "routes/admin-post-editor.tsx", { id: "admin-post-edit" }),
  route("privacy-request", "routes/privacy-request.tsx"),
  route("privacy-request/confirm", "routes/privacy-request-confirm.tsx"),
  route("admin/privacy", "routes/admin-privacy.tsx"),
  route("admin/analytics", "routes/admin-analytics.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
