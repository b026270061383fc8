import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api, errorMessage, useGetAdminCalendarQuery, useUpdateContentMutation } from '../../api';
import { useAppDispatch } from '../../store/hooks';
import { movedTo } from '../../components/calendar/calendar-dates';
import { calendarStates, type CalendarEntry } from '../../components/calendar/calendar-entry';
import { ContentCalendar } from '../../components/calendar/content-calendar';
import { useCalendarUrl } from '../../components/calendar/use-calendar-url';
import { adminCalendarArg } from './calendar-arg';
import { formatDate } from '../../components/format';
import { Page } from '../../components/page';
import { useToast } from '../../components/toast/use-toast';
import { useUrlParams } from '../../components/use-url-params';

/**
 * /admin/calendar (docs/product.md, Content calendar): every client's posts by scheduled day (a writer's:
 * their clients'), by month or week, filtered by client. A post dragged to another day, or moved with "Move
 * to date", keeps its time of day and is saved through the post's own update, under its rules: it moves at
 * once, and goes back with the server's message if refused.
 */
export function CalendarPage() {
  const { calendarProps } = useCalendarUrl();
  const [params, setParams] = useUrlParams();
  // The same call the route's prefetch makes (app/prefetch.ts), so it is answered once.
  const args = adminCalendarArg(params);
  const clientId = args.clientId;
  const calendar = useGetAdminCalendarQuery(args);
  const { data } = calendar;
  const [updateContent] = useUpdateContentMutation();
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  const onMove = async (entry: CalendarEntry, day: string) => {
    const scheduledFor = movedTo(entry.scheduledFor, day);
    const optimistic = dispatch(
      api.util.updateQueryData('getAdminCalendar', args, (calendar) => {
        const post = calendar.items.find((item) => item.id === entry.id);
        if (post) post.scheduledFor = scheduledFor;
      }),
    );
    try {
      await updateContent({ id: entry.id, updatePostDto: { scheduledFor } }).unwrap();
      toast({
        title: 'Post moved',
        description: `“${entry.title}” is now scheduled for ${formatDate(scheduledFor)}.`,
      });
    } catch (failure) {
      optimistic.undo();
      toast({ title: 'Move failed', description: errorMessage(failure), variant: 'destructive' });
    }
  };

  const filter = (
    <TextField
      select
      size="small"
      label="Client"
      value={clientId && data?.clients.some((client) => client.id === clientId) ? String(clientId) : ''}
      onChange={(event) =>
        setParams(
          (current) => {
            if (event.target.value) current.set('clientId', event.target.value);
            else current.delete('clientId');
            return current;
          },
          { replace: true },
        )
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
    >
      <MenuItem value="">All clients</MenuItem>
      {data?.clients.map((client) => (
        <MenuItem key={client.id} value={String(client.id)}>
          {client.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Page title="Calendar" maxWidth="xl">
      <ContentCalendar
        {...calendarProps}
        {...calendarStates(calendar)}
        postHref={(id) => `/admin/content/${id}`}
        onMove={(entry, day) => void onMove(entry, day)}
        filter={filter}
      />
    </Page>
  );
}
