import type { AppLoadContext } from "react-router";

/**
 * The origin baked into prerendered files at build time; the server swaps it for APP_URL when it
 * loads them, so one build serves any origin.
 */
export const PRERENDER_ORIGIN = "https://prerender.invalid";

/** The public origin used in canonical URLs, the sitemap and e-mail links. */
export function siteOrigin(context: AppLoadContext | undefined): string {
  return context?.origin ?? PRERENDER_ORIGIN;
}
