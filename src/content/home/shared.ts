import { z } from 'zod';

export const text = z.string().trim().min(1);

export type AccentColor = 'purple' | 'indigo' | 'pink' | 'amber' | 'blue' | 'green' | 'orange';

// One per portfolio project, plus the poster of the talk the hero gallery links to.
export const projectArtIds = [
  'after-hours-voice-concierge',
  'five-minute-lead-desk',
  'loan-document-chaser',
  'service-lane-agent',
  'bilingual-clinic-website',
  'team-ai-bootcamp',
  'seasonal-campaign-engine',
  'field-service-app',
  'weekly-report-autopilot',
  'chamber-lunch-and-learn',
] as const;
export type ProjectArtId = (typeof projectArtIds)[number];

export const PROJECT_ART_SIZE = { width: 800, height: 1000 } as const;

export function projectArtSrc(id: ProjectArtId) {
  return `/images/home/projects/${id}.svg` as const;
}
