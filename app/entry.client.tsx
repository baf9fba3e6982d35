import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberFirstPage } from "./features/leads/attribution-capture";
import { forgetCarriedState } from "./lib/carried-state";
import { listenForStaleChunks, newVersionInstrumentation, resumeNavigation } from "./lib/new-version";

// Before hydration, while the address is still the page the visitor arrived on.
rememberFirstPage();
forgetCarriedState();
listenForStaleChunks();
// React Router reloaded the page it was leaving, its next page's code gone since a deploy: go on
// there, and leave this one unhydrated.
const leaving = resumeNavigation();

if (!leaving) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[newVersionInstrumentation]} />
      </StrictMode>,
    );
  });
}
