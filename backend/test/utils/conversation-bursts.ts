import { jest } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { BURST_QUIET_MS } from '../../src/comments/comment-rules.js';
import { ConversationMails } from '../../src/comments/conversation-mails.js';
import type { TestApp } from './test-app.js';

/**
 * Ends every burst of a post's conversation, as the minute's pass would once they have been quiet
 * long enough: the clock moved past the quiet period (not waited for), then the pass. Its mails are
 * in the mailbox once `mailbox.waitFor` finds them.
 */
export async function endBursts(t: TestApp): Promise<void> {
  const clock = t.app.get(Clock);
  const later = new Date(clock.now().getTime() + BURST_QUIET_MS);
  const moved = jest.spyOn(clock, 'now').mockReturnValue(later);
  try {
    await t.app.get(ConversationMails).run();
  } finally {
    moved.mockRestore();
  }
}
