import { appOrigin } from "~/lib/origin.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /subscription-success",
    "",
    `Sitemap: ${appOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
