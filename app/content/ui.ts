/** The words of the page frame and of the interface primitives in app/ui. */

export const skipLink = "Skip to main content";

export const navBarCopy = {
  label: "Main",
  menu: "Menu",
} as const;

export const footerCopy = {
  heading: "Site footer",
  rights: "All rights reserved.",
  newsletter: {
    title: "Get the ShopCity newsletter",
    text: "Stories from cities growing their local economy, product news and invitations to briefings. Unsubscribe at any time.",
  },
} as const;

export const notFoundCopy = {
  documentTitle: "Page not found",
  srPrefix: "404: ",
  title: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  home: "Return to Home",
} as const;

/** The error page; the contact e-mail address is inserted between before and after. */
export const errorPageCopy = {
  title: "Something went wrong",
  before: "Please try again in a moment. If it keeps happening, write to",
  after: ".",
  /** A page of an earlier version, whose code is gone since a deploy, loading the current one. */
  newVersion: "Loading the latest version of this page…",
} as const;

/**
 * The page shown while the database cannot be reached (HTTP 503, decision 0012): nothing the
 * visitor did is wrong, and waiting a few seconds is all it takes.
 */
export const unavailableCopy = {
  documentTitle: "Try again in a moment",
  title: "Please try again in a moment",
  body: "This page is briefly unavailable while we reconnect to our systems. Wait a few seconds, then reload the page.",
  form: "If you were sending a form, go back: your answers are still there, and you can send them again in a moment.",
  home: "Return to Home",
} as const;

export const toastCopy = {
  /** Radix reads it with the hotkey that reaches the toasts. */
  region: "Notifications (F8)",
  close: "Close notification",
} as const;

export const formCopy = {
  optional: "(optional)",
  /** Read out before a field's error message and put before the document title (GOV.UK). */
  errorPrefix: "Error: ",
  selectPlaceholder: "Select an option",
  /** The button beside a password: its visible word, and its full name for screen readers. */
  passwordToggle: {
    show: "Show",
    hide: "Hide",
    showName: "Show password",
    hideName: "Hide password",
  },
} as const;
