import { attributionFields, attributionKeys, firstPageAttribution, type Attribution } from "./attribution";

/** sessionStorage: the visit's first page, in this tab, until it closes. No cookie. */
const storageKey = "shopcity.attribution";

/**
 * Keeps the visit's first page (its UTM values, referring host and path) for the visit. Runs once
 * per page load, before hydration; a later page of the same visit finds the values there and
 * leaves them. Storage may be off (private modes, policies): then forms send only their own path.
 */
export function rememberFirstPage(): void {
  try {
    if (sessionStorage.getItem(storageKey) !== null) return;
    const first = firstPageAttribution(new URL(window.location.href), document.referrer);
    sessionStorage.setItem(storageKey, JSON.stringify(first));
  } catch {
    // No storage: nothing is kept, and nothing breaks.
  }
}

function remembered(): Partial<Record<keyof Attribution, unknown>> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    return typeof value === "object" && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** Adds the visit's attribution and this page's path to a form's data, as hidden fields. */
export function addAttribution(formData: FormData): void {
  const values = { ...remembered(), formPath: window.location.pathname };
  for (const key of attributionKeys) {
    const value = values[key];
    formData.set(attributionFields[key], typeof value === "string" ? value : "");
  }
}
