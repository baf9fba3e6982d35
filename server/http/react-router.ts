import type { ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { refusingControlCharacters } from "./control-characters";
import type { InFlightCounter } from "./in-flight";
import type { Outage } from "./unavailable";

type EntryModule = ServerBuild["entry"]["module"];
type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type RouteHandler = NonNullable<RouteModule["loader"]>;
type Answer = (context: unknown, url: string, response: Response) => Promise<Response>;

/**
 * React Router behind Express (`@react-router/express`), its answers reviewed on the way out
 * through the build's own hooks: during a database outage a failure becomes "try again in a
 * moment" (server/http/unavailable.ts), a page's and a data request's in the entry module's
 * hooks, a resource route's around its loader and action. Loaders and actions are counted while
 * they run, as the server's work in flight.
 */
export function reactRouterHandler(options: {
  /** The build, or (development) a function that gives the build as it is now. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  outage: Outage;
  inFlight: InFlightCounter;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  const { outage } = options;
  const responses = new WeakMap<object, ServerResponse>();
  const answer: Answer = async (context, url, response) => {
    const reviewed = await outage.review(url, response);
    // @react-router/express appends React Router's headers to those the chain set: a header the
    // answer brings (the 404 or 503 page's own CSP) replaces the chain's instead.
    const res = responses.get(context as object);
    for (const name of reviewed.headers.keys()) if (name !== "set-cookie") res?.removeHeader(name);
    return reviewed;
  };
  const review = (build: ServerBuild) => reviewedBuild(build, answer, outage, options.inFlight);
  const { build } = options;
  // A development build changes with each edit: reviewed once per version.
  const reviewed = new WeakMap<ServerBuild, ServerBuild>();
  const current = async () => {
    const now = await (build as () => Promise<ServerBuild>)();
    let done = reviewed.get(now);
    if (!done) reviewed.set(now, (done = review(now)));
    return done;
  };
  return createRequestHandler({
    build: typeof build === "function" ? current : review(build),
    mode: options.mode,
    getLoadContext(req, res) {
      const context = options.loadContext(req, res);
      responses.set(context, res);
      return context;
    },
  });
}

function reviewedBuild(build: ServerBuild, answer: Answer, outage: Outage, inFlight: InFlightCounter) {
  const entry = build.entry.module;
  const reviewedEntry: EntryModule = {
    ...entry,
    default: async (request, status, headers, routerContext, context) =>
      answer(context, request.url, await entry.default(request, status, headers, routerContext, context)),
    handleDataRequest: async (response, args) =>
      answer(args.context, args.request.url, await (entry.handleDataRequest?.(response, args) ?? response)),
  };
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    // As React Router tells them apart: a route without a component answers with its own Response.
    const resource = !route.module.default && !route.module.ErrorBoundary;
    const wrap = (handler: RouteHandler | undefined) =>
      handler && (resource ? resourceHandler(handler, answer, outage, inFlight) : counted(handler, inFlight));
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: wrap(route.module.loader),
        action: wrap(refusingControlCharacters(route.module.action)),
      },
    };
  }
  return { ...build, entry: { ...build.entry, module: reviewedEntry }, routes };
}

function counted(handler: RouteHandler, inFlight: InFlightCounter): RouteHandler {
  return (args) => inFlight.track(async () => handler(args));
}

function resourceHandler(
  handler: RouteHandler,
  answer: Answer,
  outage: Outage,
  inFlight: InFlightCounter,
): RouteHandler {
  return (args) =>
    inFlight.track(async () => {
      const { request, context } = args;
      try {
        const result: unknown = await handler(args);
        return result instanceof Response ? answer(context, request.url, result) : result;
      } catch (error) {
        if (error instanceof Response) throw error;
        const unavailable = await outage.answerFor(request.url, error);
        if (unavailable) return answer(context, request.url, unavailable);
        throw error;
      }
    });
}
