import { z } from 'zod';

export const text = z.string().trim().min(1);

/** Palette keys shared by the home page's cards; components map them to the theme's brand colours. */
export const accentColors = [
  'purple',
  'indigo',
  'pink',
  'amber',
  'blue',
  'green',
  'orange',
] as const;
export type AccentColor = (typeof accentColors)[number];

/**
 * The studio's project illustrations (`public/images/home/projects/<id>.svg`): one per portfolio
 * project, plus the poster of the chamber-of-commerce talk the hero gallery links to.
 */
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

/** Every project illustration is drawn on the same 4:5 canvas. */
export const PROJECT_ART_SIZE = { width: 800, height: 1000 } as const;

export function projectArtSrc(id: ProjectArtId) {
  return `/images/home/projects/${id}.svg` as const;
}
