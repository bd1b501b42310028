import { NOTICE_EVENT_CATEGORY_ID, SITE_TIME_ZONE } from '@daengnyang/contract/constants';
import {
  noticeCommentImages,
  noticeComments,
  noticeImages,
  noticeLikes,
  notices,
} from '../schema/notice.ts';
import { EVENT_ENTRIES, SAMPLE_NOTICES, type SampleNotice } from './content/notices.ts';
import type { Illustration } from './illustrations.ts';
import { type Like, planLikes } from './likes.ts';
import {
  DAY_MS,
  daysAgo,
  keyNumber,
  laterMoment,
  type SeedContext,
  withIds,
} from './seed-context.ts';

type Entry = { userId: number; content: string; createdAt: Date; pictures: Illustration[] };
type PlannedNotice = {
  sample: SampleNotice;
  createdAt: Date;
  pictures: Illustration[];
  likes: Like[];
  entries: Entry[];
  views: number;
};

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** The Seoul calendar day `days` after `now`'s, as YYYY-MM-DD. */
const seoulDayFrom = (now: Date, days: number) =>
  seoulDate.format(new Date(now.getTime() + days * DAY_MS));

export type NoticeCounts = { notices: number; comments: number; likes: number; images: number };

/**
 * Notices, magazine articles and events by the administrator; users like them and enter the
 * events with comments and photos (only events take comments).
 */
export async function seedNotices(ctx: SeedContext): Promise<NoticeCounts> {
  const planned = SAMPLE_NOTICES.map((sample, index) => planNotice(ctx, sample, index)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const withImages = await Promise.all(
    planned.map(async (notice, index) => ({
      ...notice,
      images: await Promise.all(
        notice.pictures.map((picture, position) =>
          ctx.images.image(`seed/notices/notice-${keyNumber(index)}-${position + 1}`, picture),
        ),
      ),
    })),
  );

  const { tx } = ctx;
  const inserted = await tx
    .insert(notices)
    .values(
      withImages.map((notice) => ({
        categoryId: notice.sample.categoryId,
        userId: ctx.adminUserId,
        title: notice.sample.title,
        content: notice.sample.content,
        likeCount: notice.likes.length,
        commentCount: notice.entries.length,
        views: notice.views,
        eventStartsOn: notice.sample.period
          ? seoulDayFrom(ctx.now, notice.sample.period.fromDay)
          : null,
        eventEndsOn: notice.sample.period
          ? seoulDayFrom(ctx.now, notice.sample.period.toDay)
          : null,
        createdAt: notice.createdAt,
        updatedAt: notice.createdAt,
      })),
    )
    .returning({ id: notices.id });
  const saved = withIds(withImages, inserted);

  const imageRows = saved.flatMap((notice) =>
    notice.images.map((image, position) => ({
      noticeId: notice.id,
      ...image,
      position,
      createdAt: notice.createdAt,
    })),
  );
  if (imageRows.length > 0) await tx.insert(noticeImages).values(imageRows);

  const likeRows = saved.flatMap((notice) =>
    notice.likes.map((like) => ({ noticeId: notice.id, ...like })),
  );
  if (likeRows.length > 0) await tx.insert(noticeLikes).values(likeRows);

  const entries = await Promise.all(
    saved
      .flatMap((notice) => notice.entries.map((entry) => ({ noticeId: notice.id, ...entry })))
      .map(async (entry, index) => ({
        ...entry,
        images: await Promise.all(
          entry.pictures.map((picture, position) =>
            ctx.images.image(
              `seed/notice-comments/comment-${keyNumber(index)}-${position + 1}`,
              picture,
            ),
          ),
        ),
      })),
  );
  const comments = await tx
    .insert(noticeComments)
    .values(
      entries.map((entry) => ({
        noticeId: entry.noticeId,
        userId: entry.userId,
        content: entry.content,
        createdAt: entry.createdAt,
      })),
    )
    .returning({ id: noticeComments.id });
  const commentImageRows = withIds(entries, comments).flatMap((entry) =>
    entry.images.map((image, position) => ({
      commentId: entry.id,
      ...image,
      position,
      createdAt: entry.createdAt,
    })),
  );
  if (commentImageRows.length > 0) await tx.insert(noticeCommentImages).values(commentImageRows);

  return {
    notices: saved.length,
    comments: comments.length,
    likes: likeRows.length,
    images: imageRows.length + commentImageRows.length,
  };
}

function planNotice(ctx: SeedContext, sample: SampleNotice, index: number): PlannedNotice {
  const { random, now, userIds } = ctx;
  // The opening announcement comes first; everything else followed over the two months since.
  const createdAt = index === 0 ? daysAgo(random, now, 60, 61) : daysAgo(random, now, 1, 58);
  const pictures = sample.pictures.map(
    (subject): Illustration => ({ subject, variant: random.int(0, 3), framing: 'landscape' }),
  );
  const entryCount = sample.categoryId === NOTICE_EVENT_CATEGORY_ID ? random.int(2, 5) : 0;
  // A challenge may be entered more than once by the same user.
  const entries = random.sample(EVENT_ENTRIES, entryCount).map(
    (entry): Entry => ({
      userId: random.pick(userIds),
      content: entry.content,
      createdAt: laterMoment(random, createdAt, 10 * 24 * 60, now),
      pictures: entry.pictures.map((subject) => ({
        subject,
        variant: random.int(0, 3),
        framing: 'square',
      })),
    }),
  );
  const likes = planLikes(random, userIds, createdAt, now);
  const views = Math.min(500, likes.length * random.int(10, 25) + random.int(20, 120));
  return { sample, createdAt, pictures, likes, entries, views };
}
