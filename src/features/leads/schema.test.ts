import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '@messages/en/leads.json';
import es from '@messages/es/leads.json';
import { leadErrorKey, leadErrorKeys } from './field-rules';
import { auditSchema, normalizeWebsite, readinessSchema, wizardSchema } from './schema';

const readiness = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines',
  website: '',
  industry: 'technology',
  teamSize: '11-50',
  aiAreas: ['leadGen', 'automation'],
  currentData: 'Customer records in a CRM, orders in spreadsheets.',
  usesAITools: 'no',
  topGoals: 'Answer leads faster, automate reporting, cut data entry.',
  teamFamiliarity: 5,
  wantsRoadmap: 'yes',
};

const audit = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  companyName: 'Compilers Inc',
  website: 'compilers.example',
  departmentStructure: 'Sales, support and a small operations team.',
  auditDepartments: ['sales', 'support'],
  currentTools: 'HubSpot, Gmail and Google Sheets.',
  currentChallenges: 'Slow replies to leads and hours of manual reporting.',
  monthlyCustomerVolume: '1,200',
  expectedOutcomes: 'Faster replies and fewer manual steps.',
  wantsStrategyCall: 'yes',
};

const wizard = {
  companyName: 'Bay Realty',
  industry: 'real-estate',
  companySize: '11-50',
  role: 'Owner',
  email: 'owner@example.com',
  aiExperience: 3,
  currentChallenges: 'Too many unqualified leads.',
  primaryGoals: 'Qualify leads automatically.',
  departments: ['sales'],
  timeline: 'quarter',
  budget: '',
  priorities: '',
  additionalInfo: '',
};

type Schema = typeof readinessSchema | typeof auditSchema | typeof wizardSchema;

/** The English text of the first problem with `field`, as the visitor reads it. */
function messageFor(schema: Schema, payload: object, field: string): string | undefined {
  const result = schema.safeParse(payload);
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  return issue ? en.Leads.errors[leadErrorKey(issue)] : undefined;
}

describe('readiness assessment schema', () => {
  it('accepts a complete assessment', () => {
    expect(readinessSchema.safeParse(readiness).success).toBe(true);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', '   ', 'Name must be at least 2 characters'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['companyName', 'X', 'Company name is required'],
    ['website', 'not a url', 'Please enter a valid website URL'],
    ['website', 'ftp://files.example.com', 'Please enter a valid website URL'],
    ['industry', '', 'Please select an industry'],
    ['teamSize', '', 'Please select team size'],
    ['aiAreas', [], 'Please select at least one AI area'],
    ['currentData', 'Too short', 'Please describe your current data usage'],
    ['topGoals', 'Nineteen characters', 'Please describe your top 3 goals'],
    ['usesAITools', 'maybe', 'Please choose yes or no'],
    ['wantsRoadmap', true, 'Please choose yes or no'],
    ['teamFamiliarity', 11, 'Please choose a number from 1 to 10'],
    ['teamFamiliarity', [5, 6], 'Please choose a number from 1 to 10'],
  ])('%s = %j reads “%s”', (field, value, message) => {
    expect(messageFor(readinessSchema, { ...readiness, [field]: value }, field)).toBe(message);
  });

  it('reads the same messages when a required field is missing', () => {
    const rest: Partial<typeof readiness> = { ...readiness };
    delete rest.name;
    delete rest.aiAreas;
    expect(messageFor(readinessSchema, rest, 'name')).toBe('Name must be at least 2 characters');
    expect(messageFor(readinessSchema, rest, 'aiAreas')).toBe('Please select at least one AI area');
  });

  it('allows an empty website and completes one typed without a scheme', () => {
    expect(readinessSchema.parse({ ...readiness, website: '' }).website).toBe('');
    expect(readinessSchema.parse({ ...readiness, website: 'acme.com' }).website).toBe(
      'https://acme.com/',
    );
  });

  it('takes the familiarity as one number or a list of exactly one (slider value)', () => {
    expect(readinessSchema.parse({ ...readiness, teamFamiliarity: [7] }).teamFamiliarity).toBe(7);
    expect(readinessSchema.parse({ ...readiness, teamFamiliarity: 1 }).teamFamiliarity).toBe(1);
  });
});

