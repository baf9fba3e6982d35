/** Copy of the team's inbox (/admin and its pages), for admins only. */
import type { LeadType } from "./leads";

/** What each lead type is called in the inbox (the list, the counts, the chart, the filter). */
export const leadTypeNames = {
  download_presentation: "Presentation",
  pilot: "Pilot",
  demo: "Demo",
  newsletter: "Newsletter",
  contact: "Contact",
  partner: "Partner",
} as const satisfies Record<LeadType, string>;

export const adminSeo = {
  leads: { path: "/admin", title: "Team inbox", description: "The leads sent through the site's forms." },
  lead: { path: "/admin/leads", title: "Lead", description: "One lead as it was sent." },
  subscribers: {
    path: "/admin/subscribers",
    title: "Newsletter subscribers",
    description: "Who receives the newsletter.",
  },
  users: { path: "/admin/users", title: "Users", description: "Accounts and their subscriptions." },
  audit: { path: "/admin/audit", title: "Audit log", description: "What admins did, and when." },
  sources: { path: "/admin/sources", title: "Sources", description: "Where the leads came from." },
} as const;

/** One lead's page in the inbox. */
export const leadPath = (id: string) => `${adminSeo.lead.path}/${id}`;

export const adminShell = {
  product: "Team inbox",
  signedInAs: "Signed in as",
  nav: {
    label: "Team inbox",
    links: [
      { to: "/admin", label: "Leads" },
      { to: "/admin?verdict=held", label: "Held" },
      { to: "/admin/sources", label: "Sources" },
      { to: "/admin/subscribers", label: "Subscribers" },
      { to: "/admin/users", label: "Users" },
      { to: "/admin/launches", label: "Launches" },
      { to: "/admin/audit", label: "Audit log" },
    ],
  },
} as const;

/** The link to the inbox on /account, for admins. */
export const accountInboxLink = {
  heading: "Team inbox",
  text: "You are an admin: the leads, subscribers, users and audit log are in the team inbox.",
  link: { to: "/admin", label: "Open the team inbox" },
} as const;

export const pagerCopy = {
  label: "Pages",
  next: "Next page",
  first: "Back to the newest",
} as const;

/** The states a lead's team e-mail (or one e-mail job) can be in. */
export const deliveryNames = { sent: "Sent", pending: "Waiting", failed: "Failed" } as const;

export const leadStateNames = { new: "New", handled: "Handled" } as const;

/** The leads held as spam (decision 0005): their view, and what a held lead's page says. */
export const heldCopy = {
  title: "Held as spam",
  intro: (days: number) =>
    `Leads that looked automated: stored, but nobody was e-mailed. Deliver the ones a person sent; the others are deleted ${days} days after they came.`,
  count: "Held as spam",
  reasons: "Why it was held",
  deliver: "Not spam — deliver",
  deliverName: (who: string) => `Not spam — deliver the lead of ${who}`,
  delete: "Delete",
  deleteName: (who: string) => `Delete the held lead of ${who}`,
  /** Delete asks first: a person's lead held by mistake, once deleted, cannot be brought back. */
  confirmDelete: {
    title: "Delete this held lead?",
    titleOf: (who: string) => `Delete the held lead of ${who}?`,
    text: "It is deleted for good: nothing can bring it back. If a person sent it, choose “Not spam — deliver” instead.",
    confirm: "Delete for good",
    cancel: "Cancel",
  },
  empty: "No lead is held as spam.",
  deleted: "The held lead was deleted.",
  /** The filter's week so far: how often it held a lead, and how often that was a person. */
  week: {
    heading: "This week",
    since: (monday: string) => `Since Monday, ${monday} (UTC).`,
    held: "Held as spam",
    delivered: "Of those, delivered by hand",
    text: "A held lead the team delivers was a person the filter took for a bot. If that happens often, check the held leads each day: the filter is holding people back.",
  },
  panel: {
    heading: "Held as spam",
    text: "This lead looked automated, so it was stored without e-mail. If a person sent it, deliver it: its e-mails go out then, as they would have.",
  },
} as const;

export const leadsPage = {
  title: "Leads",
  intro: "Everything sent through the site's forms, newest first.",
  export: "Export CSV",
  exportRefused: (problems: readonly string[]) =>
    `No export was made: part of its filter was not understood.\n${problems.map((problem) => `- ${problem}`).join("\n")}\nCorrect the filter on the Leads page and export again.\n`,
  toList: "Go to the leads",
  table: {
    caption: "Leads",
    received: "Received",
    type: "Type",
    name: "Name",
    email: "E-mail",
    organization: "Organization",
    state: "State",
    delivery: "Delivery",
    empty: "No lead matches this filter.",
    noName: "(no name)",
  },
  counts: {
    heading: "Leads per type",
    all: "All types",
    delivered: "Back to the delivered leads",
    hint: "Under the other filters; each opens that type.",
  },
  filter: {
    heading: "Filter",
    type: "Type",
    anyType: "Any type",
    state: "State",
    anyState: "Any state",
    from: "Received from",
    to: "Received until",
    dateHint: "Inclusive, in UTC",
    q: "Search",
    qHint: "Anything the lead sent, the chosen options too; every word must match",
    submit: "Show leads",
    clear: "Clear filters",
    problem: "Part of this filter was not understood",
    problemDescription: "The leads below are filtered without it.",
  },
} as const;

