import { errorMessage, type PostMediaKind, type PostStatus } from '../../api';

/** A post on its scheduled day: the client's calendar and the team's (with the client's name). */
export interface CalendarEntry {
  id: number;
  title: string;
  status: PostStatus;
  scheduledFor: string;
  clientName?: string;
  /** Whether it carries images or a document; null (or absent) for text only. */
  mediaKind?: PostMediaKind | null;
  /** A small image of its first image or page; null for text only. */
  thumbnailUrl?: string | null;
  /** The team's calendar: approved to go out on LinkedIn by itself at this time. */
  onLinkedIn?: boolean;
}

/** The calendar's states from its query's answer: the posts, loading, why it failed, and trying again. */
export const calendarStates = <T extends CalendarEntry>({
  data,
  error,
  isLoading,
  isFetching,
  refetch,
}: {
  data?: { items: T[] };
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}) => ({
  items: data?.items,
  loading: isLoading,
  error: error && !data ? errorMessage(error) : null,
  retrying: isFetching,
  onRetry: () => void refetch(),
});
