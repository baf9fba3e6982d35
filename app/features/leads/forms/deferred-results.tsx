import { useEffect, useState, type ComponentType } from "react";

type Results = typeof import("./results");
let loaded: Results | undefined;

/** Loads the result components (the browser calls it when a visitor focuses a form). */
export function loadResults(): Promise<Results> {
  return import("./results").then((module) => (loaded = module));
}

/**
 * Makes the result components available at once. The form pages call it (results-now.ts): a
 * page that answers a submission without JavaScript renders them on the server, and when such a
 * page is hydrated they must render the same in the browser.
 */
export function provideResults(module: Results): void {
  loaded = module;
}

/**
 * A result component that costs nothing until it is needed: rendered straight away where its
 * module is present, otherwise (a form on the home page, in the footer) loaded on first use.
 * No Suspense: React outlines large Suspense boundaries behind a script, which a visitor without
 * JavaScript would never see.
 */
function deferred<Props extends object>(pick: (module: Results) => ComponentType<Props>) {
  return function Deferred(props: Props) {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let current = true;
      loadResults().then(
        (ready) => current && setModule(ready),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [module]);
    if (!module) return null;
    const Component = pick(module);
    return <Component {...props} />;
  };
}

export const ErrorSummary = deferred((module) => module.ErrorSummary);
export const FormMessage = deferred((module) => module.FormMessage);
export const SuccessScreen = deferred((module) => module.SuccessScreen);
