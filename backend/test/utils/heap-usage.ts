// The heap the backend run's workers reach: each test file samples its worker's heap while it runs
// (test/heap-sampler.ts, run before every file), and test/global-teardown.ts prints the peak once, at
// the end. Only node: imports here, so Jest's CommonJS global teardown can load this file too.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HeapSample {
  /** The test file, relative to backend/. */
  file: string;
  /** The worker process. */
  pid: number;
  /** The most heap in use seen while the file ran, in bytes. */
  peakHeap: number;
  /** The worker's largest resident set so far, in bytes. */
  maxRss: number;
}

const samplesFile = (dir: string) => join(dir, 'heap.jsonl');

export function recordHeapSample(dir: string, sample: HeapSample): void {
  appendFileSync(samplesFile(dir), `${JSON.stringify(sample)}\n`);
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** One line on the run's heap: its peak, in which file, across how many workers. */
export function heapSummary(dir: string): string | undefined {
  if (!existsSync(samplesFile(dir))) return undefined;
  const samples = readFileSync(samplesFile(dir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HeapSample);
  if (samples.length === 0) return undefined;
  const peak = samples.reduce((top, sample) => (sample.peakHeap > top.peakHeap ? sample : top));
  const workers = new Set(samples.map((sample) => sample.pid)).size;
  const rss = Math.max(...samples.map((sample) => sample.maxRss));
  return (
    `Heap: peak ${mb(peak.peakHeap)} in use (during ${peak.file}); ${samples.length} files in ` +
    `${workers} worker${workers === 1 ? '' : 's'}, largest resident set ${mb(rss)}`
  );
}
