import type { AppLoadContext } from "react-router";

/**
 * The public origin (APP_URL) used in canonical URLs, the sitemap and e-mail links. The server
 * always gives one; a render without a load context (a component test) gets a reserved name.
 */
export function siteOrigin(context: AppLoadContext | undefined): string {
  return context?.origin ?? "https://shopcity.invalid";
}
