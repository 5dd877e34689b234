import { describe, expect, it } from 'vitest';
import type { Lead } from '@/server/db/schema';
import { leadTable } from './lead-table';

const received = new Date('2026-11-28T06:03:00Z');
const lead = (kind: Lead['kind'], answers: Record<string, unknown>, extra: Partial<Lead> = {}) =>
  ({
    id: `${kind}-id`,
    kind,
    locale: 'en',
    email: String(answers.email),
    contactName: String(answers.name ?? answers.fullName ?? ''),
    company: String(answers.companyName),
    answers,
    createdAt: received,
    handledAt: null,
    note: '',
    ...extra,
  }) satisfies Lead;

const leads = [
  lead('readiness', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    companyName: 'Analytical Engines',
    industry: 'retail',
    aiAreas: ['leadGen', 'customerService'],
    usesAITools: 'yes',
    teamFamiliarity: 6,
  }),
  lead(
    'audit',
    {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      companyName: 'Compilers & Co',
      auditDepartments: ['sales', 'support'],
      wantsStrategyCall: 'no',
    },
    { handledAt: new Date('2026-11-29T15:00:00Z'), locale: 'es' },
  ),
  lead('wizard', {
    companyName: 'Bay Realty',
    email: 'owner@example.com',
    budget: 'not-sure',
    timeline: 'quarter',
  }),
];

const files = [
  { id: 'f1', leadId: 'audit-id', position: 0, filename: 'brief.pdf', contentType: '', size: 1 },
];

describe('the leads spreadsheet', () => {
  it('gives each field one column with a header of its own, in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      const { header } = leadTable(leads, files, locale);
      expect(new Set(header).size).toBe(header.length);
      expect(header.filter((name) => /^(Name|Nombre)$/.test(name))).toHaveLength(1);
    }
    const { header } = leadTable(leads, files, 'en');
    expect(header.filter((name) => name === 'Email address')).toHaveLength(1);
    expect(header).not.toContain('Your name');
    expect(header.length).toBeLessThan(40);
  });

  it('writes the answers in words, the person in their own columns whatever the form asked', () => {
    const { header, rows } = leadTable(leads, files, 'en');
    const cell = (row: number, name: string) => rows[row]![header.indexOf(name)];
    expect(cell(0, 'Name')).toBe('Ada Lovelace');
    expect(cell(1, 'Name')).toBe('Grace Hopper');
    expect(cell(2, 'Company')).toBe('Bay Realty');
    expect(cell(0, 'Kind')).toBe('Readiness assessment');
    expect(cell(0, 'Industry')).toBe('Retail');
    expect(cell(0, 'Where AI could help')).toBe('Lead generation, Customer service');
    expect(cell(0, 'Uses AI tools')).toBe('Yes');
    expect(cell(0, 'Team familiarity with AI')).toBe('6 of 10');
    expect(cell(1, 'Language')).toBe('Spanish');
    expect(cell(1, 'Files')).toBe('brief.pdf');
    expect(cell(1, 'Handled on')).toMatch(/^Sunday, November 29, 2026 at 10:00/);
    expect(cell(2, 'Budget')).not.toBe('not-sure');
    expect(rows.flat()).not.toContain('customerService');
  });

  it('keeps to the questions of one kind when the list is filtered to it', () => {
    const { header } = leadTable([leads[2]!], [], 'es', ['wizard']);
    expect(header).toContain('Presupuesto');
    expect(header).not.toContain('Departamentos para auditar');
  });
});
