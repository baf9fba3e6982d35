/** The /video page: the platform overview player, its transcript and the three feature cards. */

export const videoSeo = {
  path: "/video",
  title: "Platform Overview Video",
  description:
    "Watch a 30-second captioned tour of ShopCity: a premium city domain, a voice-first AI assistant, the local business directory and the admin dashboard.",
} as const;

export type VideoFeatureIcon = "monitor-play" | "store" | "layout-dashboard";

export type TranscriptEntry = {
  /** Where the passage starts, as m:ss, and the same as an ISO 8601 duration for <time>. */
  time: string;
  dateTime: string;
  /** What is on screen, for people who cannot see the video. */
  visual: string;
  narration: string;
};

export const videoPage = {
  title: "See ShopCity in 30 seconds",
  lead: "A short, captioned tour of the city platform: the domain, the voice-first assistant, the business directory and the dashboard your team works in.",
  player: {
    /** Names the player for screen readers; the visible heading is above it. */
    label: "ShopCity platform overview, 30 seconds, narrated, with English captions",
    fallback: "Your browser cannot play this video. Download it or read the transcript below.",
    facts: ["30 seconds", "Narrated", "English captions", "Transcript below"],
    download: "Download video (MP4, 0.6 MB)",
    captionsLabel: "English",
  },
  transcript: {
    summary: "Read the transcript",
    intro: "The narration, with a description of what is on screen.",
    visualLabel: "On screen:",
    entries: [
      {
        time: "0:00",
        dateTime: "PT0S",
        visual:
          "The ShopCity AI logo and the title “Your city's own web platform”, beside a card showing the address shopspringfield.com.",
        narration: "ShopCity gives your community a premium city domain and a voice-first AI assistant.",
      },
      {
        time: "0:05",
        dateTime: "PT5S",
        visual: "A green microphone button next to a speech bubble with a resident's question.",
        narration: "Residents simply ask: “What can I get my sister for her birthday?”",
      },
      {
        time: "0:10",
        dateTime: "PT10S",
        visual:
          "The assistant's reply beside three local results: Main Street Books, Harbor Candle Co. and Clay & Kiln Studio, each with distance and opening hours.",
        narration: "It answers in seconds, with local shops, events and services from your own directory.",
      },
      {
        time: "0:15",
        dateTime: "PT15S",
        visual: "A grid of six directory listings, each marked as claimed or verified by its business.",
        narration: "Businesses claim their listings and keep hours, photos and offers current.",
      },
      {
        time: "0:20",
        dateTime: "PT20S",
        visual:
          "The administrator dashboard with sample figures for the last 30 days: assistant conversations, listing views, calls and directions, and claimed listings, above a monthly bar chart.",
        narration: "Your team sees searches, visits and local spending in the admin dashboard.",
      },
      {
        time: "0:25",
        dateTime: "PT25S",
        visual:
          "“Launch in 2–4 weeks” above four steps: get your domain, launch the assistant, promote locally, track results.",
        narration: "Launch in two to four weeks. Book your demo at ShopCity.com.",
      },
    ] satisfies TranscriptEntry[],
  },
  features: {
    eyebrow: "In the video",
    heading: "One platform, three views",
    intro: "What residents use, what businesses manage, and what your team measures.",
    cards: [
      {
        icon: "monitor-play",
        title: "Platform demo",
        body: "A resident asks a question out loud and gets three nearby answers in seconds, with hours and directions.",
        points: ["Voice or text, on any phone", "Answers in 20+ languages", "Sources linked in every reply"],
      },
      {
        icon: "store",
        title: "Business directory",
        body: "Every shop, restaurant, service and event in one verified directory that the assistant answers from.",
        points: [
          "Owners claim and update listings",
          "Import from a chamber or license list",
          "Events from your city calendar",
        ],
      },
      {
        icon: "layout-dashboard",
        title: "Admin dashboard",
        body: "The view for your team: what residents ask, which businesses they find, and the local impact over time.",
        points: ["Real-time usage figures", "Monthly impact reports", "Roles for staff and partners"],
      },
    ] satisfies { icon: VideoFeatureIcon; title: string; body: string; points: string[] }[],
  },
  cta: {
    heading: "See it with your own city's domain",
    body: "In a 30-minute demo we show the platform set up for your municipality and answer your team's questions.",
    primary: { label: "Book Your Demo", to: "/book-demo" },
    secondary: { label: "Visit the Help Center", to: "/help" },
  },
} as const;
