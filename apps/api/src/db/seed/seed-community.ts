import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import {
  communityComments,
  communityLikes,
  communityPostImages,
  communityPosts,
} from '../schema/community.ts';
import { searchGrams } from '../search-grams.ts';
import { COMMUNITY_THREADS, SAMPLE_POSTS, type SamplePost } from './content/community.ts';
import type { Illustration } from './illustrations.ts';
import { type Like, planLikes } from './likes.ts';
import { daysAgo, keyNumber, laterMoment, type SeedContext, withIds } from './seed-context.ts';

type Reply = { userId: number; parentUserId: number; content: string; createdAt: Date };
type Comment = { userId: number; content: string; createdAt: Date; replies: Reply[] };
type PlannedPost = {
  sample: SamplePost;
  userId: number;
  createdAt: Date;
  pictures: Illustration[];
  likes: Like[];
  comments: Comment[];
  views: number;
};

export type CommunityCounts = { posts: number; comments: number; likes: number; images: number };

/** Community posts with images, likes, comments and replies; counters match the rows. */
export async function seedCommunity(ctx: SeedContext): Promise<CommunityCounts> {
  const planned = SAMPLE_POSTS.map((sample) => planPost(ctx, sample)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const posts = await Promise.all(
    planned.map(async (post, index) => ({
      ...post,
      images: await Promise.all(
        post.pictures.map((picture, position) =>
          ctx.images.image(`seed/community/post-${keyNumber(index)}-${position + 1}`, picture),
        ),
      ),
    })),
  );

  const { tx } = ctx;
  const inserted = await tx
    .insert(communityPosts)
    .values(
      posts.map((post) => ({
        categoryId: post.sample.categoryId,
        userId: post.userId,
        title: post.sample.title,
        content: post.sample.content,
        likeCount: post.likes.length,
        commentCount: countComments(post.comments),
        views: post.views,
        searchGrams: searchGrams(post.sample.title, post.sample.content),
        createdAt: post.createdAt,
        updatedAt: post.createdAt,
      })),
    )
    .returning({ id: communityPosts.id });
  const saved = withIds(posts, inserted);

  const imageRows = saved.flatMap((post) =>
    post.images.map((image, position) => ({
      postId: post.id,
      ...image,
      position,
      createdAt: post.createdAt,
    })),
  );
  if (imageRows.length > 0) await tx.insert(communityPostImages).values(imageRows);

  const likeRows = saved.flatMap((post) =>
    post.likes.map((like) => ({ postId: post.id, ...like })),
  );
  if (likeRows.length > 0) await tx.insert(communityLikes).values(likeRows);

  const threads = saved.flatMap((post) => post.comments.map((comment) => ({ post, comment })));
  const topLevel = await tx
    .insert(communityComments)
    .values(
      threads.map(({ post, comment }) => ({
        postId: post.id,
        userId: comment.userId,
        level: 0,
        content: comment.content,
        createdAt: comment.createdAt,
      })),
    )
    .returning({ id: communityComments.id });
  const replyRows = withIds(threads, topLevel).flatMap(({ post, comment, id }) =>
    comment.replies.map((reply) => ({
      postId: post.id,
      userId: reply.userId,
      parentCommentId: id,
      parentUserId: reply.parentUserId,
      level: 1,
      content: reply.content,
      createdAt: reply.createdAt,
    })),
  );
  if (replyRows.length > 0) await tx.insert(communityComments).values(replyRows);

  return {
    posts: saved.length,
    comments: topLevel.length + replyRows.length,
    likes: likeRows.length,
    images: imageRows.length,
  };
}

function planPost(ctx: SeedContext, sample: SamplePost): PlannedPost {
  const { random, now, userIds } = ctx;
  const userId = random.pick(userIds);
  const createdAt = daysAgo(random, now, 0.2, 60);
  const others = userIds.filter((id) => id !== userId);
  const thread = COMMUNITY_THREADS[sample.categoryId];

  const replyLine = random.deck(thread.replies);

  const comments = random.sample(thread.comments, random.int(0, 4)).map((content): Comment => {
    const commenterId = random.pick(others);
    const commentedAt = laterMoment(random, createdAt, 3 * 24 * 60, now);
    const replies: Reply[] = [];
    // The author answers; now and then someone else joins the thread, replying to the author.
    if (random.chance(0.45)) {
      const answeredAt = laterMoment(random, commentedAt, 12 * 60, now);
      replies.push({
        userId,
        parentUserId: commenterId,
        content: replyLine(),
        createdAt: answeredAt,
      });
      if (random.chance(0.35)) {
        replies.push({
          userId: random.pick(others.filter((id) => id !== commenterId)),
          parentUserId: userId,
          content: replyLine(),
          createdAt: laterMoment(random, answeredAt, 12 * 60, now),
        });
      }
    }
    return { userId: commenterId, content, createdAt: commentedAt, replies };
  });

  const likes = planLikes(random, others, createdAt, now);
  const commentCount = countComments(comments);
  // Missing-pet reports get shared around, so they are read more.
  const sharing = sample.categoryId === COMMUNITY_MISSING_CATEGORY_ID ? random.int(40, 150) : 0;
  const views = Math.min(
    500,
    likes.length * random.int(6, 18) +
      commentCount * random.int(3, 8) +
      random.int(5, 60) +
      sharing,
  );
  const pictures = sample.pictures.map(
    (subject): Illustration => ({ subject, variant: random.int(0, 3), framing: 'landscape' }),
  );
  return { sample, userId, createdAt, pictures, likes, comments, views };
}

/** What `comment_count` holds: every comment of the post, replies included. */
function countComments(comments: readonly Comment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);
}
