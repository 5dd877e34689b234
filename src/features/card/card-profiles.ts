import { site } from '@/config/site';

type Profile = (typeof site.socials)[number] | (typeof site.cardProfiles)[number];
type ProfileNetwork = Profile['network'];

const cardProfileKinds = [
  { network: 'linkedin', kind: 'professional' },
  { network: 'github', kind: 'code' },
  { network: 'instagram', kind: 'photo' },
  { network: 'tiktok', kind: 'shortVideo' },
  { network: 'twitter', kind: 'microblog' },
] as const satisfies readonly { network: ProfileNetwork; kind: string }[];

const profiles: readonly Profile[] = [...site.socials, ...site.cardProfiles];

export function profileOn(network: ProfileNetwork): Profile {
  const profile = profiles.find((candidate) => candidate.network === network);
  if (!profile) throw new Error(`site.ts has no ${network} profile`);
  return profile;
}

export function cardProfiles() {
  return cardProfileKinds.map(({ network, kind }) => ({ ...profileOn(network), kind }));
}
