import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postAudit } from '@/app/api/leads/audit/route';
import { POST as postReadiness } from '@/app/api/leads/readiness/route';
import { POST as postWizard } from '@/app/api/leads/wizard/route';
import { leadRateLimit } from '@/features/leads/config';
import { filesOfLeads } from '@/features/leads/server/leads-repository';
import type { LeadReceipt } from '@/features/leads/receipt';
import { useDatabase } from '@/server/db/connection';
import { emailOutbox, leads, storedFileChunks, storedFiles } from '@/server/db/schema';
import { readStoredFile } from '@/server/files/file-store-repository';
import type { ApiErrorBody } from '@/lib/api-error-body';
import { deliverDueEmails } from '@/server/mail/outbox';
import { fileTransport } from '@/server/mail/transport';
import { audit, readiness, wizard } from './support/leads';
import { jsonRequest, newClientAddress } from './support/requests';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';
import {
  BOUNDARY,
  brokenStream,
  multipartBody,
  samples,
  uploadRequest,
  type UploadFile,
} from './support/uploads';

const MB = 1024 * 1024;

type Body = Partial<LeadReceipt> & Partial<ApiErrorBody>;

async function send(route: (request: Request) => Promise<Response>, request: Request) {
  const response = await route(request);
  return { response, body: (await response.json()) as Body };
}

const json = (
  route: typeof postReadiness,
  body: unknown,
  options?: Parameters<typeof jsonRequest>[2],
) => send(route, jsonRequest('/api/leads/x', body, options));

const upload = (
  fields: Parameters<typeof multipartBody>[0],
  files: UploadFile[] = [],
  options?: Parameters<typeof uploadRequest>[2],
) => send(postAudit, uploadRequest('/api/leads/audit', multipartBody(fields, files), options));

