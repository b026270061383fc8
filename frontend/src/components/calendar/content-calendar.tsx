import { useState, type DragEvent, type ReactNode } from 'react';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import { contentStatusColours, contentStatusIcons, contentStatusLabels } from '../content-status';
import { formatTime, formatWeekday } from '../format';
import { LoadError } from '../load-error';
import { MediaThumb } from '../media/media-thumb';
import { calendarDays, dayKey, inPeriod, periodTitle, type CalendarPeriod } from './calendar-dates';
import type { CalendarEntry } from './calendar-entry';
import { MoveToDateDialog } from './move-to-date-dialog';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What a drag carries: the post's id, under the calendar's own type so other drops are ignored. */
const DRAG_TYPE = 'application/x-ghostline-post';

/**
 * A month or week of posts by scheduled day. On a wide screen a grid of days (7 columns); on a phone
 * an agenda, the days that have posts one under the other. With `onMove`, a post is dragged to
 * another day, or moved with its "Move to date" action (the way on a phone and by keyboard); without,
 * the calendar only reads. Each post links to its page.
 */
export function ContentCalendar({
  period,
  anchor,
  onPeriodChange,
  onToday,
  onShift,
  items,
  loading,
  error,
  retrying,
  onRetry,
  postHref,
  onMove,
  filter,
}: {
  period: CalendarPeriod;
  anchor: Date;
  onPeriodChange: (period: CalendarPeriod) => void;
  onToday: () => void;
  /** One period earlier (-1) or later (1). */
  onShift: (steps: number) => void;
  items: CalendarEntry[] | undefined;
  loading: boolean;
  /** The server's message when the posts could not be loaded (and none are shown). */
  error: string | null;
  retrying: boolean;
  onRetry: () => void;
  postHref: (id: number) => string;
  /** Moves a post to another day (YYYY-MM-DD); the caller keeps its time of day. */
  onMove?: (entry: CalendarEntry, day: string) => void;
  /** Beside the period's controls: a filter. */
  filter?: ReactNode;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const title = periodTitle(period, anchor);
  const days = calendarDays(period, anchor);
  const byDay = new Map<string, CalendarEntry[]>();
  for (const item of items ?? []) {
    const key = dayKey(new Date(item.scheduledFor));
    byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  const shown = days.filter((day) => inPeriod(period, anchor, day));
  const empty = !shown.some((day) => byDay.has(dayKey(day)));
  const unit = period === 'month' ? 'month' : 'week';

  const postProps = { postHref, onMoveTo: onMove ? setMoving : undefined };
  let body;
  if (loading) {
    body = (
      <Box aria-busy="true" aria-label="Loading calendar" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={narrow ? 64 : 96} />
        ))}
      </Box>
    );
  } else if (error !== null) {
    body = <LoadError title="Error Loading Calendar" message={error} retrying={retrying} onRetry={onRetry} />;
  } else if (narrow) {
    body = empty ? (
      <EmptyPeriod title={title} />
    ) : (
      <Box component="ol" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {shown
          .filter((day) => byDay.has(dayKey(day)))
          .map((day) => (
            <Box component="li" key={dayKey(day)} aria-label={formatWeekday(day, 'long')}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                {formatWeekday(day, 'short')}
              </Typography>
              <PostList entries={byDay.get(dayKey(day))!} {...postProps} />
            </Box>
          ))}
      </Box>
    );
  } else {
    body = (
      <>
        {empty && <EmptyPeriod title={title} />}
        <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
          {WEEKDAYS.map((weekday) => (
            <Typography key={weekday} variant="caption" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {weekday}
            </Typography>
          ))}
        </Box>
        <Box
          component="ol"
          aria-label={title}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
            gap: 0.5,
          }}
        >
          {days.map((day) => (
            <DayCell
              key={dayKey(day)}
              day={day}
              outside={!inPeriod(period, anchor, day)}
              tall={period === 'week'}
              entries={byDay.get(dayKey(day)) ?? []}
              entryOf={(id) => items?.find((item) => item.id === id)}
              onMove={onMove}
              {...postProps}
            />
          ))}
        </Box>
      </>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label="Calendar view"
          onChange={(_event, next: CalendarPeriod | null) => next && onPeriodChange(next)}
        >
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Button variant="outlined" size="small" onClick={onToday}>
            Today
          </Button>
          <IconButton aria-label={`Previous ${unit}`} onClick={() => onShift(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={`Next ${unit}`} onClick={() => onShift(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Typography
          component="h2"
          variant="h6"
          aria-live="polite"
          sx={{ flexGrow: 1, minWidth: 'max-content' }}
        >
          {title}
        </Typography>
        {filter}
      </Box>
      {body}
      {moving && onMove && (
        <MoveToDateDialog
          entry={moving}
          onClose={() => setMoving(null)}
          onMove={(day) => {
            setMoving(null);
            onMove(moving, day);
          }}
        />
      )}
    </Box>
  );
}

function EmptyPeriod({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 2, textAlign: 'center' }}>
      <Typography color="text.secondary">Nothing scheduled in {title}</Typography>
    </Paper>
  );
}

