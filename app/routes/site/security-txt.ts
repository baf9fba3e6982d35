import { securityTxt } from "~/features/seo/security-txt";
import { siteOrigin } from "~/lib/origin";
import type { Route } from "./+types/security-txt";

// Prerendered like robots.txt: its Expires counts from the build.
export function loader({ context }: Route.LoaderArgs) {
  return new Response(securityTxt(siteOrigin(context), new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
