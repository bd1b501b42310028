import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { type CopyRow, type TableRows, table } from '../load/copy-format.ts';
import { apportion, growingTimeline, lognormal, sharePicker } from './distributions.ts';
import { childRows, likeCount, likeRows, planChildren, planLikes } from './engagement.ts';
import { IMAGE_COLUMNS, imageRows } from './images.ts';
import { createNoticeText } from './notice-text.ts';
import { DAY_MS, type Timeline } from './timeline.ts';
import { ADMIN_USER_ID, type UserPlan } from './users.ts';
import type { Volumes } from './volumes.ts';

const CATEGORY_SHARES = [
  { id: 1, share: 0.2 },
  { id: 2, share: 0.45 },
  { id: 3, share: 0.35 },
];
const EVENT_CATEGORY = 3;
const ANNOUNCEMENT_CATEGORY = 1;
const COMMENTS_WITH_IMAGES = 0.2;
const MAX_LIKES_PER_NOTICE = 2000;

const tables = {
  notices: table('notices', [
    'id',
    'category_id',
    'user_id',
    'title',
    'content',
    'like_count',
    'comment_count',
    'views',
    'created_at',
    'updated_at',
  ]),
  images: table('notice_images', ['id', 'notice_id', ...IMAGE_COLUMNS]),
  comments: table('notice_comments', ['id', 'notice_id', 'user_id', 'content', 'created_at']),
  commentImages: table('notice_comment_images', ['id', 'comment_id', ...IMAGE_COLUMNS]),
  likes: table('notice_likes', ['user_id', 'notice_id', 'created_at']),
};

/**
 * Notices by the administrator: announcements, magazine articles and events. Magazine and
 * event notices carry images; only events take comments (wire-contract §3), some with a
 * picture. Views are large: every member sees the notices.
 */
export function planNotices(
  random: Random,
  volumes: Volumes,
  users: UserPlan,
  timeline: Timeline,
): TableRows[] {
  const count = volumes.notices;
  const times = growingTimeline(random, count, timeline.start, timeline.end - DAY_MS);
  const categories = Uint8Array.from({ length: count }, sharePicker(random, CATEGORY_SHARES));
  const popularity = Float64Array.from({ length: count }, () => lognormal(random, 0.8));
  const likes = planLikes({
    itemTimes: times,
    wanted: apportion(random, popularity, volumes.noticeLikes, () => MAX_LIKES_PER_NOTICE),
    drawUser: (moment) => users.drawActive(random, moment),
  });
  const eventPopularity = popularity.map((value, index) =>
    categories[index] === EVENT_CATEGORY ? value : 0,
  );
  const commentCounts = apportion(random, eventPopularity, volumes.noticeComments, () => Infinity);
  const comments = planChildren(random, {
    itemTimes: times,
    counts: commentCounts,
    meanDelay: 3 * DAY_MS,
    end: timeline.end,
  });
  const text = createNoticeText(random);
  const idOf = (index: number) => index + 1;

  function* notices(): Generator<CopyRow> {
    for (let index = 0; index < count; index++) {
      const categoryId = categories[index] ?? ANNOUNCEMENT_CATEGORY;
      const { title, content } = text.notice(categoryId);
      const liked = likeCount(likes, index);
      const commented = commentCounts[index] ?? 0;
      const created = new Date(times[index] ?? 0);
      const views = Math.round(liked * 25 + commented * 8 + 300 * lognormal(random, 0.7));
      yield [
        idOf(index),
        categoryId,
        ADMIN_USER_ID,
        title,
        content,
        liked,
        commented,
        views,
        created,
        created,
      ];
    }
  }

  return [
    { table: tables.notices, rows: notices() },
    {
      table: tables.images,
      rows: imageRows(random, {
        owners: count,
        folder: 'notices',
        ownerId: idOf,
        createdAt: (index) => times[index] ?? 0,
        pictures: (index) => (categories[index] === ANNOUNCEMENT_CATEGORY ? 0 : random.int(1, 3)),
      }),
    },
    {
      table: tables.comments,
      rows: childRows(comments, {
        drawUser: (moment) => users.drawActive(random, moment),
        row: ({ id, parentId, userId, createdAt }) => [
          id,
          parentId,
          userId,
          text.eventComment(),
          createdAt,
        ],
      }),
    },
    {
      table: tables.commentImages,
      rows: imageRows(random, {
        owners: comments.parent.length,
        folder: 'notice-comments',
        ownerId: idOf,
        createdAt: (index) => comments.time[index] ?? 0,
        pictures: () => (random.chance(COMMENTS_WITH_IMAGES) ? 1 : 0),
      }),
    },
    {
      table: tables.likes,
      rows: likeRows(random, likes, { itemTimes: times, end: timeline.end, idOf }),
    },
  ];
}
