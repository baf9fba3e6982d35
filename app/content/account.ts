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
  loading: "Loading your subscription…",
  /** The welcome line (spec section 2): after Stripe Checkout (`session_id`), or any other visit. */
  welcome: {
    activated: "Your subscription has been successfully activated.",
    manage: "Manage your subscription below.",
  },
  active: {
    heading: "Active subscription",
    tier: "Package",
    price: "Price",
    /** After the price label from pricing.ts: "$2,500 per month". */
    perMonth: "per month",
    nextBilling: "Next billing date",
    /** When the subscription has no end date. */
    noEnd: "Active",
    manageBilling: "Manage Billing",
    manageBillingBusy: "Opening billing…",
    dashboard: { label: "Go to Dashboard", to: "/account" },
    /** Invoice/ACH customers (and sites without Stripe): the billing e-mail goes between. */
    invoice: {
      before: "Your subscription is billed by invoice. To change it or get a copy of an invoice, write to",
      after: ".",
    },
  },
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

export const accountSeo = {
  path: "/account",
  title: "Your account",
  description:
    "Your ShopCity account: your profile, your subscription, your password, two-factor sign-in and where you are signed in.",
  noindex: true,
} as const;

/** The spec's password rules (section 5), shared by every form that sets a password. */
export const passwordRules = { min: 8, max: 128 } as const;

/**
 * Field and form messages of /account. The first three are the spec's (section 5), letter for
 * letter; the others are ours.
 */
export const accountMessages = {
  fillInAll: "Please fill in all fields",
  tooShort: "Password must be at least 8 characters long",
  mismatch: "Passwords do not match",
  tooLong: `Password must be ${passwordRules.max} characters or fewer`,
  currentMissing: "Enter your current password",
  newMissing: "Enter a new password",
  confirmMissing: "Confirm your new password",
  currentWrong: "Your current password is not right",
  passwordMissing: "Enter your password",
  passwordWrong: "Your password is not right",
  codeMissing: "Enter the 6-digit code from your authenticator app",
  codeFormat: "The code is the 6 digits your authenticator app shows, like 123456",
  codeWrong: "That code is not right or has expired. Enter the code your app shows now",
  summaryTitle: "There is a problem",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  signInAgain: "For your security, sign in again before you make this change.",
  setupExpired: "Your two-factor set-up has expired. Start it again.",
  failed: "Something went wrong. Please try again.",
  signOutFailed: "We could not sign you out. Please try again.",
} as const;

/** What a finished change says on the page that follows it (a polite status message). */
export const accountNotices = {
  "password-changed": "Your password has been changed.",
  "password-changed-others-out": "Your password has been changed and your other devices are signed out.",
  "two-factor-on": "Two-factor sign-in is on. You will need a code from your app each time you sign in.",
  "two-factor-off": "Two-factor sign-in is off.",
  "others-signed-out": "You are signed out of your other devices.",
} as const;

export type AccountNotice = keyof typeof accountNotices;

export const accountPage = {
  title: "Your account",
  /** Before the visitor's e-mail address in the page header. */
  signedInAs: "Signed in as",
  profile: {
    heading: "Profile",
    email: "E-mail address",
    status: "Status",
    verified: "Verified",
    notVerified: "Not verified",
    memberSince: "Member since",
  },
  subscription: {
    heading: "Subscription",
    package: "Package",
    until: "Active until",
    noEnd: "Active",
    none: "No active subscription",
    pricing: { label: "View pricing", to: "/pricing" },
    details: { label: "View your subscription", to: "/subscription-success" },
  },
  password: {
    heading: "Change password",
    current: "Current password",
    new: "New password",
    newHint: `At least ${passwordRules.min} characters.`,
    confirm: "Confirm new password",
    revokeOthers: "Sign out of my other devices",
    revokeOthersHint: "Do this if you think someone else knows your old password.",
    submit: "Change password",
    busy: "Changing password...",
  },
  twoFactor: {
    heading: "Two-factor sign-in",
    intro:
      "Two-factor sign-in asks for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) each time you sign in, as well as your password.",
    on: "On",
    off: "Off",
    stateLabel: "Two-factor sign-in is",
    password: "Your password",
    turnOnHint: "To turn on two-factor sign-in, confirm it is you.",
    turnOffHint: "To turn off two-factor sign-in, confirm it is you.",
    turnOn: "Turn on",
    turnOnBusy: "Turning on...",
    turnOff: "Turn off",
    turnOffBusy: "Turning off...",
    setup: {
      heading: "Set up your authenticator app",
      scan: "1. Scan this QR code with your authenticator app.",
      qrLabel: "QR code to add your ShopCity account to an authenticator app",
      manual: "Cannot scan it? Enter this key in the app instead (spaces do not matter):",
      openApp: "Open in an authenticator app on this device",
      backupHeading: "2. Keep your backup codes safe",
      backupNote:
        "Each code lets you sign in once if you lose your phone. Print them or store them in your password manager now: they are shown only once.",
      verifyHeading: "3. Enter the code from the app",
      code: "6-digit code",
      codeHint: "The app shows a new code every 30 seconds.",
      verify: "Verify and turn on",
      verifyBusy: "Checking...",
    },
  },
  signOut: {
    heading: "Sign out",
    intro: "Sign out of this device, of every other device where you are signed in, or of all of them.",
    local: "Sign out",
    others: "Sign out of all other devices",
    global: "Sign out everywhere",
  },
} as const;
