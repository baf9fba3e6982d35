import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberFirstPage } from "./features/leads/attribution-capture";
import { forgetCarriedState } from "./lib/carried-state";

// Before hydration, while the address is still the page the visitor arrived on.
rememberFirstPage();
forgetCarriedState();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
