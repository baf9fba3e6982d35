import { data } from "react-router";
import { logger } from "~/lib/logger.server";
import { NotFound } from "~/ui/not-found";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  logger.warn({ path: url.pathname, requestId: context.requestId }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
