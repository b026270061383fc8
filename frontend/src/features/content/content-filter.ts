import type { PostStatus } from '../../api';
import { contentStatuses } from '../../components/content-status';

export type StatusFilter = PostStatus | 'all';

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || contentStatuses.includes(value as PostStatus);
