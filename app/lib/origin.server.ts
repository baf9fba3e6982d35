/** The public origin used in canonical URLs, the sitemap and e-mail links. */
export function appOrigin(): string {
  const fromEnv = process.env.APP_URL?.trim();
  const origin = fromEnv || `http://localhost:${process.env.PORT || 3000}`;
  return origin.replace(/\/+$/, "");
}
