import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from './with-retries.ts';

describe('withRetries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the first success without waiting', async () => {
    const attempt = vi.fn().mockResolvedValue('loaded');

    await expect(withRetries(attempt, { retries: 3, baseDelayMs: 1000 })).resolves.toBe('loaded');
    expect(attempt).toHaveBeenCalledOnce();
  });

  it('tries again after 1, 2 and 4 seconds and takes a late success', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('loaded');
    const result = withRetries(attempt, { retries: 3, baseDelayMs: 1000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);

    await expect(result).resolves.toBe('loaded');
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('gives up after the last retry with the last failure', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'));
    const result = withRetries(attempt, { retries: 3, baseDelayMs: 1000 });
    const settled = expect(result).rejects.toThrow('offline');

    await vi.advanceTimersByTimeAsync(7000);

    await settled;
    expect(attempt).toHaveBeenCalledTimes(4);
  });
});
