import { COMMUNITY_MISSING_CATEGORY_ID, SITE_TIME_ZONE } from '@daengnyang/contract/constants';
import type { NotificationKind } from '@daengnyang/contract/notifications';
import { PAGE_SECTIONS, publicPages } from '@daengnyang/contract/page-paths';
import type { Transaction } from '../../db/client.ts';
import { MEMBER_CONTENT_KINDS } from '../../db/content-kinds.ts';
import type { RecordEvent } from '../../events/domain-events.ts';
import type { DomainEvent, EventKind, EventPayloads } from '../../events/kinds.ts';
import type { OncePerSiteConsumer } from '../../events/once-per-site.ts';
import { MAX_MENTIONS, mentionedKeys } from './mentions.ts';
import {
  findCommentAuthor,
  findCommentContext,
  findMembersByNameKeys,
  findPostContext,
  findReviewContext,
  findWillingRecipients,
  lockRecipient,
  type NotificationDraft,
  trimNotifications,
  writeNotification,
} from './repository.ts';

/** The newest entries kept per member; older ones go (decision 030). */
export const KEPT_PER_MEMBER = 500;
/** `excerpt`: the start of the text that caused the entry (contract notifications.ts). */
const EXCERPT_LENGTH = 100;
/** The member's sanction notice (the web's `paths.sanction`). */
const SANCTION_PAGE = `${PAGE_SECTIONS.mypage}/sanction`;

const excerptOf = (text: string) => text.slice(0, EXCERPT_LENGTH);
const isUrgentCategory = (categoryId: number | null) =>
  categoryId === COMMUNITY_MISSING_CATEGORY_ID;
/** The Seoul day a grouped entry gathers actors for, from the event's time. */
const seoulDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(date);

type Draft = Omit<NotificationDraft, 'recipientId' | 'kind' | 'actorId'>;
/** One kind of entry for some members, from one actor. */
type Batch = { kind: NotificationKind; recipientIds: number[]; draft: Draft };

/** A post's link and the category page it falls back to; `#comment-{id}` when about one. */
function postTarget(
  post: { id: number; title: string; categoryId: number },
  commentId: number | null,
) {
  const page = publicPages.communityDetail.getHref(post.categoryId, post.id);
  return {
    targetType: 'post' as const,
    targetId: post.id,
    targetTitle: post.title,
    link: commentId === null ? page : `${page}#comment-${commentId}`,
    linkWhenGone: publicPages.community.getHref(post.categoryId),
  };
}

/**
 * Writes each batch for its willing members (never the actor, never a member who blocks the
 * actor or turned the kind off), each member once per event: a member named by several
 * batches gets the first one's entry. Members are written in id order, so two events locking
 * the same members never wait for each other in a cycle. Every member written to hears of it
 * on their streams.
 */
async function writeBatches(
  tx: Transaction,
  record: RecordEvent,
  actorId: number | null,
  batches: Batch[],
): Promise<void> {
  const done = new Set<number>(actorId === null ? [] : [actorId]);
  const writes: Array<{ recipientId: number; kind: NotificationKind; draft: Draft }> = [];
  for (const { kind, recipientIds, draft } of batches) {
    const candidates = [...new Set(recipientIds)].filter((id) => !done.has(id));
    for (const id of candidates) done.add(id);
    const willing = await findWillingRecipients(tx, candidates, kind, actorId);
    for (const recipientId of willing) writes.push({ recipientId, kind, draft });
  }
  for (const { recipientId, kind, draft } of writes.sort((a, b) => a.recipientId - b.recipientId)) {
    await lockRecipient(tx, recipientId);
    const written = await writeNotification(tx, { ...draft, recipientId, kind, actorId });
    if (written === 'unchanged') continue;
    // Only a new entry can take a member past the kept number.
    if (written === 'new') await trimNotifications(tx, recipientId, KEPT_PER_MEMBER);
    record({
      kind: 'notification.changed',
      subjectId: recipientId,
      actorId,
      payload: { reason: 'changed' },
    });
  }
}

