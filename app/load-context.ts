import type { RequestContext } from "../server/app-services";

declare module "react-router" {
  // The Hono server passes this to every loader and action as `context`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export {};
