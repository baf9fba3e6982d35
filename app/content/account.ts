import { site } from "./site";

/** Copy of the account pages (/auth, /account, /subscription-success). */

export const authSeo = {
  path: "/auth",
  title: "Sign in",
  description:
    "Sign in to your ShopCity account, or create one, to view your city's subscription and manage billing.",
  noindex: true,
} as const;

/** The product specification's auth messages, letter for letter. */
export const authMessages = {
  fillAllFields: "Please fill in all fields",
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  signedIn: "Welcome back!",
  signedUp: "Account created! Please check your email for confirmation.",
  invalidCredentials: "Invalid email or password",
  emailNotConfirmed: "Please check your email and click the confirmation link",
  accountExists: "An account with this email already exists. Please sign in instead.",
  /** The title of every other failure, shown with the message as received. */
  errorTitle: "Error",
} as const;

/** Ours, where the spec has no words. */
export const authExtraMessages = {
  passwordTooLong: "Password must be at most 128 characters long",
  emailTooLong: "Please enter an email address of at most 254 characters",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  unreachable: "We could not reach the server. Check your connection and try again.",
  /** The heading of the error summary when fields are refused (GOV.UK). */
  problem: "There is a problem",
} as const;

/** Where every confirmation e-mail's link lands once Better Auth has confirmed the address. */
export const emailConfirmedPath = "/auth?verified=1";

/** Where signing out on this device lands, from the navigation or /account: the sign-in page, saying so. */
export const signedOutPath = "/auth?signedOut=1";

/** How long a session lasts without use; each use extends it (server/auth/auth.ts). */
export const sessionLifetimeSeconds = 30 * 24 * 3600;

/** The product's bounds on passwords and addresses; Better Auth enforces the same (server/auth/auth.ts). */
export const authLimits = { minPasswordLength: 8, maxPasswordLength: 128, maxEmailLength: 254 } as const;

/**
 * What replaces the nav's Login and Get Started once signed in (app/ui/account-menu.tsx, loaded
 * only then; so its words live here, not with the nav's in navigation.ts).
 */
export const accountMenu = {
  label: "Your account",
  /** For a subscribed account only (app/features/billing/use-subscribed.ts). */
  dashboard: { to: "/dashboard", label: "Dashboard" },
  account: { to: "/account", label: "Account" },
  /** Signs out this device: a form posted to /auth's action. */
  signOut: { action: "/auth", intent: "signout", label: "Sign out" },
} as const;

/** The `intent` field of the forms posted to /auth, the nav's sign-out button's among them. */
export const authIntents = {
  signIn: "signin",
  signUp: "signup",
  signOut: accountMenu.signOut.intent,
  /** "Send the link again": a new confirmation e-mail. */
  resend: "resend",
} as const;

export type AuthMode = "signin" | "signup";

export const authPage = {
  modes: {
    signin: {
      title: "Sign in",
      lead: "Sign in to view your city's subscription and manage billing.",
      tab: "Sign in",
      submit: "Sign in",
      busy: "Signing in...",
    },
    signup: {
      title: "Create an account",
      lead: "Create an account for your city team. We will email you a link to confirm your address.",
      tab: "Create account",
      submit: "Create account",
      busy: "Creating account...",
    },
  },
  /** Names the pair of links that switch between the two modes. */
  modeSwitch: "Sign in or create an account",
  fields: {
    email: "Email",
    password: "Password",
    newPasswordHint: "At least 8 characters.",
    confirmPassword: "Confirm password",
  },
  /**
   * The lasting notice of sign-in mode while an address waits for confirmation: after a sign-up
   * (under the spec's message), after a sign-in refused for it (Better Auth has just sent a new
   * link), and after "Send the link again".
   */
  confirmation: {
    signedUp: {
      title: authMessages.signedUp,
      description: "Check your e-mail to confirm your account; then sign in here.",
      resend: "Send the link again",
    },
    linkSent: {
      title: authMessages.emailNotConfirmed,
      description: "We have just sent you a new confirmation link. Check your e-mail; then sign in here.",
      resend: "Send it again",
    },
    pending: {
      title: authMessages.emailNotConfirmed,
      description: "Check your e-mail to confirm your account; then sign in here.",
      resend: "Send it again",
    },
    /** Before the address the link goes to. */
    sentTo: "Sent to",
    busy: "Sending...",
  },
  forgot: { label: "Forgot password?", to: "/auth/forgot-password" },
  home: { label: "Back to home", to: "/" },
  /** Where an arrival's query string comes from: the confirmation link, a reset, a guarded page. */
  notices: {
    verified: { title: "Your email address is confirmed. You can sign in now." },
    verifyFailed: {
      title: "This confirmation link is invalid or has expired.",
      description: "Sign in with your email address and password, and we will send you a new link.",
    },
    passwordReset: { title: "Your password has been reset. You can sign in now." },
    signedOut: { title: "You have signed out." },
  },
} as const;

