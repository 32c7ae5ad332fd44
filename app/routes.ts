import { type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("company/:slug", "routes/company-page.tsx"),
  route("legal/:slug", "routes/legal-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
