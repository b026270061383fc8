import type { NotifiedDto } from '../../../api';
import { plural } from '../../../components/format';

/** When a digest goes: one a day, each member's, at 08:00 UTC. */
const NEXT_DIGEST = 'the next morning digest (08:00 UTC)';

const admins = (count: number) => plural(count, 'admin', 'admins');

/**
 * What Send for review's toast says of the admins, from whom the server says it reached: emailed
 * now, kept for their morning digest, or nobody (no admin with a confirmed address and these notices on).
 */
export function reviewRequestedWords({ now, digest }: NotifiedDto): string {
  if (now > 0 && digest === 0) return 'The admins have been emailed to review it.';
  if (now === 0 && digest > 0) return `The admins will see it in ${NEXT_DIGEST}.`;
  if (now > 0) return `${admins(now)} emailed to review it; ${admins(digest)} will see it in ${NEXT_DIGEST}.`;
  return 'No one was emailed: no admin has a confirmed email address with these notices on. It waits in Reviews.';
}

/** What Send back's toast says of the writer, from whom the server says it reached. */
export function sentBackWords({ now, digest }: NotifiedDto): string {
  if (now > 0) return 'The writer has been emailed your note.';
  if (digest > 0) return `The writer will see your note in ${NEXT_DIGEST}.`;
  return 'No one was emailed: the writer has no confirmed email address or has these notices off. They see your note on the draft.';
}
