/** The /unsubscribe page, where a newsletter e-mail's link leads. */
export const unsubscribePage = {
  seo: {
    path: "/unsubscribe",
    title: "Unsubscribe",
    description: "Stop receiving the ShopCity newsletter.",
    noindex: true,
  },
  title: "Unsubscribe from the newsletter",
  prompt: "Press the button to stop receiving the ShopCity newsletter.",
  button: "Unsubscribe",
  /** The contact e-mail address goes between before and after. */
  invalid: {
    before:
      "This unsubscribe link is not valid. Use the link from your most recent newsletter e-mail, or write to",
    after: "and we will remove you.",
    mailSubject: "Unsubscribe",
  },
  done: {
    title: "You are unsubscribed",
    body: "We will not send you the newsletter again. If this was a mistake, you can subscribe again at the bottom of any page.",
    home: "Back to Home",
  },
} as const;
