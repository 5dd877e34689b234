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

type Question = (typeof questionOrder)[LeadKind][number];

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

export function answerRows(
  kind: LeadKind,
  answers: Record<string, unknown>,
  locale: Locale,
  notGiven: string,
): [label: string, value: string][] {
  const t = leadsTranslator(locale);
  const label = (list: string, id: string) => {
    const key = `options.${list}.${id}` as never;
    return t.has(key) ? t(key) : id;
  };
  return questionOrder[kind].map((question) => {
    const value = answers[question];
    const list = optionLists[question];
    let text: string;
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && !value.length)
    ) {
      text = notGiven;
    } else if (question === 'teamFamiliarity') {
      text = t('scale.familiarityValue', { value: String(value) });
    } else if (question === 'aiExperience') {
      text = t('scale.experienceValue', {
        value: String(value),
        label: label('experience', String(value)),
      });
    } else if (Array.isArray(value)) {
      text = value.map((item) => (list ? label(list, String(item)) : String(item))).join(', ');
    } else {
      text = list ? label(list, String(value)) : String(value);
    }
    return [t(`fields.${question}`), text];
  });
}
