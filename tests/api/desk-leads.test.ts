import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportList } from '@/app/api/studio/export/[list]/route';
import { GET as leadFile } from '@/app/api/studio/leads/[id]/files/[position]/route';
import { PATCH as review } from '@/app/api/studio/leads/[id]/route';
import { leads, studioActivity } from '@/server/db/schema';
import { signedInBrowser } from './support/desk-session';
import { spreadsheetOf, storedLead } from './support/desk-records';
import { backends, databaseForSuite } from './support/test-database';
import { samples } from './support/uploads';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.both)('the desk on leads on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  const patch = (id: string, body: unknown, locale = 'en') =>
    desk.send(review, `/api/studio/leads/${id}?locale=${locale}`, {
      method: 'PATCH',
      body,
      params: { id },
    });
  const actions = async () =>
    (await db().select().from(studioActivity)).map(
      (row) => `${row.action}:${row.sessionId === desk.sessionId}`,
    );

  it('marks a lead handled with a note, and back, recording each change', async () => {
    const { lead } = await storedLead(db(), { email: 'handled@example.com' });
    expect((await patch(lead.id, { handled: true, note: 'Called back on Monday.' })).status).toBe(
      200,
    );
    let [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.handledAt).toBeInstanceOf(Date);
    expect(row!.note).toBe('Called back on Monday.');
    expect(await actions()).toEqual(
      expect.arrayContaining(['lead.handled:true', 'lead.note:true']),
    );

    expect((await patch(lead.id, { handled: false, note: 'Called back on Monday.' })).status).toBe(
      200,
    );
    [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.handledAt).toBeNull();
    expect(await actions()).toContain('lead.unhandled:true');

    const tooLong = await patch(lead.id, { handled: true, note: 'x'.repeat(2001) }, 'es');
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({
      note: 'La nota debe tener menos de 2000 caracteres.',
    });
    expect((await patch(crypto.randomUUID(), { handled: true, note: '' })).status).toBe(404);
  });

  it('hands over an audit file as a download only, never to be shown inline', async () => {
    const { lead } = await storedLead(db(), {
      email: 'files@example.com',
      files: [
        { name: 'brief.pdf', bytes: samples.pdf, type: 'application/pdf' },
        { name: 'Notas de reunión "final".txt', bytes: samples.txt, type: 'text/plain' },
      ],
    });
    const download = (position: string) =>
      desk.send(leadFile, `/api/studio/leads/${lead.id}/files/${position}`, {
        method: 'GET',
        params: { id: lead.id, position },
      });
    const response = await download('1');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.txt);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Notas de reuni_n _final_.txt"; filename*=UTF-8''${encodeURIComponent('Notas de reunión "final".txt')}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await (await download('0')).arrayBuffer())).toEqual(samples.pdf);
    expect((await download('2')).status).toBe(404);
    expect((await download('../1')).status).toBe(404);
  });

  it('exports the leads shown as CSV, with formulas defused', async () => {
    await storedLead(db(), {
      email: 'csv@example.com',
      company: '=HYPERLINK("http://evil.example")',
    });
    const response = await desk.send(
      exportList,
      '/api/studio/export/leads?locale=es&kind=audit&q=csv%40',
      {
        method: 'GET',
        params: { list: 'leads' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contactos-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const { byteOrderMark, header, rows } = await spreadsheetOf(response);
    expect(byteOrderMark).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toMatch(
      /^"ID del contacto","Tipo","Recibido el","Idioma","Correo electrónico","Nombre","Empresa",/,
    );
    expect(header).toMatch(/"Archivos","Atendido el","Nota"$/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rows[0]).toContain('"csv@example.com"');

    const unknown = await desk.send(exportList, '/api/studio/export/secrets', {
      method: 'GET',
      params: { list: 'secrets' },
    });
    expect(unknown.status).toBe(404);
  });
});
