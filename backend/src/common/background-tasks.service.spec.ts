import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks.service.js';

describe('BackgroundTasks', () => {
  it('logs a failed task instead of letting it reject unheard', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const tasks = new BackgroundTasks();
    tasks.run('Sending a mail', () => Promise.reject(new Error('SMTP is down')));
    await tasks.settled();
    expect(error).toHaveBeenCalledWith('Sending a mail failed: SMTP is down');
    error.mockRestore();
  });

  it('lets the app stop only once the running tasks have ended', async () => {
    const tasks = new BackgroundTasks();
    let finished = false;
    tasks.run('Slow work', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    await tasks.beforeApplicationShutdown();
    expect(finished).toBe(true);
  });
});
