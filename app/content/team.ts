import { site } from "./site";

/** Copy of a city account's colleagues: /dashboard/team, /dashboard/join and the invitation e-mail. */

export const teamSeo = {
  path: "/dashboard/team",
  title: "Colleagues",
  description: "Invite colleagues to work on your city's launch.",
  noindex: true,
} as const;

export const joinSeo = {
  path: "/dashboard/join",
  title: "Join your city's account",
  description: `Accept an invitation to a city's ${site.name} account.`,
  noindex: true,
} as const;

/** How long an invitation's link works. */
export const invitationDays = 7;

export const teamCopy = {
  title: "Colleagues",
  lead: "Colleagues you invite work on the same launch: brand, business list and go live. Only you manage billing.",
  memberLead: (owner: string) =>
    `You work on this city's launch with your colleagues. Its owner, ${owner}, invites colleagues and manages billing.`,
  back: "Back to your launch",
  account: "City account:",
  link: "Colleagues",
  linkHint: "Invite colleagues to work on this launch with you.",
  memberHint: "You work on this launch as a colleague. See who else is on the account.",
  members: {
    heading: "People on this account",
    role: { owner: "Owner", member: "Member" },
    you: "(you)",
    joined: (date: string) => `Joined ${date}`,
    remove: "Remove",
    removeLabel: (email: string) => `Remove ${email}`,
  },
  invitations: {
    heading: "Invitations waiting",
    none: "No invitation is waiting.",
    expires: (date: string) => `Link works until ${date}`,
    cancel: "Cancel invitation",
    cancelLabel: (email: string) => `Cancel the invitation to ${email}`,
  },
  invite: {
    heading: "Invite a colleague",
    email: {
      label: "Colleague's e-mail address",
      hint: `They get an e-mail with a link that works for ${invitationDays} days.`,
    },
    submit: "Send invitation",
    busy: "Sending…",
  },
  done: {
    invited: (email: string) => `An invitation is on its way to ${email}.`,
    canceled: (email: string) => `The invitation to ${email} is cancelled.`,
    removed: (email: string) => `${email} no longer has access to this account.`,
    joined: (city: string) => `Welcome: you now work on ${city}'s launch.`,
  },
  errors: {
    problem: "There is a problem",
    emailMissing: "Enter your colleague's e-mail address",
    emailInvalid: "Enter an e-mail address in the correct format, like name@example.gov",
    emailTooLong: "Enter an e-mail address of 254 characters or fewer",
    alreadyMember: (email: string) => `${email} is already on this account.`,
    alreadyInvited: (email: string) =>
      `${email} already has an invitation waiting. Cancel it below to send a new one.`,
    tooMany: "Too many invitations are waiting. Cancel some before sending more.",
    gone: "That invitation or colleague is no longer on this account. The list below is up to date.",
    ownerOnly: "Only the account's owner invites and removes colleagues.",
    failed: "Something went wrong on our side: nothing was changed. Try again in a moment.",
  },
} as const;

export const joinCopy = {
  title: "Join your city's account",
  heading: "You are invited",
  /** `city` is unset until the city has named itself (its brand). */
  invited: (inviter: string, city: string | null) =>
    `${inviter} invited you to work on ${city ? `${city}'s` : "their city's"} launch on ${site.name}.`,
  signedOut: {
    body: (email: string) =>
      `To accept, sign in with ${email}, or create an account with that address. After confirming a new account, sign in and you come back here.`,
    signIn: "Sign in to accept",
    signUp: "Create an account",
  },
  accept: {
    body: (email: string) => `You are signed in as ${email}. Accept to see and work on the city's dashboard.`,
    submit: "Accept invitation",
    busy: "Joining…",
  },
  wrongAddress: {
    heading: "This invitation is for another address",
    body: (invited: string, signedIn: string) =>
      `The invitation was sent to ${invited}, and you are signed in as ${signedIn}. Sign out, then sign in with ${invited} (or create an account with it).`,
  },
  states: {
    expired: {
      heading: "This invitation has expired",
      body: `Invitations work for ${invitationDays} days. Ask your colleague to invite you again.`,
    },
    canceled: {
      heading: "This invitation was cancelled",
      body: "Ask your colleague to invite you again if you should have access.",
    },
    accepted: {
      heading: "This invitation was already accepted",
      body: "Whoever accepted it works on the city's dashboard now.",
    },
    unknown: {
      heading: "We cannot find this invitation",
      body: "Check that the link is complete, as it was in the e-mail, or ask your colleague to invite you again.",
    },
  },
  refused: {
    elsewhere: "Your account already works on another city's launch. One account belongs to one city.",
    subscribed:
      "Your account has a subscription of its own, so it is its own city account. Use another address to join this one.",
  },
  toDashboard: "Go to the dashboard",
} as const;

export const teamMail = {
  subject: (city: string | null) =>
    city ? `Join ${city} on ${site.name}` : `Join your city's account on ${site.name}`,
  intro: (inviter: string, city: string | null) =>
    `${inviter} invited you to work on ${city ? `${city}'s` : "their city's"} launch on ${site.name}: its brand, its business list and going live.`,
  button: "See the invitation",
  outro: `The link works for ${invitationDays} days. If you did not expect this, ignore this e-mail: nothing happens without the link.`,
} as const;

/** What a colleague sees where an owner manages billing (/account, /subscription-success). */
export const memberBilling = {
  managedBy: (owner: string) =>
    `This is your city's subscription. Its owner, ${owner}, manages billing: ask them for invoices or changes.`,
  refused: (owner: string) => `Only the account's owner, ${owner}, manages billing.`,
} as const;
