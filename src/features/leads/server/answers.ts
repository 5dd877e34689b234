import type { Locale } from '@/i18n/routing';
import type { LeadKind } from '../options';
import { leadsTranslator } from './messages';

export const questionOrder = {
  readiness: [
    'name',
    'email',
    'companyName',
    'website',
    'industry',
    'teamSize',
    'aiAreas',
    'currentData',
    'usesAITools',
    'aiToolNames',
    'topGoals',
    'teamFamiliarity',
    'wantsRoadmap',
  ],
  audit: [
    'fullName',
    'email',
    'companyName',
    'website',
    'departmentStructure',
    'auditDepartments',
    'currentTools',
    'currentChallenges',
    'monthlyCustomerVolume',
    'expectedOutcomes',
    'wantsStrategyCall',
  ],
  wizard: [
    'companyName',
    'email',
    'industry',
    'companySize',
    'role',
    'aiExperience',
    'currentChallenges',
    'primaryGoals',
    'departments',
    'timeline',
    'budget',
    'priorities',
    'additionalInfo',
  ],
} as const satisfies Record<LeadKind, readonly string[]>;

export type Question = (typeof questionOrder)[LeadKind][number];

const optionLists: Partial<Record<Question, string>> = {
  industry: 'industry',
  teamSize: 'teamSize',
  aiAreas: 'aiAreas',
  usesAITools: 'yesNo',
  wantsRoadmap: 'yesNo',
  auditDepartments: 'auditDepartments',
  wantsStrategyCall: 'yesNo',
  companySize: 'companySize',
  departments: 'departments',
  timeline: 'timeline',
  budget: 'budget',
};

export interface Answer {
  question: Question;
  label: string;
  text: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

export function answerText(
  question: Question,
  value: unknown,
  locale: Locale,
  notGiven: string,
): string {
  const t = leadsTranslator(locale);
  const label = (list: string, id: string) => {
    const key = `options.${list}.${id}` as never;
    return t.has(key) ? t(key) : id;
  };
  const list = optionLists[question];
  if (isEmpty(value)) return notGiven;
  if (question === 'teamFamiliarity') {
    return t('scale.familiarityValue', { value: String(value) });
  }
  if (question === 'aiExperience') {
    return t('scale.experienceValue', {
      value: String(value),
      label: label('experience', String(value)),
    });
  }
  if (Array.isArray(value)) {
    return value.map((item) => (list ? label(list, String(item)) : String(item))).join(', ');
  }
  return list ? label(list, String(value)) : String(value);
}

export function answerEntries(
  kind: LeadKind,
  answers: Record<string, unknown>,
  locale: Locale,
  notGiven: string,
): Answer[] {
  const t = leadsTranslator(locale);
  return questionOrder[kind].map((question) => ({
    question,
    label: t(`fields.${question}`),
    text: answerText(question, answers[question], locale, notGiven),
  }));
}

export function answerRows(
  kind: LeadKind,
  answers: Record<string, unknown>,
  locale: Locale,
  notGiven: string,
): [label: string, value: string][] {
  return answerEntries(kind, answers, locale, notGiven).map(({ label, text }) => [label, text]);
}