export const weeklyChartCopy = {
  heading: "Leads per week",
  /** The chart's accessible name; the numbers are in the table beside it. */
  name: (weeks: number, total: number) =>
    `Bar chart of ${total.toLocaleString("en-US")} leads over ${weeks} weeks, stacked by type. The same numbers are in the table below the chart.`,
  legend: "Colours of the lead types",
  tableToggle: "Show the numbers as a table",
  tableCaption: "Leads per week and type",
  week: "Week of",
  total: "Total",
  empty: "No leads in these weeks.",
} as const;

export const leadPage = {
  back: "Back to the leads",
  backToHeld: "Back to the leads held as spam",
  title: (type: string) => `${type} lead`,
  intro: (received: string) => `Received ${received}.`,
  fields: { heading: "What was sent", notProvided: "Not provided" },
  details: {
    heading: "About this lead",
    received: "Received",
    clientAddress: "Client address",
    unknownAddress: "Not recorded",
    state: "State",
    handledAt: "Handled on",
    markHandled: "Mark handled",
    markNew: "Mark as new",
  },
  jobs: {
    heading: "E-mails",
    caption: "The e-mails of this lead",
    kind: "E-mail",
    recipient: "To",
    attempts: "Attempts",
    lastError: "Last error",
    sentAt: "Sent",
    state: "State",
    action: "Action",
    retry: "Retry now",
    retryName: (kind: string, recipient: string) => `Retry now: ${kind} to ${recipient}`,
    nextAttempt: "Next automatic try",
    none: "This lead has no e-mails.",
    noError: "None",
    notSent: "Not yet",
  },
  jobKinds: {
    team: "Team notification",
    ack: "Acknowledgement",
    presentation: "Presentation link",
    welcome: "Newsletter welcome",
  } as Record<string, string>,
  note: {
    heading: "Private note",
    label: "Note",
    hint: "Only admins see it. At most 5,000 characters; an empty note clears it.",
    save: "Save note",
    savedNow: "The note as saved now",
    restored: "This is the note you typed here earlier and did not save. Save it to keep it.",
  },
  history: {
    heading: "History",
    empty: "No admin has changed this lead yet.",
  },
} as const;

export const subscribersPage = {
  title: "Newsletter subscribers",
  intro: "Everyone who subscribed, newest first.",
  active: "Subscribed",
  unsubscribed: "Unsubscribed",
  table: {
    caption: "Newsletter subscribers",
    email: "E-mail",
    subscribedAt: "Subscribed on",
    state: "State",
    unsubscribedOn: (date: string) => `Unsubscribed on ${date}`,
    empty: "Nobody has subscribed yet.",
  },
  unsubscribe: {
    heading: "Unsubscribe an address",
    label: "E-mail address",
    hint: "For someone who asked by phone or by letter. No e-mail is sent about it.",
    submit: "Unsubscribe",
    done: (email: string) => `${email} is unsubscribed.`,
    already: (email: string) => `${email} was unsubscribed already.`,
    unknown: (email: string) => `${email} is not on the newsletter list: check the address.`,
  },
} as const;

export const usersPage = {
  title: "Users",
  intro:
    "Accounts, newest first, with their security and subscription. To make a colleague an admin: they sign up on the site, then whoever runs the server types npm run admin -- promote and their address.",
  search: { label: "Search by e-mail", submit: "Search", clear: "Show all users" },
  empty: "No account matches this search.",
  card: {
    created: "Created",
    verified: "E-mail confirmed",
    twoFactor: "Two-factor",
    admin: "Admin",
    subscription: "Subscription",
    none: "None",
    yes: "Yes",
    no: "No",
    tier: "Package",
    status: "Status",
    end: "Until",
    noEnd: "No end date",
    source: { stripe: "Stripe", invoice: "Invoice" },
    entitled: "Gives access",
    notEntitled: "No access",
  },
  grant: {
    toggle: "Grant an invoice subscription",
    tier: "Package",
    tierHint: "As on the invoice, e.g. Local AI Hero",
    until: "Until",
    untilHint: "YYYY-MM-DD, the last day included (UTC)",
    submit: "Grant",
    submitName: (email: string) => `Grant ${email} an invoice subscription`,
  },
  revoke: {
    submit: "Revoke",
    submitName: (email: string) => `Revoke the invoice subscription of ${email}`,
  },
} as const;

export const auditPage = {
  title: "Audit log",
  intro: "Every change made in the inbox or with npm run admin, newest first.",
  table: {
    caption: "Audit log",
    at: "When",
    actor: "Who",
    action: "What",
    empty: "Nothing has been logged yet.",
  },
} as const;