/** A day of the grid: its number, its posts, and where a dragged post lands. */
function DayCell({
  day,
  outside,
  tall,
  entries,
  entryOf,
  onMove,
  postHref,
  onMoveTo,
}: {
  day: Date;
  /** A day of the month before or after, shown to fill the weeks. */
  outside: boolean;
  tall: boolean;
  entries: CalendarEntry[];
  entryOf: (id: number) => CalendarEntry | undefined;
  onMove?: (entry: CalendarEntry, day: string) => void;
  postHref: (id: number) => string;
  onMoveTo?: (entry: CalendarEntry) => void;
}) {
  const [over, setOver] = useState(false);
  const today = dayKey(day) === dayKey(new Date());
  const accepts = (event: DragEvent) => Boolean(onMove) && event.dataTransfer.types.includes(DRAG_TYPE);
  const drop = onMove && {
    onDragOver: (event: DragEvent) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      setOver(false);
      if (!accepts(event)) return;
      event.preventDefault();
      const entry = entryOf(Number(event.dataTransfer.getData(DRAG_TYPE)));
      if (entry && dayKey(new Date(entry.scheduledFor)) !== dayKey(day)) onMove(entry, dayKey(day));
    },
  };
  return (
    <Box
      component="li"
      aria-label={`${formatWeekday(day, 'long')}${today ? ', today' : ''}`}
      data-day={dayKey(day)}
      {...drop}
      sx={{
        minHeight: tall ? 320 : 112,
        p: 0.5,
        border: 1,
        borderColor: over ? 'primary.main' : 'divider',
        outline: over ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        borderRadius: 1,
        bgcolor: outside ? 'action.hover' : 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography
        component="span"
        variant="caption"
        aria-hidden
        sx={{
          display: 'inline-block',
          minWidth: 24,
          px: 0.5,
          mb: 0.5,
          borderRadius: 12,
          textAlign: 'center',
          fontWeight: today ? 700 : 500,
          // Today stands out by its filled circle and its weight, not by colour alone.
          ...(today && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
          ...(outside && !today && { color: 'text.secondary' }),
        }}
      >
        {day.getDate()}
      </Typography>
      {entries.length > 0 && (
        <PostList entries={entries} postHref={postHref} onMoveTo={onMoveTo} draggable={Boolean(onMove)} />
      )}
    </Box>
  );
}

function PostList({
  entries,
  postHref,
  onMoveTo,
  draggable = false,
}: {
  entries: CalendarEntry[];
  postHref: (id: number) => string;
  onMoveTo?: (entry: CalendarEntry) => void;
  draggable?: boolean;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <PostChip entry={entry} href={postHref(entry.id)} onMoveTo={onMoveTo} draggable={draggable} />
        </li>
      ))}
    </Box>
  );
}

/** What the chip's name adds for a post with media (its thumbnail is drawn, not read). */
const mediaWords = (kind: CalendarEntry['mediaKind']) =>
  kind === 'document' ? 'PDF carousel' : kind === 'images' ? 'with images' : null;

/**
 * A post as a chip in its status's colour, with the status's icon, and the status in words for screen
 * readers: its link opens the post; its menu offers "Move to date" where posts may move.
 */
function PostChip({
  entry,
  href,
  onMoveTo,
  draggable,
}: {
  entry: CalendarEntry;
  href: string;
  onMoveTo?: (entry: CalendarEntry) => void;
  draggable: boolean;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // A published post is on LinkedIn already: the post's own rules keep it on its day.
  const movable = entry.status !== 'published';
  draggable = draggable && movable;
  const Icon = contentStatusIcons[entry.status];
  const label = contentStatusLabels[entry.status];
  const time = formatTime(entry.scheduledFor);
  return (
    <Box
      data-post={entry.id}
      draggable={draggable}
      onDragStart={
        draggable
          ? (event: DragEvent) => {
              event.dataTransfer.setData(DRAG_TYPE, String(entry.id));
              event.dataTransfer.effectAllowed = 'move';
            }
          : undefined
      }
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        px: 0.75,
        py: 0.5,
        borderRadius: 1,
        bgcolor: contentStatusColours[entry.status],
        color: '#fff',
        cursor: draggable ? 'grab' : undefined,
        minWidth: 0,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 16, mt: 0.25, flexShrink: 0 }} />
      {entry.onLinkedIn && <LinkedInIcon aria-hidden sx={{ fontSize: 16, mt: 0.25, flexShrink: 0 }} />}
      {entry.mediaKind && <MediaThumb kind={entry.mediaKind} url={entry.thumbnailUrl ?? null} />}
      <Link
        component={RouterLink}
        to={href}
        draggable={false}
        // What is shown, and the status in words: the colour and the icon are not the only sign of it.
        aria-label={[
          `${time} ${entry.title}`,
          entry.clientName,
          label,
          entry.onLinkedIn && 'goes out on LinkedIn',
          mediaWords(entry.mediaKind),
        ]
          .filter(Boolean)
          .join(', ')}
        color="inherit"
        underline="hover"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          fontSize: 13,
          lineHeight: 1.35,
          overflowWrap: 'anywhere',
          '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
        }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {time} {entry.title}
        </Box>
        {/* A space between the title and the client's name, which is on a line of its own: the link's
            text reads as its label does, not "…titleClient" (Lighthouse's label-content-name-mismatch). */}{' '}
        {entry.clientName && (
          <Box component="span" sx={{ display: 'block', opacity: 0.95 }}>
            {entry.clientName}
          </Box>
        )}
      </Link>
      {onMoveTo && (
        <>
          <IconButton
            size="small"
            aria-label={`Actions for ${entry.title}`}
            aria-haspopup="menu"
            onClick={(event) => setMenu(event.currentTarget)}
            sx={{ color: 'inherit', p: 0.25, mt: -0.25, '&:focus-visible': { outline: '2px solid #fff' } }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem component={RouterLink} to={href}>
              Open post
            </MenuItem>
            <MenuItem
              disabled={!movable}
              onClick={() => {
                setMenu(null);
                onMoveTo(entry);
              }}
            >
              {movable ? 'Move to date' : 'Published: stays on its day'}
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}
