// The code behind unhydrated-sections.ts: one module, so that it comes as one file.
export { Closing } from "./closing";
export { Faq } from "./faq";
export { HowItWorks } from "./how-it-works";
export { Results } from "./results";
export { Stakeholders } from "./stakeholders";
export { WhatYouGetCards } from "./what-you-get-cards";
