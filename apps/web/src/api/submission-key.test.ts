import { MESSAGES } from '@daengnyang/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createSubmissionKeys, sameSubmission } from './submission-key.ts';

const photo = new File(['png'], 'walk.png', { type: 'image/png' });

describe('sameSubmission', () => {
  it('matches equal text and numbers, the same files, and leaves callbacks out', () => {
    expect(
      sameSubmission(
        { post: { communityId: 1 }, content: '산책', files: [photo], onProgress: () => 1 },
        { post: { communityId: 1 }, content: '산책', files: [photo] },
      ),
    ).toBe(true);
  });

  it.each([
    ['other text', { content: '산책 갔어요', files: [photo] }],
    ['another file of the same name', { content: '산책', files: [new File(['png'], 'walk.png')] }],
    ['one file fewer', { content: '산책', files: [] }],
    ['a field more', { content: '산책', files: [photo], parentCommentId: 3 }],
  ])('tells %s apart', (_, other) => {
    expect(sameSubmission({ content: '산책', files: [photo] }, other)).toBe(false);
  });
});

describe('createSubmissionKeys', () => {
  const failing = (status: number) => () =>
    Promise.reject(new ApiError(status, MESSAGES.serverError));

  it('keeps the key of a failed submission only while the key was not refused', async () => {
    const keys = createSubmissionKeys<{ content: string }>();
    const used: string[] = [];
    const record = (answer: () => Promise<number>) => (key: string) => {
      used.push(key);
      return answer();
    };

    await keys.send({ content: '산책' }, record(failing(0))).catch(() => undefined);
    await keys.send({ content: '산책' }, record(failing(422))).catch(() => undefined);
    await keys.send(
      { content: '산책' },
      record(() => Promise.resolve(1)),
    );
    await keys.send(
      { content: '산책' },
      record(() => Promise.resolve(2)),
    );

    expect(used[1]).toBe(used[0]);
    expect(new Set(used).size).toBe(3);
  });
});
