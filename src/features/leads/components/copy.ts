import type en from '@messages/en/leads.json';

/** The copy the lead forms read, handed down from the page (types only: no JSON is bundled). */
export type LeadsCopy = (typeof en)['Leads'];
export type AssessmentCopy = (typeof en)['AssessmentCenter'];
export type DiscoverCopy = (typeof en)['Discover'];

/** Fills `{name}` placeholders; the forms' copy has no plurals or formats beyond that. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
