/** RFC 9116: how to report a vulnerability. */
export const securityTxtPath = "/.well-known/security.txt";

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
] as const;

export type PublicPage = (typeof publicPages)[number];

// The account pages (/auth, /account, /subscription-success) depend on who asks: rendered per request.
export const prerenderPaths: string[] = [...publicPages, "/sitemap.xml", "/robots.txt", securityTxtPath];
