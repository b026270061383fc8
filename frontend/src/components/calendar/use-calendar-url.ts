import { useCallback } from 'react';
import { useUrlParams } from '../use-url-params';
import { dayKey, fromDayKey, periodRange, shiftPeriod, type CalendarPeriod } from './calendar-dates';

/** The period, the day and the range of days `params` name (the month of today by default). */
export function calendarView(params: URLSearchParams) {
  const period: CalendarPeriod = params.get('period') === 'week' ? 'week' : 'month';
  const anchor = fromDayKey(params.get('date')) ?? fromDayKey(dayKey(new Date()))!;
  return { period, anchor, range: periodRange(period, anchor) };
}

/**
 * The calendar's period (`period=week`, else the month) and the day it shows (`date`, else today),
 * kept in the URL with the page's other params, so Back from a post and a reload return to them.
 */
export function useCalendarUrl() {
  const [params, setParams] = useUrlParams();
  const { period, anchor, range } = calendarView(params);

  const go = useCallback(
    (next: { period?: CalendarPeriod; date?: Date }) =>
      setParams(
        (current) => {
          if (next.period) {
            if (next.period === 'month') current.delete('period');
            else current.set('period', next.period);
          }
          if (next.date) current.set('date', dayKey(next.date));
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    period,
    anchor,
    range,
    calendarProps: {
      period,
      anchor,
      onPeriodChange: (next: CalendarPeriod) => go({ period: next }),
      onToday: () => go({ date: new Date() }),
      onShift: (steps: number) => go({ date: shiftPeriod(period, anchor, steps) }),
    },
  };
}
