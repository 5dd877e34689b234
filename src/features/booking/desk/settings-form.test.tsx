import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSchedulingRules } from '@/features/booking/config';
import { formFromRules } from './settings-values';
import { SettingsForm, type SettingsTexts } from './settings-form';

const texts: SettingsTexts = {
  weekdays: 'Weekdays',
  weekdayNames: { 0: 'Sun', 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat' },
  startTimes: 'Start times',
  startTime: 'Start time {number}',
  addTime: 'Add a start time',
  removeTime: 'Remove start time {number}',
  sessionMinutes: 'Session minutes',
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
  save: 'Save',
  saved: 'Saved',
  optional: 'optional',
  failed: 'Failed',
  errors: {},
};

afterEach(() => vi.unstubAllGlobals());

describe('the scheduling rules form', () => {
  it('sends the rows left after some are removed and others added, each with its own value', async () => {
    const sent = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', sent);
    const user = userEvent.setup();
    render(
      <SettingsForm locale="en" rules={formFromRules(defaultSchedulingRules)} texts={texts} />,
    );

    await user.click(screen.getByRole('button', { name: 'Remove start time 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove start time 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a start time' }));
    const added = screen.getByLabelText('Start time 5');
    await user.type(added, '16:30');
    expect(screen.getByLabelText('Start time 1')).toHaveValue('12:00');

    await user.click(screen.getByRole('button', { name: 'Remove reminder 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    const amount = screen.getByLabelText('Reminder 2');
    await user.clear(amount);
    await user.type(amount, '15');
    await user.selectOptions(screen.getByLabelText('Unit 2'), 'minutes');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    const body = JSON.parse(String(sent.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(body.startTimes).toEqual(
      ['12:00', '13:00', '14:00', '15:00', '16:30'].map((time) => ({ time })),
    );
    expect(body.reminders).toEqual([
      { amount: 1, unit: 'hours' },
      { amount: 15, unit: 'minutes' },
    ]);
    expect(screen.queryByRole('button', { name: 'Remove start time 6' })).toBeNull();
  });
});
