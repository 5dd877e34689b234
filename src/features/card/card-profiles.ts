import { site } from '@/config/site';

type Profile = (typeof site.socials)[number] | (typeof site.cardProfiles)[number];
export type ProfileNetwork = Profile['network'];

/** What each profile on the card is for, in the order the card lists them. */
export const cardProfileKinds = [
  { network: 'linkedin', kind: 'professional' },
  { network: 'github', kind: 'code' },
  { network: 'instagram', kind: 'photo' },
  { network: 'tiktok', kind: 'shortVideo' },
  { network: 'twitter', kind: 'microblog' },
] as const satisfies readonly { network: ProfileNetwork; kind: string }[];

export type ProfileKind = (typeof cardProfileKinds)[number]['kind'];

const profiles: readonly Profile[] = [...site.socials, ...site.cardProfiles];

/** The studio's profile on a network, as configured in site.ts. */
export function profileOn(network: ProfileNetwork): Profile {
  const profile = profiles.find((candidate) => candidate.network === network);
  if (!profile) throw new Error(`site.ts has no ${network} profile`);
  return profile;
}

/** The profiles the card links to, each with what it is for. */
export function cardProfiles() {
  return cardProfileKinds.map(({ network, kind }) => ({ ...profileOn(network), kind }));
}
