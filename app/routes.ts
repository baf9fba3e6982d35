import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("book-demo", "routes/book-demo.tsx"),
  route("roi-calculator", "routes/roi-calculator.tsx"),
  route("features", "routes/features.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("help", "routes/help.tsx"),
  route("training", "routes/training.tsx"),
  route("partners", "routes/partners.tsx"),
  route("video", "routes/video.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("auth", "routes/auth.tsx"),
  route("subscription-success", "routes/subscription-success.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
