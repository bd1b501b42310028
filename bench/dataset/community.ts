import { searchGrams } from '../../apps/api/src/db/search-grams.ts';
import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { type CopyRow, type TableRows, table } from '../load/copy-format.ts';
import { createCommunityText } from './community-text.ts';
import {
  apportion,
  exponential,
  growingTimeline,
  lognormal,
  sharePicker,
} from './distributions.ts';
import { chronologicalOrder, likeCount, likeRows, planLikes } from './engagement.ts';
import { IMAGE_COLUMNS, imageRows } from './images.ts';
import { planPetReports } from './pet-reports.ts';
import { DAY_MS, HOUR_MS, laterThan, MINUTE_MS, type Timeline } from './timeline.ts';
import type { UserPlan } from './users.ts';
import type { Volumes } from './volumes.ts';

/**
 * Categories 6 and 7 hold half the posts, each with a structured report (issue 23): the
 * benchmark measures the report lists and matches on 100k reports of a 200k dataset.
 */
const CATEGORY_SHARES = [
  { id: 2, share: 0.16 },
  { id: 3, share: 0.16 },
  { id: 4, share: 0.12 },
  { id: 5, share: 0.06 },
  { id: 6, share: 0.3 },
  { id: 7, share: 0.2 },
];
const REPLY_SHARE = 0.3;
const MAX_LIKES_PER_POST = 1000;
const MAX_COMMENTS_PER_POST = 300;
const POSTS_WITH_IMAGES = 0.4;

const tables = {
  posts: table('community_posts', [
    'id',
    'category_id',
    'user_id',
    'title',
    'content',
    'like_count',
    'comment_count',
    'views',
    'search_grams',
    'created_at',
    'updated_at',
  ]),
  images: table('community_post_images', ['id', 'post_id', ...IMAGE_COLUMNS]),
  comments: table('community_comments', [
    'id',
    'post_id',
    'user_id',
    'parent_comment_id',
    'parent_user_id',
    'level',
    'content',
    'created_at',
  ]),
  likes: table('community_likes', ['user_id', 'post_id', 'created_at']),
};

/** Comments in plan order; `parent` is the plan index of a reply's top-level comment, or -1. */
type CommentPlan = { post: Int32Array; user: Int32Array; time: Float64Array; parent: Int32Array };

/**
 * The community board: posts in chronological order (id = index + 1) by active members,
 * popularity lognormal, likes and comments (30% replies) in proportion to it, views following
 * likes. Every counter is taken from the planned rows.
 */
export function planCommunity(
  random: Random,
  volumes: Volumes,
  users: UserPlan,
  timeline: Timeline,
): TableRows[] {
  const count = volumes.posts;
  const times = growingTimeline(random, count, timeline.start, timeline.end - HOUR_MS);
  const categories = Uint8Array.from({ length: count }, sharePicker(random, CATEGORY_SHARES));
  const authors = Int32Array.from(times, (moment) => users.drawActive(random, moment));
  const popularity = Float64Array.from({ length: count }, () => lognormal(random, 1.1));

  const likes = planLikes({
    itemTimes: times,
    wanted: apportion(random, popularity, volumes.likes, () => MAX_LIKES_PER_POST),
    drawUser: (moment) => users.drawActive(random, moment),
  });
  const commentCounts = apportion(
    random,
    popularity.map((value) => value ** 0.8),
    volumes.comments,
    () => MAX_COMMENTS_PER_POST,
  );
  const comments = planComments(random, { times, commentCounts, users, end: timeline.end });
  const text = createCommunityText(random);
  const idOf = (index: number) => index + 1;

  function* posts(): Generator<CopyRow> {
    for (let index = 0; index < count; index++) {
      const categoryId = categories[index] ?? 2;
      const { title, content } = text.post(categoryId);
      const liked = likeCount(likes, index);
      const commented = commentCounts[index] ?? 0;
      const created = new Date(times[index] ?? 0);
      yield [
        idOf(index),
        categoryId,
        authors[index] ?? 0,
        title,
        content,
        liked,
        commented,
        plausibleViews(random, liked, commented),
        searchGrams(title, content),
        created,
        created,
      ];
    }
  }

  function* commentRows(): Generator<CopyRow> {
    const order = chronologicalOrder(comments.time);
    const idOfPlanned = new Int32Array(order.length);
    order.forEach((planned, rank) => {
      idOfPlanned[planned] = rank + 1;
    });
    for (const planned of order) {
      const parent = comments.parent[planned] ?? -1;
      const isReply = parent >= 0;
      yield [
        idOfPlanned[planned] ?? 0,
        idOf(comments.post[planned] ?? 0),
        comments.user[planned] ?? 0,
        isReply ? (idOfPlanned[parent] ?? 0) : null,
        isReply ? (comments.user[parent] ?? 0) : null,
        isReply ? 1 : 0,
        isReply ? text.reply() : text.comment(),
        new Date(comments.time[planned] ?? 0),
      ];
    }
  }

  return [
    { table: tables.posts, rows: posts() },
    {
      table: tables.images,
      rows: imageRows(random, {
        owners: count,
        folder: 'community',
        ownerId: idOf,
        createdAt: (index) => times[index] ?? 0,
        pictures: () => (random.chance(POSTS_WITH_IMAGES) ? random.int(1, 3) : 0),
      }),
    },
    { table: tables.comments, rows: commentRows() },
    {
      table: tables.likes,
      rows: likeRows(random, likes, { itemTimes: times, end: timeline.end, idOf }),
    },
    planPetReports({
      count,
      categoryOf: (index) => categories[index] ?? 2,
      timeOf: (index) => times[index] ?? 0,
      idOf,
      end: timeline.end,
    }),
  ];
}

/**
 * Each post's comments: the first top-level, each later one a reply with the probability that
 * makes replies 30% of all comments. A reply belongs to one of the post's top-level comments
 * and comes after it.
 */
function planComments(
  random: Random,
  options: { times: Float64Array; commentCounts: Int32Array; users: UserPlan; end: number },
): CommentPlan {
  const { times, commentCounts, users, end } = options;
  const total = commentCounts.reduce((sum, count) => sum + count, 0);
  const laterOnes = commentCounts.reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const replyChance = laterOnes === 0 ? 0 : Math.min(1, (REPLY_SHARE * total) / laterOnes);
  const plan: CommentPlan = {
    post: new Int32Array(total),
    user: new Int32Array(total),
    time: new Float64Array(total),
    parent: new Int32Array(total),
  };
  let next = 0;
  commentCounts.forEach((count, post) => {
    const topLevel: number[] = [];
    for (let comment = 0; comment < count; comment++, next++) {
      const parent = comment > 0 && random.chance(replyChance) ? random.pick(topLevel) : -1;
      const after = parent >= 0 ? (plan.time[parent] ?? 0) : (times[post] ?? 0);
      const delay = parent >= 0 ? exponential(random, 6 * HOUR_MS) : exponential(random, DAY_MS);
      const moment = laterThan(after, MINUTE_MS / 2 + delay, end);
      plan.post[next] = post;
      plan.time[next] = moment;
      plan.parent[next] = parent;
      plan.user[next] = users.drawActive(random, moment);
      if (parent < 0) topLevel.push(next);
    }
  });
  return plan;
}

/** Views follow likes and comments (people who like or comment have read the post). */
function plausibleViews(random: Random, likes: number, comments: number): number {
  return Math.round(likes * (8 + 10 * random.next()) + comments * 4 + 15 * lognormal(random, 0.9));
}
