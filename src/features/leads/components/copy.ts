import type en from '@messages/en/leads.json';

/** The copy the lead forms read, handed down from the page (types only: no JSON is bundled). */
export type LeadsCopy = (typeof en)['Leads'];
export type AssessmentCopy = (typeof en)['AssessmentCenter'];
export type DiscoverCopy = (typeof en)['Discover'];
