/** In-page sections of the home page that the navigation bar links to. */
export const homeSections = [
  { id: "how-it-works", label: "How It Works" },
  { id: "what-you-get", label: "What You Get" },
  { id: "case-studies", label: "Case Studies" },
  { id: "faq", label: "FAQ" },
] as const;

export const accountLinks = {
  login: { to: "/auth", label: "Login" },
  getStarted: { to: "/book-demo", label: "Get Started" },
} as const;

export const footerColumns = [
  {
    title: "Product",
    links: [
      { to: "/#how-it-works", label: "How It Works" },
      { to: "/features", label: "Features" },
      { to: "/pricing", label: "Pricing" },
      { to: "/roi-calculator", label: "ROI Calculator" },
      { to: "/video", label: "Platform Video" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/#case-studies", label: "Case Studies" },
      { to: "/partners", label: "Partners" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/help", label: "Help Center" },
      { to: "/training", label: "Training" },
      { to: "/book-demo", label: "Book a Demo" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/cookie-policy", label: "Cookie Policy" },
      { to: "/accessibility", label: "Accessibility" },
    ],
  },
] as const;
