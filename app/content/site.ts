/** The one site configuration: brand, contact details and media sources. */
export const site = {
  name: "ShopCity",
  label: "ShopCity AI",
  tagline: "Premium city domains with a voice-first AI assistant",
  legalName: "ShopCity Platforms, Inc.",
  email: "hello@shopcity.com",
  privacyEmail: "privacy@shopcity.com",
  legalEmail: "legal@shopcity.com",
  partnersEmail: "partners@shopcity.com",
  /** Where vulnerabilities are reported (/.well-known/security.txt, docs/security.md). */
  securityEmail: "security@shopcity.com",
  phone: "+1 (302) 555-0142",
  phoneHref: "tel:+13025550142",
  address: {
    street: "1201 N Orange Street, Suite 700",
    city: "Wilmington",
    region: "DE",
    postalCode: "19801",
    country: "US",
  },
  location: "Wilmington, Delaware",
  hours: "Mon-Fri 9AM-6PM EST",
  video: {
    /** The hero video, embedded from the video host only when the visitor opens the dialog. */
    heroEmbedUrl: "https://www.youtube-nocookie.com/embed/ysz5S6PUM-U?autoplay=1&rel=0",
    heroEmbedOrigin: "https://www.youtube-nocookie.com",
    /** The /video player: source file, captions and poster. Point these at a CDN in production. */
    overviewSrc: "/media/platform-overview.mp4",
    overviewType: "video/mp4",
    overviewCaptions: "/media/platform-overview.en.vtt",
    overviewPoster: "/media/platform-overview-poster.svg",
  },
} as const;

export type Site = typeof site;
