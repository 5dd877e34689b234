// Valid answers of each lead form.
export const readiness = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines',
  website: 'analytical.example',
  industry: 'technology',
  teamSize: '11-50',
  aiAreas: ['leadGen', 'customerService'],
  currentData: 'Customer records in a CRM, orders in spreadsheets.',
  usesAITools: 'yes',
  aiToolNames: 'ChatGPT <script>alert(1)</script>',
  topGoals: 'Answer leads faster, automate reporting, cut data entry.',
  teamFamiliarity: [6],
  wantsRoadmap: 'yes',
  locale: 'en',
};

export const audit = {
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  companyName: 'Compilers & Co',
  website: '',
  departmentStructure: 'Sales, support and a small operations team.',
  auditDepartments: ['sales', 'support'],
  currentTools: 'HubSpot, Gmail and Google Sheets.',
  currentChallenges: 'Slow replies to leads and hours of manual reporting.',
  monthlyCustomerVolume: '1,200',
  expectedOutcomes: 'Faster replies and fewer manual steps.',
  wantsStrategyCall: 'yes',
  locale: 'es',
};

export const wizard = {
  companyName: 'Bay Realty',
  industry: 'real-estate',
  companySize: '11-50',
  role: 'Owner',
  email: 'owner@example.com',
  aiExperience: 2,
  currentChallenges: 'Too many unqualified leads.',
  primaryGoals: 'Qualify leads automatically.',
  departments: ['sales', 'customer-service'],
  timeline: 'quarter',
  budget: 'not-sure',
  priorities: '',
  additionalInfo: '',
  locale: 'en',
};
