import type { MetaDescriptor, MetaFunction } from "react-router";
import { site } from "~/content/site";
import { formCopy } from "~/content/ui";

export type PageSeo = {
  /** Path of the page, e.g. "/pricing". */
  path: string;
  title: string;
  description: string;
  /** Pages that should not be indexed (account pages, the 404 page). */
  noindex?: boolean;
  /** Extra structured data for this page (schema.org objects). */
  jsonLd?: object[];
};

type RootData = { origin: string };

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public origin, from the root loader (runtime configuration, not a build-time constant). */
export function originFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.origin ?? "";
}

export function fullTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta(matches: readonly MatchLike[], seo: PageSeo): MetaDescriptor[] {
  const origin = originFromMatches(matches);
  const url = `${origin}${seo.path}`;
  const title = fullTitle(seo.title);
  const image = `${origin}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/**
 * A page's meta, with "Error: " before its title when it answers a refused form without
 * JavaScript (GOV.UK). With JavaScript the error summary sets the title itself. `seo` may depend
 * on the loader's data (a page with modes).
 */
export function refusedPageMeta(seo: PageSeo | ((loaderData: unknown) => PageSeo)): MetaFunction<unknown> {
  return ({ matches, loaderData }) => {
    const tags = pageMeta(matches, typeof seo === "function" ? seo(loaderData) : seo);
    if (!(loaderData as { refused?: boolean } | undefined)?.refused) return tags;
    return tags.map((tag) =>
      "title" in tag && typeof tag.title === "string"
        ? { title: `${formCopy.errorPrefix}${tag.title}` }
        : tag,
    );
  };
}

export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.legalName,
    alternateName: site.name,
    url: origin || undefined,
    logo: origin ? `${origin}/logo.svg` : undefined,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in the data. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