describe('audit request schema', () => {
  it('accepts a complete request and reads the customer volume as a number', () => {
    const parsed = auditSchema.parse(audit);
    expect(parsed.monthlyCustomerVolume).toBe(1200);
    expect(parsed.website).toBe('https://compilers.example/');
    expect(auditSchema.parse({ ...audit, monthlyCustomerVolume: '' }).monthlyCustomerVolume).toBe(
      undefined,
    );
  });

  it.each([
    ['fullName', 'G', 'Full name must be at least 2 characters'],
    ['email', 'grace@example', 'Please enter a valid email address'],
    ['companyName', '', 'Company name is required'],
    ['website', 'http://', 'Please enter a valid website URL'],
    ['departmentStructure', 'Sales', 'Please describe your department structure'],
    ['auditDepartments', [], 'Please select at least one department to audit'],
    ['auditDepartments', ['finance'], 'Please select at least one department to audit'],
    ['currentTools', 'Excel', 'Please describe your current tools'],
    ['currentChallenges', 'Slow replies', 'Please describe your current challenges'],
    ['expectedOutcomes', 'Faster', 'Please describe your expected outcomes'],
    ['monthlyCustomerVolume', 'about 200', 'Please enter a whole number, such as 1200'],
    ['monthlyCustomerVolume', -5, 'Please enter a whole number, such as 1200'],
    ['wantsStrategyCall', '', 'Please choose yes or no'],
  ])('%s = %j reads “%s”', (field, value, message) => {
    expect(messageFor(auditSchema, { ...audit, [field]: value }, field)).toBe(message);
  });
});

describe('discover wizard schema', () => {
  it('accepts complete answers and leaves unchosen options out', () => {
    const parsed = wizardSchema.parse(wizard);
    expect(parsed.timeline).toBe('quarter');
    expect(parsed.budget).toBeUndefined();
    expect(wizardSchema.safeParse({ ...wizard, aiExperience: [5] }).success).toBe(true);
  });

  it.each([
    ['companyName', ''],
    ['email', 'x'],
    ['industry', ''],
    ['companySize', '10'],
    ['role', ' '],
    ['currentChallenges', ''],
    ['primaryGoals', ''],
    ['aiExperience', 6],
    ['departments', ['legal']],
    ['timeline', 'someday'],
    ['budget', 'a lot'],
  ])('refuses %s = %j with its own message', (field, value) => {
    const message = messageFor(wizardSchema, { ...wizard, [field]: value }, field);
    expect(message).toBeTruthy();
    expect(message).not.toBe(en.Leads.errors.invalid);
  });
});

describe('all lead schemas', () => {
  it('refuse unknown fields, line breaks in one-line answers and answers past their limit', () => {
    expect(messageFor(readinessSchema, { ...readiness, admin: true }, 'admin')).toBeUndefined();
    const unknown = readinessSchema.safeParse({ ...readiness, admin: true });
    expect(leadErrorKey(unknown.error!.issues[0]!)).toBe('unknownField');
    expect(messageFor(auditSchema, { ...audit, fullName: 'Grace\nHopper' }, 'fullName')).toBe(
      en.Leads.errors.singleLine,
    );
    expect(
      messageFor(wizardSchema, { ...wizard, priorities: 'x'.repeat(5001) }, 'priorities'),
    ).toBe(en.Leads.errors.tooLong);
  });

  it('name every problem with a key that exists in both languages', () => {
    for (const key of leadErrorKeys) {
      expect(en.Leads.errors[key], key).toBeTruthy();
      expect(es.Leads.errors[key], key).toBeTruthy();
    }
  });

  it('never throw, whatever they are given', () => {
    for (const [schema, valid] of [
      [readinessSchema, readiness],
      [auditSchema, audit],
      [wizardSchema, wizard],
    ] as const) {
      fc.assert(
        fc.property(fc.anything({ withNullPrototype: true, withBigInt: true }), (input) => {
          schema.safeParse(input);
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(
          fc.record(
            Object.fromEntries(
              Object.keys(valid).map((key) => [
                key,
                fc.oneof(fc.string(), fc.array(fc.string()), fc.integer(), fc.anything()),
              ]),
            ),
            { requiredKeys: [] },
          ),
          (input) => {
            const result = schema.safeParse(input);
            for (const issue of result.error?.issues ?? []) {
              expect(leadErrorKeys).toContain(leadErrorKey(issue));
            }
          },
        ),
        { numRuns: 300 },
      );
    }
    // Generous: the properties run a few thousand parses, slowly on a busy machine.
  }, 60_000);

  it('keep whatever single-line name a person types, minus outer spaces', () => {
    const name = fc
      .string({ minLength: 2, maxLength: 100 })
      .filter(
        (value) =>
          value.trim().length >= 2 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value),
      );
    fc.assert(
      fc.property(name, (value) => {
        const result = readinessSchema.safeParse({ ...readiness, name: value });
        expect(result.success).toBe(true);
        expect(result.data?.name).toBe(value.trim());
      }),
      { numRuns: 300 },
    );
  });
});

describe('website addresses', () => {
  it('accept http(s) sites with a real host name only', () => {
    expect(normalizeWebsite('https://acme.com/about')).toBe('https://acme.com/about');
    expect(normalizeWebsite('www.acme.co.uk')).toBe('https://www.acme.co.uk/');
    expect(normalizeWebsite('localhost')).toBeUndefined();
    expect(normalizeWebsite('javascript:alert(1)')).toBeUndefined();
    expect(normalizeWebsite('https://user:pw@acme.com')).toBeUndefined();
  });
});
