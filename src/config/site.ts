export const site = {
  name: 'Marlowe Creative Studio',
  shortName: 'Marlowe',
  foundingYear: 2025,
  founder: {
    name: 'Jordan Marlowe',
    givenName: 'Jordan',
    familyName: 'Marlowe',
    jobTitle: 'AI Engineer & Consultant',
  },
  // The business card's address: its route folder, src/app/(card)/[locale]/<slug>, has this name.
  cardSlug: 'jordan-marlowe',
  location: {
    locality: 'Chincoteague Island',
    region: 'VA',
    regionName: 'Virginia',
    country: 'US',
    countryName: 'USA',
    timeZone: 'America/New_York',
  },
  phone: {
    display: '+1 (757) 555-0142',
    e164: '+17575550142',
  },
  email: 'hello@marlowe.studio',
  socials: [
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/marlowestudio',
    },
    { network: 'twitter', label: 'Twitter/X', href: 'https://x.com/marlowestudio' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/marlowestudio' },
    { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@marlowestudio' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/marlowestudio' },
  ],
  cardProfiles: [
    { network: 'github', label: 'GitHub', href: 'https://github.com/marlowestudio' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@marlowestudio' },
  ],
  themeColor: {
    light: '#f8f5f2',
    dark: '#000000',
  },
} as const;

export const TITLE_SUFFIX = ` | ${site.shortName}`;

export const studioTimeZone = site.location.timeZone;