async function mentionedMembers(tx: Transaction, text: string): Promise<number[]> {
  const ids = await findMembersByNameKeys(tx, mentionedKeys(text));
  return ids.slice(0, MAX_MENTIONS);
}

type EventOf<Kind extends EventKind> = DomainEvent & { kind: Kind; payload: EventPayloads[Kind] };

async function commentBatches(tx: Transaction, event: EventOf<'comment.created'>) {
  const comment = await findCommentContext(tx, event.subjectId);
  if (!comment) return [];
  const post = { id: comment.postId, title: comment.postTitle, categoryId: comment.categoryId };
  const draft: Draft = {
    ...postTarget(post, event.subjectId),
    variant: null,
    groupKey: null,
    excerpt: excerptOf(comment.content),
    urgent: isUrgentCategory(comment.categoryId),
  };
  const { parentCommentId, repliedToUserId } = event.payload;
  const threadAuthor =
    parentCommentId === null ? null : await findCommentAuthor(tx, parentCommentId);
  const repliedTo = [repliedToUserId, threadAuthor].filter((id) => id !== null);
  return [
    { kind: 'reply', recipientIds: repliedTo, draft },
    { kind: 'comment', recipientIds: [comment.postAuthorId], draft },
    { kind: 'mention', recipientIds: await mentionedMembers(tx, comment.content), draft },
  ] satisfies Batch[];
}

async function postBatches(tx: Transaction, event: EventOf<'post.created'>) {
  const post = await findPostContext(tx, event.subjectId);
  if (!post) return [];
  const draft: Draft = {
    ...postTarget({ id: event.subjectId, ...post }, null),
    variant: null,
    groupKey: null,
    excerpt: excerptOf(post.content),
    urgent: isUrgentCategory(post.categoryId),
  };
  const mentioned = await mentionedMembers(tx, `${post.title}\n${post.content}`);
  return [{ kind: 'mention', recipientIds: mentioned, draft }] satisfies Batch[];
}

async function likeBatches(tx: Transaction, event: EventOf<'post.liked'>) {
  const post = await findPostContext(tx, event.subjectId);
  if (!post) return [];
  const draft: Draft = {
    ...postTarget({ id: event.subjectId, ...post }, null),
    variant: null,
    groupKey: `post:${event.subjectId}:${seoulDay(event.createdAt)}`,
    excerpt: null,
    urgent: isUrgentCategory(post.categoryId),
  };
  return [{ kind: 'postLiked', recipientIds: [post.authorId], draft }] satisfies Batch[];
}

async function helpfulBatches(tx: Transaction, event: EventOf<'review.marked-helpful'>) {
  const review = await findReviewContext(tx, event.subjectId);
  if (!review) return [];
  const page = publicPages.foodDetail.getHref(review.foodId);
  const draft: Draft = {
    targetType: 'food',
    targetId: review.foodId,
    targetTitle: review.foodTitle,
    link: `${page}#review-${event.subjectId}`,
    linkWhenGone: page,
    variant: null,
    groupKey: `review:${event.subjectId}:${seoulDay(event.createdAt)}`,
    excerpt: excerptOf(review.content),
    urgent: false,
  };
  return [{ kind: 'reviewHelpful', recipientIds: [review.authorId], draft }] satisfies Batch[];
}

/** What the author is told of a decision; nothing when a report about a visible item was dismissed. */
function authorVariant(payload: EventPayloads['moderation.decided']): string | null {
  if (payload.action === 'dismiss') return payload.restored ? 'restored' : null;
  return payload.action;
}

