import type { PostStatus } from '../../api';

/** A post on its scheduled day: the client's calendar and the team's (with the client's name). */
export interface CalendarEntry {
  id: number;
  title: string;
  status: PostStatus;
  scheduledFor: string;
  clientName?: string;
}
