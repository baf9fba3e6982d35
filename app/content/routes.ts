/** RFC 9116: how to report a vulnerability. */
export const securityTxtPath = "/.well-known/security.txt";

/** Every public URL of the site: rendered once when the server starts, and listed in /sitemap.xml. */
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

/**
 * What the server renders once at start and answers from memory: the public pages, with their
 * client-navigation data, and the files routes answer. The account pages (/auth, /account,
 * /subscription-success) depend on who asks: rendered per request.
 */
export const publicPaths: string[] = [...publicPages, "/sitemap.xml", "/robots.txt", securityTxtPath];
