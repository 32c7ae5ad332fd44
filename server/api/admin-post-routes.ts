import { type MiddlewareHandler, Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "../../core/shared/zod";
import { adminPostInputSchema, adminPostListQuerySchema } from "../../core/content/admin-post-input";
import { postFeaturedRequestSchema, postStatusRequestSchema, publishRequestSchema } from "../../core/shared/api/admin";
import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { describeIssues, readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import type { StaffActor } from "../services/admin-posts";
import { clientAddress } from "../middleware/rate-limit";

/** Posts may be long; their bodies get a larger limit than the other JSON endpoints. */
export const ADMIN_POSTS_BODY_LIMIT_BYTES = 512 * 1024;
export const ADMIN_POSTS_PATH_PREFIX = "/api/admin/posts";

const postIdSchema = z.guid();

function postIdFrom(value: string | undefined): string {
  const result = postIdSchema.safeParse(value);
  if (!result.success) throw new AppError("bad_request", t("admin.posts.badId"));
  return result.data.toLowerCase();
}

function actorOf(context: Context<AppEnv>): StaffActor | undefined {
  const staff = context.get("staff");
  return staff
    ? { id: staff.id, role: staff.role, email: staff.email, ip: clientAddress(context, trustProxyOf(context)) }
    : undefined;
}

/** Whether X-Forwarded-For is believed, as the rate limits do (set by app.ts for the audit log's address). */
function trustProxyOf(context: Context<AppEnv>): boolean {
  return context.get("trustProxy") ?? false;
}

/**
 * /api/admin/posts and the spec's POST /api/admin/publish. Mounted under /api/admin, behind the
 * staff gate (session, and same-origin for state changes); the work is in services/admin-posts.
 */
export function adminPostRoutes(dependencies: { services: AppServices; staffOnly: MiddlewareHandler<AppEnv> }) {
  const posts = () => dependencies.services.adminPosts;
  const routes = new Hono<AppEnv>();
  // Paths named: a path-less use here would cover everything under /api/admin, sign-in included.
  for (const path of ["/posts", "/posts/*", "/publish"]) routes.use(path, dependencies.staffOnly);

  routes.use(
    "/posts/*",
    bodyLimit({
      maxSize: ADMIN_POSTS_BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError("payload_too_large", t("api.payloadTooLarge", { limit: "512 KB" }));
      },
    }),
  );

  routes.get("/posts", async (context) => {
    const query = adminPostListQuerySchema.safeParse(context.req.query());
    if (!query.success) {
      throw new AppError("validation_failed", t("api.validationFailed"), describeIssues(query.error.issues));
    }
    return context.json({ posts: await posts().list(query.data) });
  });
  routes.post("/posts", async (context) => {
    const input = await readJsonBody(context, adminPostInputSchema);
    return context.json({ post: await posts().create(input, actorOf(context)) }, 201);
  });
  routes.all("/posts", methodNotAllowed(["GET", "POST"]));

  routes.get("/posts/:id", async (context) => {
    const id = postIdFrom(context.req.param("id"));
    return context.json({ post: await posts().load(id) });
  });
  routes.put("/posts/:id", async (context) => {
    const id = postIdFrom(context.req.param("id"));
    const input = await readJsonBody(context, adminPostInputSchema);
    return context.json({ post: await posts().update(id, input, actorOf(context)) });
  });
  routes.delete("/posts/:id", async (context) => {
    const id = postIdFrom(context.req.param("id"));
    await posts().delete(id, actorOf(context));
    return context.body(null, 204);
  });
  routes.all("/posts/:id", methodNotAllowed(["GET", "PUT", "DELETE"]));

  routes.post("/posts/:id/status", async (context) => {
    const id = postIdFrom(context.req.param("id"));
    const { status } = await readJsonBody(context, postStatusRequestSchema);
    return context.json({ post: await posts().setStatus(id, status, actorOf(context)) });
  });
  routes.all("/posts/:id/status", methodNotAllowed(["POST"]));

  routes.post("/posts/:id/featured", async (context) => {
    const id = postIdFrom(context.req.param("id"));
    const { featured } = await readJsonBody(context, postFeaturedRequestSchema);
    return context.json({ post: await posts().setFeatured(id, featured, actorOf(context)) });
  });
  routes.all("/posts/:id/featured", methodNotAllowed(["POST"]));

  routes.post("/posts/:id/publish", async (context) => {
    const id = postIdFrom(context.req.param("id"));
    return context.json({ post: await posts().publish(id, actorOf(context)) });
  });
  routes.all("/posts/:id/publish", methodNotAllowed(["POST"]));

  // The spec's publish call: POST with JSON {postId}.
  routes.post("/publish", async (context) => {
    const { postId } = await readJsonBody(context, publishRequestSchema);
    return context.json({ post: await posts().publish(postIdFrom(postId), actorOf(context)) });
  });
  routes.all("/publish", methodNotAllowed(["POST"]));

  return routes;
}
