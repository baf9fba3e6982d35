import { publicPages } from "~/content/routes";
import { siteOrigin } from "~/lib/origin";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context);
  const urls = publicPages.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