/** The two-factor step of a sign-in (/auth/two-factor). */
export const twoFactorPage = {
  seo: {
    path: "/auth/two-factor",
    title: "Two-factor sign-in",
    description: "Finish signing in to your ShopCity account with a code from your authenticator app.",
    noindex: true,
  },
  title: "Enter your sign-in code",
  lead: "Your account is protected by two-factor authentication.",
  totp: {
    label: "Code from your authenticator app",
    hint: "Open your authenticator app and enter the 6-digit code it shows for ShopCity.",
    other: "Use a backup code instead",
  },
  backup: {
    label: "Backup code",
    hint: "Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.",
    other: "Use your authenticator app instead",
  },
  submit: "Verify",
  busy: "Verifying...",
  errors: {
    codeMissing: "Enter the 6-digit code from your authenticator app",
    codeFormat: "The code is 6 digits, like 123456",
    backupMissing: "Enter one of your backup codes",
    wrongCode: "That code is not right. Codes change every 30 seconds: enter the one your app shows now.",
    wrongBackupCode: "That backup code is not right, or it has been used already.",
    expired: "Your sign-in has timed out. Please sign in again.",
  },
  restart: { label: "Sign in again", to: "/auth" },
} as const;

/** /auth/forgot-password: the same answer whether the address has an account or not. */
export const forgotPasswordPage = {
  seo: {
    path: "/auth/forgot-password",
    title: "Forgot password",
    description: "Ask for a link to choose a new password for your ShopCity account.",
    noindex: true,
  },
  title: "Forgot your password?",
  lead: "Enter the email address of your account and we will send you a link to choose a new password.",
  email: "Email",
  emailMissing: "Please enter your email address",
  submit: "Send reset link",
  busy: "Sending...",
  sent: {
    title: "Check your email",
    description: "If an account uses this address, we have sent a link to reset its password.",
  },
  back: { label: "Back to sign in", to: "/auth" },
} as const;

/** /auth/reset-password, where the reset e-mail's link lands (through Better Auth). */
export const resetPasswordPage = {
  seo: {
    path: "/auth/reset-password",
    title: "Choose a new password",
    description: "Choose a new password for your ShopCity account.",
    noindex: true,
  },
  title: "Choose a new password",
  lead: "Your new password replaces the old one, and signs you out on every device.",
  password: "New password",
  hint: "At least 8 characters.",
  confirmPassword: "Confirm new password",
  submit: "Reset password",
  busy: "Resetting...",
  invalidLink: {
    title: "This reset link is invalid or has expired.",
    description:
      "A reset link works once, for one hour. Ask for a new one and use the link in the newest email.",
  },
  again: { label: "Ask for a new link", to: "/auth/forgot-password" },
  back: { label: "Back to sign in", to: "/auth" },
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
  /** The welcome line: after Stripe Checkout (`session_id`), or any other visit. */
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
    /** An invoice grant: paid up to a date, not renewed by itself. */
    activeUntil: "Active until",
    /** When the subscription has no end date. */
    noEnd: "Active",
    manageBilling: "Manage Billing",
    manageBillingBusy: "Opening billing…",
    dashboard: { label: "Go to Dashboard", to: "/dashboard" },
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

/** The product specification's messages about subscriptions, letter for letter. */
export const subscriptionMessages = {
  signInRequired: "Please sign in to view your subscription.",
  authRequiredTitle: "Authentication Required",
  loadFailed: "Failed to load subscription details.",
  portalFailed: "Failed to open customer portal. Please try again.",
  /** HTTP 429: too many checkout and portal sessions from one account or address. */
  rateLimited: "Too many attempts to open billing. Please wait a few minutes and try again.",
} as const;

export const accountSeo = {
  path: "/account",
  title: "Your account",
  description:
    "Your ShopCity account: your profile, your subscription, your password, two-factor sign-in and where you are signed in.",
  noindex: true,
} as const;

/** The product specification's password rules, shared by every form that sets a password. */
export const passwordRules = {
  min: authLimits.minPasswordLength,
  max: authLimits.maxPasswordLength,
} as const;

/**
 * Field and form messages of /account. The first three are the product specification's, letter
 * for letter; the others are ours.
 */
export const accountMessages = {
  fillInAll: authMessages.fillAllFields,
  tooShort: authMessages.passwordTooShort,
  mismatch: authMessages.passwordsDoNotMatch,
  sameAsCurrent: "Choose a new password that is different from your current one",
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
  summaryTitle: authExtraMessages.problem,
  rateLimited: authExtraMessages.rateLimited,
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
    /** The site offers no form for these: a person does them, once sure the request is the owner's. */
    changeOrClose: {
      before: "To change your e-mail address or close your account, write to",
      email: site.email,
      after: "from the address above.",
    },
  },
  subscription: {
    heading: "Subscription",
    package: "Package",
    state: "Status",
    active: "Active",
    until: "Active until",
    nextBilling: "Next billing date",
    noEnd: "Active",
    none: "No active subscription",
    /** With no subscription, what there is to subscribe to, in place of a page with nothing on it. */
    noneBody: "Subscribe to launch your city's Shop{City}.com domain and AI assistant.",
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
