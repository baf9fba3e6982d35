// Home's sections that are only text, links and native <details>: one module, so that they and
// their copy come as one file when the browser needs them (routes/home.tsx).
export { Closing } from "./closing";
export { Faq } from "./faq";
export { HowItWorks } from "./how-it-works";
export { Results } from "./results";
export { Stakeholders } from "./stakeholders";
