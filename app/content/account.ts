/** Copy of the account pages (/auth, /account, /subscription-success). */

export const authSeo = {
  path: "/auth",
  title: "Sign in",
  description:
    "Sign in to your ShopCity account to manage your city's subscription and billing. Accounts for city teams open soon; until then, our team helps you by e-mail.",
  noindex: true,
} as const;

export const authPage = {
  title: "Sign in",
  lead: "Accounts for city teams open soon.",
  heading: "Accounts are on their way",
  body: "Soon your team will sign in here to view your subscription, download invoices and manage billing. Until then, our team takes care of everything by e-mail.",
  home: { label: "Back to home", to: "/" },
  contact: { label: "Contact our team", to: "/contact" },
} as const;

export const subscriptionSeo = {
  path: "/subscription-success",
  title: "Your subscription",
  description:
    "See the status of your ShopCity subscription: your package, next billing date and billing options, and the three steps from subscribing to going live.",
  noindex: true,
} as const;

export const subscriptionPage = {
  title: "Your subscription",
  lead: "Manage your subscription below.",
  none: {
    heading: "No Active Subscription",
    body: "There is no active subscription on this account yet. Once your city subscribes, its package, next billing date and billing options appear here.",
    cta: { label: "View pricing", to: "/pricing" },
  },
  next: {
    heading: "What happens after you subscribe",
    steps: [
      {
        title: "Set up your brand",
        body: "Add your logo and colors; your Shop{City}.com domain is activated the same day.",
      },
      {
        title: "Import your business data",
        body: "Upload your business list and invite owners to claim their listings.",
      },
      {
        title: "Go live",
        body: "Test the assistant, approve your launch materials and announce it to residents.",
      },
    ],
  },
} as const;

/** The spec's messages about subscriptions (section 8), letter for letter. */
export const subscriptionMessages = {
  signInRequired: "Please sign in to view your subscription.",
  authRequiredTitle: "Authentication Required",
  loadFailed: "Failed to load subscription details.",
  portalFailed: "Failed to open customer portal. Please try again.",
} as const;
