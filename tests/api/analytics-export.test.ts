import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportReport } from '@/app/api/studio/analytics/export/route';
import { AnalyticsRecorder } from '@/features/analytics/server/recorder';
import { rollUpDay } from '@/features/analytics/server/rollups-repository';
import { studioDay } from '@/features/analytics/studio-day';
import { createInvite } from '@/features/studio/auth/server/invites-repository';
import { agents, sendBeacon } from './support/analytics';
import { DeskBrowser } from './support/desk-client';
import { newSoftwarePasskey } from './support/passkey-authenticator';
import { backends, databaseForSuite } from './support/test-database';

const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => JSON.parse(cell) as string));

describe.each(backends.embedded)('the visits export on %s', (backend) => {
  const database = databaseForSuite(backend);
  const owner = new DeskBrowser();

  beforeAll(async () => {
    const { db } = database().handle;
    const token = await createInvite(db, 'command', new Date());
    expect((await owner.enroll(token, 'Laptop', newSoftwarePasskey())).status).toBe(200);

    const recorder = new AnalyticsRecorder();
    const visitor = { address: '198.51.100.20', userAgent: agents.iphoneSafari };
    sendBeacon(recorder, visitor, '/about', { referrer: 'https://www.google.com/' });
    await recorder.flush(db);
    await rollUpDay(db, studioDay(new Date()));
  });

  it('is refused without the owner’s session', async () => {
    const response = await new DeskBrowser().send(exportReport, '/api/studio/analytics/export', {
      method: 'GET',
    });
    expect(response.status).toBe(401);
  });

  it('downloads the report as CSV in the desk’s language', async () => {
    const response = await owner.send(exportReport, '/api/studio/analytics/export?range=7', {
      method: 'GET',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = studioDay(new Date());
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="visits-7-${today}.csv"`,
    );
    const rows = csvRows(await response.text());
    expect(rows[0]).toEqual([
      'Section',
      'Item',
      'Value',
      'Page views',
      'Visitors',
      'Visits',
      'Times',
      'Rate',
    ]);
    expect(rows).toContainEqual(['Period', expect.any(String), today, '1', '1', '1', '', '']);
    expect(rows).toContainEqual(['Day', today, '', '1', '1', '1', '', '']);
    expect(rows).toContainEqual(['Page', '/about', '', '1', '1', '1', '', '']);
    expect(rows).toContainEqual(['Source', 'google.com', '', '1', '1', '1', '', '']);
    expect(rows).toContainEqual(['Device', 'Phone', '', '1', '1', '1', '', '']);
    expect(rows).toContainEqual(['Funnel', 'Viewed a page', '', '', '1', '', '', '1']);

    const spanish = await owner.send(
      exportReport,
      '/api/studio/analytics/export?range=90&locale=es',
      { method: 'GET' },
    );
    const spanishRows = csvRows(await spanish.text());
    expect(spanishRows[0]![0]).toBe('Sección');
    expect(spanishRows).toContainEqual(['Dispositivo', 'Teléfono', '', '1', '1', '1', '', '']);
  });

  it('shows the default period for a range it does not offer', async () => {
    const response = await owner.send(exportReport, '/api/studio/analytics/export?range=365', {
      method: 'GET',
    });
    expect(response.headers.get('content-disposition')).toContain('visits-30-');
  });
});
