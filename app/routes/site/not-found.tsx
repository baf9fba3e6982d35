import { data } from "react-router";
import { NotFound } from "~/ui/not-found";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  context.log?.warn({ path: url.pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
