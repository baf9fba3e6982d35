import { demoTimeSlotOptions } from "../../app/content/lead-forms/demo";
import {
  cityOfInterestOptions,
  companySizeOptions,
  contactSubjectOptions,
  expectedRevenueOptions,
  populationSizeOptions,
} from "../../app/content/leads";
import { partnershipTypes } from "../../app/content/pages/partners";

/**
 * Every option a lead form offers. A lead stores the option's value ("pricing", "50k-250k"); the
 * team searches by what the form showed ("Pricing", "$50K-$250K"), so the search maps one to the
 * other when it runs, and a label changed in the copy is found by its new words at once.
 */
const leadOptions: readonly { value: string; label: string }[] = [
  ...cityOfInterestOptions,
  ...contactSubjectOptions,
  ...companySizeOptions,
  ...expectedRevenueOptions,
  ...populationSizeOptions,
  ...demoTimeSlotOptions,
  ...partnershipTypes,
];

/** The values of the options whose label holds `word` (case-insensitive), each once. */
export function optionValuesLabelled(word: string): string[] {
  const needle = word.toLowerCase();
  const values = leadOptions
    .filter((option) => option.label.toLowerCase().includes(needle))
    .map((option) => option.value);
  return [...new Set(values)];
}
