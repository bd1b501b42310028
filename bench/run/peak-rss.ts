import { readFile, writeFile } from 'node:fs/promises';

const SAMPLE_INTERVAL_MS = 100;

async function statusKilobytes(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

export type PeakRss = { stop: () => Promise<number> };

/**
 * The peak resident memory of a process over one scenario, in bytes. Writing 5 to
 * /proc/<pid>/clear_refs resets the kernel's high-water mark (VmHWM) to the current RSS, so
 * VmHWM then is this scenario's peak exactly; where that is not allowed, the peak of VmRSS
 * sampled every 100 ms stands in.
 */
export async function measurePeakRss(pid: number): Promise<PeakRss> {
  const reset = await writeFile(`/proc/${pid}/clear_refs`, '5')
    .then(() => true)
    .catch(() => false);
  let sampledPeak = await statusKilobytes(pid, 'VmRSS');
  const timer = setInterval(() => {
    void statusKilobytes(pid, 'VmRSS').then((kilobytes) => {
      sampledPeak = Math.max(sampledPeak, kilobytes);
    });
  }, SAMPLE_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      const highWater = reset ? await statusKilobytes(pid, 'VmHWM') : 0;
      return Math.max(highWater, sampledPeak) * 1024;
    },
  };
}
