import { partnerReviewTime } from "./pages/partners";

/** The lead forms shown in dialogs: their headers and the buttons that close them. */
export const leadDialogs = {
  close: "Close",
  cancel: "Cancel",
  presentation: {
    title: "Download the Presentation",
    description: "Tell us who you are and we'll email you a link to the presentation.",
  },
  partner: {
    title: "Apply to Become a Partner",
    description: `Tell us about your company. We review every application and reply within ${partnerReviewTime}.`,
  },
} as const;
