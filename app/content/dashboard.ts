import { site } from "./site";

/** Copy of the customer's dashboard (/dashboard) and the team's launch view (/admin/launches). */

export const dashboardSeo = {
  path: "/dashboard",
  title: "Dashboard",
  description: `Launch your city on ${site.name}: set up your brand, import your business list and go live.`,
  noindex: true,
} as const;

const columnLabel = (column: string) => column;

export const stepStateLabels = {
  todo: "To do",
  in_progress: "In progress",
  waiting: "Waiting for the team",
  done: "Done",
} as const;

export const dashboardCopy = {
  title: "Your launch",
  lead: "Three steps from subscribing to going live. Each one shows where it stands and what comes next.",
  notSubscribed: {
    title: "Dashboard",
    heading: "The dashboard comes with a subscription",
    body: "Once your city subscribes, this is where you set up your brand, import your local businesses and go live.",
    cta: { label: "See pricing", to: "/pricing" },
  },
  loadFailed: "We could not load your launch just now. Reload the page in a moment.",
  saved: {
    brand: "Your brand is saved.",
    import: (count: number) =>
      `${count.toLocaleString("en-US")} ${count === 1 ? "business is" : "businesses are"} imported.`,
    requested: "Your request to go live is with our team. We will e-mail you when it is reviewed.",
    joined: "You have joined your city's account: this is its launch.",
  },
  brand: {
    heading: "Set up brand",
    next: {
      todo: "Give your city's name, state, the domain you want, a logo and a brand colour.",
      in_progress: "Finish your brand: every field and a logo are needed.",
      done: "Your brand is ready. You can change it until you go live.",
    },
    displayName: { label: "City display name", hint: "As residents should see it, e.g. Springfield" },
    state: { label: "State" },
    domain: {
      label: "Domain you want",
      hint: "Shop followed by your city's name and .com, e.g. ShopSpringfield.com",
    },
    logo: {
      label: "Logo",
      hint: "PNG, JPEG or WebP, up to 2 MB. SVG files are not accepted.",
      keep: "Leave it empty to keep your current logo.",
      current: "Current logo",
    },
    colour: {
      label: "Brand colour",
      hint: "Your assistant's header uses it behind white text, so it must be dark enough: a contrast of at least 4.5:1.",
    },
    preview: { heading: "Preview of your assistant's header", assistant: "Ask me about local businesses" },
    submit: "Save brand",
    busy: "Saving...",
    errors: {
      displayName: "Enter your city's display name",
      displayNameLong: "The display name must be at most 80 characters",
      displayNamePlain: "The display name cannot contain < or >",
      state: "Select your state",
      domain: "Enter a domain of the form ShopYourCity.com, e.g. ShopSpringfield.com",
      colour: "Enter a colour as # and six hexadecimal digits, e.g. #1d4ed8",
      contrast: (ratio: string) =>
        `White text on this colour has a contrast of ${ratio}, below the 4.5:1 needed to read it: choose a darker colour`,
      logoMissing: "Choose a logo",
      logoTooLarge: "The logo must be at most 2 MB",
      logoSvg: "SVG logos are not accepted: upload a PNG, JPEG or WebP image",
      logoType: "The logo must be a PNG, JPEG or WebP image",
      logoUnreadable: "The logo could not be read as an image: it may be damaged. Save it again and retry",
    },
  },
  import: {
    heading: "Import business data",
    next: {
      todo: "Upload your local businesses as a CSV or Excel (.xlsx) file. Start from the template.",
      done: "Your business list is imported. You can view, search and download it below.",
    },
    file: {
      label: "Business list",
      hint: "CSV or Excel (.xlsx), up to 10,000 businesses. Columns: name, category, address, phone, website, hours, description; name, category and address are required.",
    },
    template: { label: "Download the template (CSV)", to: "/dashboard/template.csv" },
    replaces: (count: number) =>
      `Importing again replaces the ${count.toLocaleString("en-US")} ${count === 1 ? "business" : "businesses"} you imported before.`,
    submit: "Check and import",
    busy: "Checking...",
    progress: (checked: number, total: number) =>
      `Checked ${checked.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} rows`,
    uploading: "Importing...",
    refused: "Nothing was imported: fix these problems and import the list again",
    moreProblems: (count: number) => `and ${count.toLocaleString("en-US")} more problems`,
    ignored: (columns: string[]) => `These columns are not ours and were ignored: ${columns.join(", ")}.`,
    problems: {
      empty: "The file is empty",
      tooLarge: "The file is larger than 8 MB",
      unreadable: "The file could not be read: save it as CSV or Excel (.xlsx) and try again",
      notUtf8: "The file is not UTF-8 text: save it as CSV UTF-8 (or .xlsx) and try again",
      quotes: (row: number) => `Row ${row}: a quoted value does not end`,
      noColumn: (column: string) => `The list has no ${columnLabel(column)} column`,
      twice: (column: string) => `The ${columnLabel(column)} column appears more than once`,
      noRows: "The list has no businesses below its header row",
      tooMany: (count: number) =>
        `The list has ${count.toLocaleString("en-US")} businesses: at most 10,000 can be imported`,
      missing: (column: string) => `${columnLabel(column)} is missing`,
      tooLong: (column: string, max: number) =>
        `${columnLabel(column)} is longer than ${max.toLocaleString("en-US")} characters`,
      phone: (value: string) => `phone "${value.slice(0, 40)}" is not a phone number`,
      website: (value: string) => `website "${value.slice(0, 60)}" is not a web address`,
      row: (row: number, problem: string) => `Row ${row}: ${problem}`,
    },
    list: {
      heading: "Your imported businesses",
      search: { label: "Search businesses", submit: "Search" },
      download: { label: "Download the list (CSV)", to: "/dashboard/businesses.csv" },
      showing: (shown: number, total: number) =>
        `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
      none: "No business matches this search.",
      more: "Show more",
    },
  },
  live: {
    heading: "Go live",
    next: {
      todo: "Once your brand and business list are done, ask our team to put your city live.",
      ready: "Your brand and business list are ready: ask our team to put your city live.",
      waiting: "Our team is reviewing your launch. We will e-mail you when it is done.",
      returned: "Our team sent your launch back. Read their note, make the changes and ask again.",
    },
    note: "Note from our team",
    submit: "Ask to go live",
    busy: "Sending...",
    liveSince: (date: string, address: string) => `Live since ${date} at ${address}`,
  },
  locked:
    "Your launch is with our team or already live, so it cannot be changed now. Write to us if something must change.",
  failed: "Something went wrong on our side: nothing was changed. Try again in a moment.",
} as const;

export const launchMail = {
  live: {
    subject: `Your city is live on ${site.name}`,
    intro: (date: string, address: string) =>
      `Good news: our team has put your city live. Live since ${date} at ${address}.`,
    button: "Open your dashboard",
  },
  returned: {
    subject: `Your ${site.name} launch needs a change`,
    intro: (note: string) => `Our team reviewed your launch and sent it back with this note: ${note}`,
    button: "Open your dashboard",
  },
  requested: {
    subject: `We have your request to go live`,
    intro:
      "Thank you: our team is reviewing your brand and business list, and will e-mail you once it is done.",
    button: "Open your dashboard",
  },
} as const;

export const usStates = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([value, label]) => ({ value: value!, label: label! }));

export const launchesAdmin = {
  seo: {
    path: "/admin/launches",
    title: "Launches",
    description: "Every subscriber's launch and its review.",
  },
  title: "Launches",
  intro:
    "Every subscriber's launch: each step's state, who it waits on and for how long. Review a request to put a city live or send it back.",
  columns: {
    city: "City",
    account: "Account",
    brand: "Brand",
    import: "Businesses",
    live: "Go live",
    waits: "Waits on",
  },
  waitsOn: { city: "the city", team: "the team", nobody: "nobody (live)" },
  none: "No subscriber has started a launch yet.",
  review: "Review",
  unnamed: "(no name yet)",
  page: {
    back: "All launches",
    brand: "Brand",
    logo: "Logo",
    noLogo: "No logo yet",
    noBusinesses: "No business list imported yet.",
    businesses: "Businesses",
    sample: (shown: number, total: number) =>
      `A sample: the first ${shown} of ${total.toLocaleString("en-US")}`,
    markLive: {
      heading: "Mark live",
      address: { label: "Live address", hint: "e.g. https://ShopSpringfield.com" },
      date: { label: "Live since", hint: "The day the city's site went live" },
      submit: "Mark live",
    },
    sendBack: { heading: "Send back", note: { label: "Note to the city" }, submit: "Send back" },
    notRequested: "This launch has not asked to go live: it can be reviewed once the city asks.",
    history: "History",
  },
  done: {
    live: (email: string) => `${email} is live; the city has been e-mailed.`,
    returned: (email: string) => `${email}'s launch was sent back; the city has been e-mailed.`,
  },
  errors: {
    address: "Enter the live address as https://… , e.g. https://ShopSpringfield.com",
    date: "Enter the date as YYYY-MM-DD, e.g. 2027-03-01",
    note: "Write a note of 1 to 2,000 characters saying what the city must change",
    notRequested: "This launch is not waiting for a review: reload the page to see where it stands.",
    gone: "This launch no longer exists.",
  },
} as const;
