import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSchedulingRules } from '@/features/booking/config';
import { formFromRules } from './settings-values';
import { SettingsForm, type SettingsTexts } from './settings-form';

const texts: SettingsTexts = {
  hours: 'Hours',
  hoursHint: 'Hours hint',
  weekdayNames: { 0: 'Sun', 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat' },
  closed: 'No sessions',
  from: '{day} {number} from',
  until: '{day} {number} until',
  addRange: 'Add hours on {day}',
  removeRange: 'Remove range {number} of {day}',
  sessionMinutes: 'Session minutes',
  startEveryMinutes: 'Start every',
  startEveryHint: 'Start hint',
  bufferBeforeMinutes: 'Buffer before',
  bufferAfterMinutes: 'Buffer after',
  bufferHint: 'Buffer hint',
  noticeHours: 'Notice hours',
  noticeHint: 'Notice hint',
  weeksAhead: 'Weeks ahead',
  dailyCap: 'Daily cap',
  dailyCapHint: 'Cap hint',
  cutoffHours: 'Cutoff hours',
  cutoffHint: 'Cutoff hint',
  reminders: 'Reminders',
  remindersHint: 'Reminders hint',
  reminder: 'Reminder {number}',
  unit: 'Unit {number}',
  units: { minutes: 'minutes', hours: 'hours' },
  addReminder: 'Add a reminder',
  removeReminder: 'Remove reminder {number}',
  overrides: 'Exceptions',
  overridesHint: 'Exceptions hint',
  overrideDay: 'Exception {number} date',
  overrideKind: 'Exception {number} kind',
  overrideFrom: 'Exception {number} from',
  overrideUntil: 'Exception {number} until',
  overrideKinds: { hours: 'Other hours', blocked: 'Blocked' },
  addOverride: 'Add an exception',
  removeOverride: 'Remove exception {number}',
  noOverrides: 'None',
  save: 'Save',
  saved: 'Saved',
  optional: 'optional',
  failed: 'Failed',
  errors: {},
};

afterEach(() => vi.unstubAllGlobals());

describe('the scheduling rules form', () => {
  it('sends the hours, exceptions and reminders left after rows are removed and added', async () => {
    const sent = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', sent);
    const user = userEvent.setup();
    render(
      <SettingsForm
        locale="en"
        rules={formFromRules(defaultSchedulingRules)}
        texts={texts}
        today="2026-03-02"
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Remove range 1 of Wed' }));
    expect(screen.getAllByText('No sessions')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Add hours on Fri' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Fri' }));
    await user.clear(screen.getByLabelText('Fri 1 until'));
    await user.type(screen.getByLabelText('Fri 1 until'), '12:00');
    await user.clear(screen.getByLabelText('Fri 2 from'));
    await user.type(screen.getByLabelText('Fri 2 from'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Remove range 1 of Fri' }));
    expect(screen.getByLabelText('Fri 1 from')).toHaveValue('14:00');
    await user.click(screen.getByRole('button', { name: 'Add an exception' }));
    await user.selectOptions(screen.getByLabelText('Exception 1 kind'), 'hours');

    await user.click(screen.getByRole('button', { name: 'Remove reminder 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    const amount = screen.getByLabelText('Reminder 2');
    await user.clear(amount);
    await user.type(amount, '15');
    await user.selectOptions(screen.getByLabelText('Unit 2'), 'minutes');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    const body = JSON.parse(String(sent.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(body.weeklyHours).toEqual([
      [],
      [],
      [{ from: '10:00', until: '15:30' }],
      [],
      [{ from: '10:00', until: '15:30' }],
      [{ from: '14:00', until: '17:00' }],
      [],
    ]);
    expect(body.overrides).toEqual([
      { day: '2026-03-02', kind: 'hours', from: '12:00', until: '13:00' },
    ]);
    expect(body.reminders).toEqual([
      { amount: 1, unit: 'hours' },
      { amount: 15, unit: 'minutes' },
    ]);
  });
});
