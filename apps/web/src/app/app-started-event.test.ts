import { describe, expect, it } from 'vitest';
import { APP_STARTED_EVENT as listenedForByTheBoot } from '@/lib/early-press.ts';
import { APP_STARTED_EVENT } from './start-app.tsx';

describe('the app-started event', () => {
  it('is spelled alike where the app dispatches it and where the boot script listens', () => {
    expect(APP_STARTED_EVENT).toBe(listenedForByTheBoot);
  });
});
