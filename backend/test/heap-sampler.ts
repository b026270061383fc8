import { relative } from 'node:path';
import { recordHeapSample } from './utils/heap-usage.js';
import { LOG_DIR_VARIABLE } from './utils/log-secrets.js';

// Before every test file (jest.config.js, setupFilesAfterEnv): the most heap its worker holds while
// the file runs, sampled every 100 ms and at the end, recorded for the run's summary
// (test/utils/heap-usage.ts). The timer is the file's own and stops with it.
let peakHeap = 0;
const sample = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};
const sampler = setInterval(sample, 100).unref();

afterAll(() => {
  clearInterval(sampler);
  sample();
  const dir = process.env[LOG_DIR_VARIABLE];
  const file = expect.getState().testPath;
  if (!dir || !file) return;
  recordHeapSample(dir, {
    file: relative(process.cwd(), file),
    pid: process.pid,
    peakHeap,
    maxRss: process.resourceUsage().maxRSS * 1024,
  });
});
