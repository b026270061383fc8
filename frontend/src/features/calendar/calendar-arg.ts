import type { GetAdminCalendarApiArg } from '../../api';
import { calendarView } from '../../components/calendar/use-calendar-url';
import { parseId } from '../../components/format';

/** The team calendar's call for its URL: the period's days, and the client it is filtered to. */
export function adminCalendarArg(params: URLSearchParams): GetAdminCalendarApiArg {
  const clientId = parseId(params.get('clientId') ?? undefined);
  return { ...calendarView(params).range, ...(clientId ? { clientId } : {}) };
}
