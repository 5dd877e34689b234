import { eachCalendarDay, nextCalendarDay, startOfCalendarDay } from './closed-days';

interface Span {
  start: Date;
  end: Date;
}

export type WeekItem<S> =
  | ({ kind: 'session'; session: S } & Span)
  | ({ kind: 'busy'; calendar: string; wholeDay: boolean } & Span);

export interface WeekDay<S> {
  day: string;
  items: WeekItem<S>[];
}

// A block over midnight shows on each day it touches, cut to that day.
export function arrangeWeek<S extends Span>(
  { firstDay, lastDay, timeZone }: { firstDay: string; lastDay: string; timeZone: string },
  sessions: readonly S[],
  blocks: readonly ({ calendar: string } & Span)[],
): WeekDay<S>[] {
  return eachCalendarDay(firstDay, lastDay).map((day) => {
    const from = startOfCalendarDay(day, timeZone);
    const until = startOfCalendarDay(nextCalendarDay(day), timeZone);
    const within = (span: Span) => span.start < until && span.end > from;
    const items: WeekItem<S>[] = [
      ...sessions.filter(within).map((session) => ({
        kind: 'session' as const,
        session,
        start: session.start,
        end: session.end,
      })),
      ...blocks.filter(within).map((block) => {
        const start = block.start < from ? from : block.start;
        const end = block.end > until ? until : block.end;
        return {
          kind: 'busy' as const,
          calendar: block.calendar,
          start,
          end,
          wholeDay: start.getTime() === from.getTime() && end.getTime() === until.getTime(),
        };
      }),
    ];
    // At the same start, the session first: it is what the owner acts on.
    items.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.kind === 'session' ? -1 : 1));
    return { day, items };
  });
}
