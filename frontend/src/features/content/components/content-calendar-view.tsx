import { useGetCalendarQuery } from '../../../api';
import { calendarStates } from '../../../components/calendar/calendar-entry';
import { ContentCalendar } from '../../../components/calendar/content-calendar';
import { useCalendarUrl } from '../../../components/calendar/use-calendar-url';

/** My Content's calendar: the client's own posts by scheduled day, read-only; a post opens its details. */
export function ContentCalendarView() {
  const { range, calendarProps } = useCalendarUrl();
  const calendar = useGetCalendarQuery(range);
  return (
    <ContentCalendar
      {...calendarProps}
      {...calendarStates(calendar)}
      postHref={(id) => `/dashboard/content/${id}`}
    />
  );
}
