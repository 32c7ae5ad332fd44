import { type MiddlewareHandler, Hono } from "hono";
import { dashboardCsv, dashboardCsvFileName } from "../../core/analytics/csv";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { methodNotAllowed } from "../http/method-not-allowed";

/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD&language=en|fr (JSON) and GET
 * /api/admin/analytics.csv (the same figures as CSV). Mounted under /api/admin, behind the staff gate.
 */
export function adminAnalyticsRoutes(dependencies: { services: AppServices; staffOnly: MiddlewareHandler<AppEnv> }) {
  const dashboard = () => dependencies.services.analyticsDashboard;
  const routes = new Hono<AppEnv>();
  // Paths named: a path-less use here would cover everything under /api/admin, sign-in included.
  for (const path of ["/analytics", "/analytics.csv"]) routes.use(path, dependencies.staffOnly);

  routes.get("/analytics", async (context) => {
    const filters = dashboard().parseFilters(context.req.query());
    return context.json({ dashboard: await dashboard().load(filters) });
  });
  routes.all("/analytics", methodNotAllowed(["GET"]));

  routes.get("/analytics.csv", async (context) => {
    const filters = dashboard().parseFilters(context.req.query());
    const data = await dashboard().load(filters);
    return context.body(dashboardCsv(data), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${dashboardCsvFileName(data)}"`,
    });
  });
  routes.all("/analytics.csv", methodNotAllowed(["GET"]));
  return routes;
}
