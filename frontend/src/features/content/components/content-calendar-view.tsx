import { errorMessage, useGetCalendarQuery } from '../../../api';
import { ContentCalendar } from '../../../components/calendar/content-calendar';
import { useCalendarUrl } from '../../../components/calendar/use-calendar-url';

/** My Content's calendar: the client's own posts by scheduled day, read-only; a post opens its details. */
export function ContentCalendarView() {
  const { range, calendarProps } = useCalendarUrl();
  const { data, error, isLoading, isFetching, refetch } = useGetCalendarQuery(range);
  return (
    <ContentCalendar
      {...calendarProps}
      items={data?.items}
      loading={isLoading}
      error={error && !data ? errorMessage(error) : null}
      retrying={isFetching}
      onRetry={() => refetch()}
      postHref={(id) => `/dashboard/content/${id}`}
    />
  );
}
