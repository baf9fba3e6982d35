import { lazy } from "react";

/*
 * Home's parts that are only text, links, icons and native <details>, each inside <Unhydrated>. The
 * server renders them, and <Unhydrated> keeps its markup while the page hydrates, so a first visit
 * never runs their code: the browser loads it (one file, with their copy) only when it has to
 * render them itself, after a client navigation to home. There is no <Suspense> around them on
 * purpose: a navigation is a transition, so React keeps the previous page until they have loaded
 * instead of showing home with holes; the server waits for them too.
 */
const sections = () => import("./unhydrated-sections-chunk");

export const HowItWorks = lazy(() => sections().then((module) => ({ default: module.HowItWorks })));
export const WhatYouGetCards = lazy(() => sections().then((module) => ({ default: module.WhatYouGetCards })));
export const Stakeholders = lazy(() => sections().then((module) => ({ default: module.Stakeholders })));
export const Results = lazy(() => sections().then((module) => ({ default: module.Results })));
export const Faq = lazy(() => sections().then((module) => ({ default: module.Faq })));
export const Closing = lazy(() => sections().then((module) => ({ default: module.Closing })));