describe.each(backends.both)('lead API on %s', (backend) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  async function stored() {
    const [
      [{ value: leadCount } = { value: 0 }],
      [{ value: fileCount } = { value: 0 }],
      [{ value: chunkCount } = { value: 0 }],
    ] = await Promise.all([
      db().select({ value: count() }).from(leads),
      db().select({ value: count() }).from(storedFiles),
      db().select({ value: count() }).from(storedFileChunks),
    ]);
    return { leads: leadCount, files: fileCount, chunks: chunkCount };
  }

  /** Runs a refused request and checks that it left nothing behind. */
  async function expectNothingStored(attempt: () => Promise<{ response: Response; body: Body }>) {
    const before = await stored();
    const result = await attempt();
    expect(await stored()).toEqual(before);
    expect(result.body.message).toBeTruthy();
    return result;
  }

  async function emailsOf(leadId: string) {
    const rows = await db().select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    return rows.filter((row) => row.message.text.includes(leadId) || row.kind.startsWith('lead.'));
  }

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    useDatabase(database.handle);
  });

  afterAll(async () => {
    useDatabase(undefined);
    await database.cleanup();
  });

  describe('POST /api/leads/readiness', () => {
    it('stores the assessment, queues both emails and answers 201', async () => {
      const { response, body } = await json(postReadiness, readiness);
      expect(response.status).toBe(201);
      expect(body.message).toMatch(/within 24-48 hours/);
      const [lead] = await db().select().from(leads).where(eq(leads.id, body.lead!.id));
      expect(lead).toMatchObject({ kind: 'readiness', email: 'ada@example.com', locale: 'en' });
      expect(lead!.answers).toMatchObject({
        teamFamiliarity: 6,
        website: 'https://analytical.example/',
      });

      const emails = (await emailsOf(lead!.id)).filter((row) => row.message.text.includes('Ada'));
      const studio = emails.find((row) => row.kind === 'lead.readiness.studio-notification')!;
      const visitor = emails.find((row) => row.kind === 'lead.readiness.acknowledgment')!;
      expect(studio.message).toMatchObject({
        to: 'hello@marlowe.studio',
        replyTo: 'ada@example.com',
      });
      expect(studio.message.subject).toBe(
        'New AI readiness assessment: Ada Lovelace, Analytical Engines',
      );
      expect(studio.message.text).toContain('How familiar is your team with AI?: 6 of 10');
      expect(studio.message.text).toContain('Lead generation, Customer service');
      // Every answer is escaped in the HTML.
      expect(studio.message.html).toContain('ChatGPT &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(studio.message.html).not.toContain('<script>');
      expect(visitor.message).toMatchObject({
        to: 'ada@example.com',
        subject: 'We received your AI readiness assessment',
      });
      expect(visitor.message.text).toContain('within 24-48 hours');
    });

    it('answers an empty form with every field’s message, in English and in Spanish', async () => {
      const english = await json(postReadiness, {});
      expect(english.response.status).toBe(400);
      expect(english.body.errors).toMatchObject({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        companyName: 'Company name is required',
        industry: 'Please select an industry',
        teamSize: 'Please select team size',
        aiAreas: 'Please select at least one AI area',
        currentData: 'Please describe your current data usage',
        topGoals: 'Please describe your top 3 goals',
      });
      const spanish = await json(postReadiness, { locale: 'es', website: 'no es una web' });
      expect(spanish.body.message).toMatch(/Revise los campos/);
      expect(spanish.body.errors).toMatchObject({
        name: 'El nombre debe tener al menos 2 caracteres',
        website: 'Ingrese una dirección web válida',
      });
    });

    it('drops what a bot typed into the hidden field, with the same answer', async () => {
      const before = await stored();
      const { response, body } = await json(postReadiness, { ...readiness, referenceCode: 'x' });
      expect(response.status).toBe(201);
      expect(body.lead).toBeNull();
      expect(await stored()).toEqual(before);
    });

    it('refuses cross-site requests (403), bodies that are not JSON (415) and floods (429)', async () => {
      expect(
        (await json(postReadiness, readiness, { headers: { origin: 'https://evil.example' } }))
          .response.status,
      ).toBe(403);
      const form = await json(postReadiness, undefined, {
        raw: 'name=Ada',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.response.status).toBe(415);
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= leadRateLimit.points; i += 1) {
        const { response } = await json(postReadiness, {}, { client });
        statuses.push(response.status);
        if (response.status === 429)
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    });
  });

  describe('POST /api/leads/wizard', () => {
    it('stores the answers and promises the report within 24 hours', async () => {
      const { response, body } = await json(postWizard, wizard);
      expect(response.status).toBe(201);
      const [lead] = await db().select().from(leads).where(eq(leads.id, body.lead!.id));
      expect(lead).toMatchObject({ kind: 'wizard', company: 'Bay Realty', contactName: '' });
      const emails = await emailsOf(lead!.id);
      const visitor = emails.find(
        (row) =>
          row.kind === 'lead.wizard.acknowledgment' && row.message.to === 'owner@example.com',
      )!;
      expect(visitor.message.text).toContain('within 24 hours');
      const studio = emails.find((row) => row.kind === 'lead.wizard.studio-notification')!;
      expect(studio.message.text).toContain('2 of 5: Beginner');
      expect(studio.message.text).toContain('Within 3 months');
    });

    it('refuses answers missing a required step field', async () => {
      const { response, body } = await json(postWizard, { ...wizard, primaryGoals: ' ' });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual({ primaryGoals: 'Please describe your primary goals' });
    });
  });

  describe('POST /api/leads/audit', () => {
    const everyKind: UploadFile[] = [
      { name: 'org-chart.pdf', content: samples.pdf, type: 'application/pdf' },
      { name: 'process.docx', content: samples.docx },
      { name: 'old-process.doc', content: samples.doc },
      { name: 'dashboard.png', content: samples.png, type: 'image/png' },
      { name: 'notes.txt', content: samples.txt, type: 'text/plain' },
    ];

    it('stores the request with its files, attached to the studio’s email, and answers 201', async () => {
      const { response, body } = await upload(audit, everyKind);
      expect(response.status).toBe(201);
      expect(body.message).toMatch(/3 a 5 días hábiles/);
      const leadId = body.lead!.id;
      const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
      expect(lead!.answers).toMatchObject({
        monthlyCustomerVolume: 1200,
        auditDepartments: ['sales', 'support'],
      });
      const files = await filesOfLeads(db(), [leadId]);
      expect(files.map((file) => [file.filename, file.contentType])).toEqual([
        ['org-chart.pdf', 'application/pdf'],
        ['process.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['old-process.doc', 'application/msword'],
        ['dashboard.png', 'image/png'],
        ['notes.txt', 'text/plain; charset=utf-8'],
      ]);
      for (const [index, file] of files.entries()) {
        expect(await readStoredFile(db(), file.id)).toEqual(everyKind[index]!.content);
      }

      const emails = await emailsOf(leadId);
      const studio = emails.find(
        (row) => row.kind === 'lead.audit.studio-notification' && row.message.text.includes(leadId),
      )!;
      expect(studio.message.attachments?.map((file) => file.filename)).toEqual(
        everyKind.map((file) => file.name),
      );
      const visitor = emails.find(
        (row) => row.kind === 'lead.audit.acknowledgment' && row.message.to === 'grace@example.com',
      )!;
      expect(visitor.message.subject).toBe('Recibimos su solicitud de auditoría de IA');
      expect(visitor.message.text).toContain('3 a 5 días hábiles');
      expect(visitor.message.text).toContain('llamada estratégica de 30 minutos');

      // Delivered as a real email, the files travel with it.
      const directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-lead-mail-'));
      try {
        await deliverDueEmails({ db: db(), transport: fileTransport(directory), log: console });
        const parsed = await Promise.all(
          (await readdir(directory)).map(async (name) =>
            PostalMime.parse(await readFile(path.join(directory, name))),
          ),
        );
        const mail = parsed.find(
          (message) =>
            message.subject?.includes('Compilers & Co') && message.text?.includes(leadId),
        )!;
        expect(mail.attachments.map((file) => file.filename)).toEqual(
          everyKind.map((file) => file.name),
        );
        const pdf = mail.attachments[0]!.content as ArrayBuffer;
        expect(Buffer.from(pdf)).toEqual(samples.pdf);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });

    it('accepts a request without files, and two files of 10 MB listed with the command to fetch them', async () => {
      expect((await upload({ ...audit, email: 'nofiles@example.com' })).response.status).toBe(201);
      const big = Buffer.concat([samples.pdf, Buffer.alloc(10 * MB - samples.pdf.length, 0x20)]);
      const { response, body } = await upload({ ...audit, email: 'big@example.com' }, [
        { name: 'a.pdf', content: big },
        { name: 'b.pdf', content: big },
      ]);
      expect(response.status).toBe(201);
      const files = await filesOfLeads(db(), [body.lead!.id]);
      expect(files.map((file) => file.size)).toEqual([10 * MB, 10 * MB]);
      const studio = (await emailsOf(body.lead!.id)).find(
        (row) =>
          row.kind === 'lead.audit.studio-notification' && row.message.text.includes(body.lead!.id),
      )!;
      expect(studio.message.attachments).toBeUndefined();
      expect(studio.message.text).toContain(`npm run leads -- files ${body.lead!.id} --out`);
    });

    it('refuses a file of 10 MB and one byte with 413, keeping nothing', async () => {
      const tooBig = Buffer.concat([
        samples.pdf,
        Buffer.alloc(10 * MB + 1 - samples.pdf.length, 0x20),
      ]);
      const { response, body } = await expectNothingStored(() =>
        upload(audit, [
          { name: 'ok.pdf', content: samples.pdf },
          { name: 'huge.pdf', content: tooBig },
        ]),
      );
      expect(response.status).toBe(413);
      expect(body.message).toContain('huge.pdf');
    });

    it('refuses a sixth file with 413, keeping nothing', async () => {
      const six = Array.from({ length: 6 }, (_, index) => ({
        name: `page-${index}.png`,
        content: samples.png,
      }));
      const { response, body } = await expectNothingStored(() => upload(audit, six));
      expect(response.status).toBe(413);
      expect(body.message).toBe('Adjunte como máximo 5 archivos.');
    });

    it.each([
      [
        'an executable renamed .pdf',
        { name: 'report.pdf', content: samples.elf, type: 'application/pdf' },
      ],
      [
        'a Windows program renamed .txt',
        { name: 'notes.txt', content: samples.exe, type: 'text/plain' },
      ],
      ['an installer renamed .doc', { name: 'letter.doc', content: samples.msi }],
      ['a PNG named .jpg', { name: 'photo.jpg', content: samples.png, type: 'image/jpeg' }],
      [
        'text that is not UTF-8',
        { name: 'legacy.txt', content: Buffer.from([0x48, 0xc3, 0x28, 0x0a]) },
      ],
      ['a file of another type', { name: 'tool.exe', content: samples.exe }],
    ])('refuses %s with 415, keeping nothing', async (_case, file) => {
      const { response } = await expectNothingStored(() =>
        upload(audit, [{ name: 'fine.png', content: samples.png }, file]),
      );
      expect(response.status).toBe(415);
    });

    it('refuses a file in the language of the form', async () => {
      const { body } = await upload({ ...audit, locale: 'en' }, [
        { name: 'x.pdf', content: samples.elf },
      ]);
      expect(body.message).toBe(
        '“x.pdf” is not the kind of file its name says, so we cannot accept it. Please attach the original document.',
      );
    });

    it('refuses a body that is cut short (400), keeping nothing', async () => {
      const whole = multipartBody(audit, [{ name: 'a.pdf', content: samples.pdf }]);
      const truncated = whole.subarray(0, whole.length - 30);
      const { response } = await expectNothingStored(() =>
        send(postAudit, uploadRequest('/api/leads/audit', truncated)),
      );
      expect(response.status).toBe(400);
    });

    it('keeps nothing when the connection drops in the middle of a file', async () => {
      const big = Buffer.concat([samples.pdf, Buffer.alloc(3 * MB, 0x20)]);
      const whole = multipartBody(audit, [
        { name: 'ok.png', content: samples.png },
        { name: 'big.pdf', content: big },
      ]);
      const { response } = await expectNothingStored(() =>
        send(
          postAudit,
          uploadRequest('/api/leads/audit', brokenStream(whole.subarray(0, whole.length - MB))),
        ),
      );
      expect(response.status).toBe(400);
    });

    it('shows every field’s message for an empty request, and refuses what is not multipart', async () => {
      const { response, body } = await upload({ locale: 'en' });
      expect(response.status).toBe(400);
      expect(body.errors).toMatchObject({
        fullName: 'Full name must be at least 2 characters',
        email: 'Please enter a valid email address',
        companyName: 'Company name is required',
        departmentStructure: 'Please describe your department structure',
        auditDepartments: 'Please select at least one department to audit',
        currentTools: 'Please describe your current tools',
        currentChallenges: 'Please describe your current challenges',
        expectedOutcomes: 'Please describe your expected outcomes',
      });
      const asJson = await send(postAudit, jsonRequest('/api/leads/audit', audit));
      expect(asJson.response.status).toBe(415);
    });

    it('refuses fields sent after the files and files sent in another field', async () => {
      const rest: Partial<typeof audit> = { ...audit };
      delete rest.auditDepartments;
      const closing = `--${BOUNDARY}--\r\n`;
      const late = Buffer.concat([
        multipartBody(rest, [{ name: 'a.png', content: samples.png }]).subarray(0, -closing.length),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="auditDepartments"\r\n\r\nsales\r\n${closing}`,
        ),
      ]);
      expect((await send(postAudit, uploadRequest('/api/leads/audit', late))).response.status).toBe(
        400,
      );
      const wrongField = await upload(audit, [
        { name: 'a.png', content: samples.png, field: 'attachment' },
      ]);
      expect(wrongField.response.status).toBe(400);
    });

    it('refuses cross-site uploads with 403', async () => {
      const { response } = await expectNothingStored(() =>
        upload(audit, [{ name: 'a.png', content: samples.png }], {
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
      );
      expect(response.status).toBe(403);
    });
  });

  it('never answers a server error, whatever the body', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"name":{"$gt":""}}',
      '{'.repeat(1000),
      JSON.stringify({ ...readiness, aiAreas: 'leadGen' }),
    ];
    for (const raw of bodies) {
      for (const route of [postReadiness, postWizard]) {
        const response = await route(jsonRequest('/api/leads/x', undefined, { raw }));
        expect(response.status, raw).toBeLessThan(500);
      }
      const response = await postAudit(uploadRequest('/api/leads/audit', Buffer.from(raw)));
      expect(response.status, raw).toBeLessThan(500);
    }
  });
});