function decisionBatches(event: EventOf<'moderation.decided'>): Batch[] {
  const { payload } = event;
  const kind = MEMBER_CONTENT_KINDS[payload.targetType];
  const link = kind.link({
    id: payload.targetId,
    parentId: payload.parentId,
    categoryId: payload.categoryId,
  });
  const anchor =
    payload.targetType === 'comment' || payload.targetType === 'noticeComment'
      ? `#comment-${payload.targetId}`
      : payload.targetType === 'review'
        ? `#review-${payload.targetId}`
        : '';
  const onPost = payload.targetType === 'post' || payload.targetType === 'comment';
  const target = {
    targetTitle: payload.title,
    link: `${link}${anchor}`,
    linkWhenGone:
      onPost && payload.categoryId !== null
        ? publicPages.community.getHref(payload.categoryId)
        : PAGE_SECTIONS.mypage,
    groupKey: null,
    excerpt: null,
    urgent: onPost && isUrgentCategory(payload.categoryId),
  };
  const postId = payload.targetType === 'post' ? payload.targetId : payload.parentId;
  const batches: Batch[] = [
    {
      kind: 'reportDecided',
      recipientIds: payload.reporterIds,
      draft: {
        ...target,
        targetType: 'report',
        targetId: event.subjectId,
        variant: payload.action === 'dismiss' ? 'dismissed' : 'upheld',
      },
    },
  ];
  const variant = authorVariant(payload);
  if (variant !== null) {
    batches.unshift({
      kind: 'moderation',
      recipientIds: [payload.authorId],
      draft: {
        ...target,
        ...(onPost && postId !== null
          ? { targetType: 'post', targetId: postId }
          : { targetType: 'report', targetId: event.subjectId }),
        variant,
      },
    });
  }
  return batches;
}

function sanctionBatch(userId: number, targetId: number, variant: string): Batch[] {
  return [
    {
      kind: 'sanction',
      recipientIds: [userId],
      draft: {
        targetType: 'sanction',
        targetId,
        targetTitle: '',
        link: SANCTION_PAGE,
        linkWhenGone: SANCTION_PAGE,
        variant,
        groupKey: null,
        excerpt: null,
        urgent: false,
      },
    },
  ];
}

async function batchesOf(tx: Transaction, event: DomainEvent): Promise<Batch[]> {
  switch (event.kind) {
    case 'comment.created':
      return commentBatches(tx, event);
    case 'post.created':
      return postBatches(tx, event);
    case 'post.liked':
      return likeBatches(tx, event);
    case 'review.marked-helpful':
      return helpfulBatches(tx, event);
    case 'moderation.decided':
      return decisionBatches(event);
    case 'sanction.imposed':
      return sanctionBatch(event.payload.userId, event.subjectId, event.payload.type);
    case 'sanction.lifted':
      return sanctionBatch(event.subjectId, event.payload.sanctionIds[0] ?? 0, 'lifted');
    default:
      return [];
  }
}

/**
 * The notifications' sources: what others did to a member's posts, comments and reviews, and
 * what moderation decided about them. Once per event for the whole site.
 */
export const notificationSources: OncePerSiteConsumer = {
  name: 'notifications',
  kinds: [
    'comment.created',
    'post.created',
    'post.liked',
    'review.marked-helpful',
    'moderation.decided',
    'sanction.imposed',
    'sanction.lifted',
  ],
  async handle(event, tx, record) {
    // Moderation's and sanctions' actor is an administrator, whom nobody can block.
    await writeBatches(tx, record, event.actorId, await batchesOf(tx, event));
  },
};

/** A new report or shelter animal that may be the animal of a member's active report. */
export type PetMatchNotice = {
  recipientId: number;
  /** The new report's author; null for a shelter animal (the site). */
  actorId: number | null;
  /** The recipient's report, where its matches are listed. */
  post: { id: number; title: string; categoryId: number };
  /** The candidate's kind, or `shelter:YYYY-MM-DD` (the notice's last day). */
  variant: string;
};

/**
 * Tells a member of a possible match of their report: urgent, so quiet hours never hold it (a
 * lost animal's first days count); never from a member they block, never of their own post.
 * Pet reports (modules/pet-reports/match-notices.ts) decide the pairs, once each.
 */
export async function notifyPetMatch(
  tx: Transaction,
  record: RecordEvent,
  notice: PetMatchNotice,
): Promise<void> {
  const target = postTarget(notice.post, null);
  await writeBatches(tx, record, notice.actorId, [
    {
      kind: 'petMatch',
      recipientIds: [notice.recipientId],
      draft: {
        ...target,
        link: `${target.link}#matches`,
        variant: notice.variant,
        groupKey: null,
        excerpt: null,
        urgent: true,
      },
    },
  ]);
}
