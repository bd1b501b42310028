import { describe, expect, it } from 'vitest';
import { communityComment } from '@/testing/mocks/community.ts';
import { chronologicalThread } from './comment-order.ts';

const reply = (id: number, parent: number, createdAt: string) =>
  communityComment({
    communityCommentId: id,
    level: 1,
    parentCommentId: parent,
    parentUserId: 30,
    parentUserName: '호두아빠',
    createdAt,
  });

describe('chronologicalThread', () => {
  it('puts top-level comments oldest first, like their replies, each followed by its own', () => {
    // As the API sends a thread: top-level newest first, replies oldest first.
    const fromServer = [
      communityComment({ communityCommentId: 3, createdAt: '2024-03-06T12:00:00+09:00' }),
      reply(7, 3, '2024-03-06T12:30:00+09:00'),
      communityComment({ communityCommentId: 2, createdAt: '2024-03-06T10:00:00+09:00' }),
      reply(5, 2, '2024-03-06T10:10:00+09:00'),
      reply(6, 2, '2024-03-06T11:00:00+09:00'),
      communityComment({ communityCommentId: 1, createdAt: '2024-03-06T09:00:00+09:00' }),
    ];

    expect(chronologicalThread(fromServer).map((c) => c.communityCommentId)).toEqual([
      1, 2, 5, 6, 3, 7,
    ]);
  });

  it('orders comments written in the same second by their id', () => {
    const at = '2024-03-06T09:00:00+09:00';
    const fromServer = [
      communityComment({ communityCommentId: 9, createdAt: at }),
      communityComment({ communityCommentId: 8, createdAt: at }),
    ];

    expect(chronologicalThread(fromServer).map((c) => c.communityCommentId)).toEqual([8, 9]);
  });

  it('keeps a reply whose comment is missing', () => {
    const orphan = reply(4, 99, '2024-03-06T09:00:00+09:00');

    expect(chronologicalThread([orphan])).toEqual([orphan]);
  });
});