/** A lead as the audit log names it: "Alex Acceptance's demo request". */
export const leadNouns = {
  download_presentation: "presentation download",
  pilot: "pilot application",
  demo: "demo request",
  newsletter: "newsletter sign-up",
  contact: "contact message",
  partner: "partner application",
} as const satisfies Record<LeadType, string>;

/**
 * What each job of a lead is, inside a sentence ("Retried the team notification e-mail for …"):
 * its e-mails, and its deliveries to the team's webhook and CRMs.
 */
export const jobKindPhrases: Record<string, string> = {
  team: "the team notification e-mail",
  ack: "the acknowledgement e-mail",
  presentation: "the presentation link e-mail",
  welcome: "the newsletter welcome e-mail",
  webhook: "the webhook delivery",
  hubspot: "the HubSpot delivery",
  salesforce: "the Salesforce delivery",
};

/**
 * The audit log's entries as sentences. `lead` is the lead's words (linked where it still exists),
 * `target` an account's address; the parts around them are plain text.
 */
export const auditSentences = {
  possessive: (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`),
  from: (noun: string, email: string) => `the ${noun} from ${email}`,
  anonymous: (noun: string) => `a ${noun}`,
  goneLead: "a lead deleted since",
  anEmail: "an e-mail",
  aDelivery: "a delivery",
  retryOutcome: {
    sent: " — sent",
    failed: " — it failed again",
    busy: " — it was being sent already",
  } as Record<string, string>,
  lead: {
    "lead.handled": ["Marked ", " handled"],
    "lead.reopened": ["Marked ", " as new"],
    "lead.note": ["Saved a note on ", ""],
    "lead.note_cleared": ["Cleared the note on ", ""],
    "lead.released": ["Delivered ", ", which was held as spam"],
  } as Record<string, readonly [string, string]>,
  retried: (kind: string) => `Retried ${kind} for `,
  deleted: (noun: string) => `Deleted a ${noun} held as spam`,
  deletedUnknown: "Deleted a lead held as spam",
  account: {
    "role.promote": ["Made ", " an admin"],
    "role.demote": ["Took admin rights from ", ""],
    "admin.create": ["Created the admin account ", ""],
    "subscriber.unsubscribe": ["Unsubscribed ", " from the newsletter"],
    "launch.live": ["Put the city of ", " live"],
    "launch.returned": ["Sent back the launch of ", " with a note"],
    "team.invited": ["Invited ", " to their city's account"],
    "team.invitation_canceled": ["Cancelled the invitation to ", ""],
    "team.member_removed": ["Removed ", " from their city's account"],
    "team.joined": ["Joined a city's account as ", ""],
  } as Record<string, readonly [string, string]>,
  granted: (tier: string, until: string) => [`Granted `, ` the ${tier} subscription until ${until}`] as const,
  revoked: (tier: string) => [`Revoked the ${tier} subscription of `, ""] as const,
  erased: (leads: number, subscription: boolean) =>
    `Erased an address on request: ${leads} lead${leads === 1 ? "" : "s"}${subscription ? " and a newsletter subscription" : ""}`,
  other: (action: string) => [`${action} on `, ""] as const,
} as const;

/** The answers of the inbox's forms when the input itself is refused (nothing changes then). */
export const adminMessages = {
  problem: "There is a problem",
  unknownAction: "This form was not understood: reload the page and try again.",
  noteTooLong: "Keep the note to at most 5,000 characters.",
  noteChanged:
    "Someone else saved this note while you were writing. Yours is still in the box, not saved: the note as saved now is shown above it. Combine them and save again.",
  jobMissing: "This e-mail was not understood: reload the page and try again.",
  leadMissing: "This lead was not understood: reload the page and try again.",
  leadGone: "This lead does not exist (any more).",
  tierMissing: "Enter the package name.",
  tierTooLong: "Keep the package name to at most 60 characters.",
  untilInvalid: "Enter the last day as YYYY-MM-DD, e.g. 2027-12-31.",
  untilNoSuchDay: "That day is not on the calendar: check the month and the day.",
  emailInvalid: "This account's address was not understood: reload the page and try again.",
  searchTooLong: "Search for at most 200 characters.",
  subscriberEmail: "Enter the address to unsubscribe, e.g. name@city.gov.",
} as const;

/** A lead handed on to the team's CRM or webhook: its panel on the lead's page, its filter. */
export const deliveriesCopy = {
  heading: "CRM and webhook deliveries",
  caption: "Where this lead was handed on",
  destination: "Destination",
  target: "To",
  state: "State",
  attempts: "Attempts",
  lastStatus: "Last answer",
  noStatus: "None yet",
  lastError: "Last error",
  noError: "None",
  sentAt: "Sent",
  notSent: "Not sent",
  nextAttempt: "Next automatic try",
  refused: "Refused",
  refusedNote: "Not retried automatically",
  action: "Action",
  retry: "Retry now",
  retryName: (destination: string) => `Retry now: delivery to ${destination}`,
  destinations: { webhook: "Webhook", hubspot: "HubSpot", salesforce: "Salesforce" } as Record<
    string,
    string
  >,
  filter: { label: "Delivery", any: "Any delivery", failed: "Delivery failed" },
} as const;
