/** Every public URL of the site: prerendered at build time and listed in /sitemap.xml. */
export const publicPages = [
  "/",
  "/book-demo",
  "/roi-calculator",
  "/features",
  "/about",
  "/contact",
  "/pricing",
  "/help",
  "/training",
  "/partners",
  "/partners/apply",
  "/presentation",
  "/pilot",
  "/newsletter",
  "/video",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/accessibility",
  "/auth",
] as const;

export type PublicPage = (typeof publicPages)[number];

/** Pages that are not public content (no index, not in the sitemap) but still static. */
const privatePages = ["/subscription-success"] as const;

export const prerenderPaths: string[] = [...publicPages, ...privatePages, "/sitemap.xml", "/robots.txt"];
