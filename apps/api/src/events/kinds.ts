/**
 * What happened, for every write that creates, changes, hides or deletes content or a member:
 * the event's kind (`<subject>.<what happened>`) and what its payload tells besides the
 * subject's id. Subscribers read these; adding a kind is adding a line here and recording it
 * where the write happens.
 */
export type EventPayloads = {
  'post.created': { categoryId: number };
  /** `moderated`: an administrator deleted someone else's post. */
  'post.deleted': { categoryId: number; authorId: number; moderated: boolean };
  /** Its author edited it; `categoryIds`: the one it was in and the one it is in now. */
  'post.edited': { categoryIds: number[]; revision: number };
  'post.liked': Record<string, never>;
  'post.unliked': Record<string, never>;
  /** A reply names its thread's top-level comment and the member replied to. */
  'comment.created': {
    postId: number;
    parentCommentId: number | null;
    repliedToUserId: number | null;
  };
  /** The comment and the replies that went with it. */
  'comment.deleted': { postId: number; deletedIds: number[]; moderated: boolean };
  'comment.edited': { postId: number; revision: number };
  'food.created': Record<string, never>;
  'food.updated': { fields: string[] };
  'food.deleted': Record<string, never>;
  'food.liked': Record<string, never>;
  'food.unliked': Record<string, never>;
  'review.created': { foodId: number };
  'review.deleted': { foodId: number; moderated: boolean };
  'review.edited': { foodId: number; revision: number };
  /** The "helpful" mark on a food review. */
  'review.marked-helpful': { foodId: number };
  'review.unmarked-helpful': { foodId: number };
  'notice.created': { categoryId: number };
  /** Both categories when the notice moved. */
  'notice.updated': { categoryIds: number[]; fields: string[] };
  'notice.deleted': { categoryId: number };
  'notice.liked': Record<string, never>;
  'notice.unliked': Record<string, never>;
  'notice-comment.created': { noticeId: number };
  'notice-comment.deleted': { noticeId: number; moderated: boolean };
  'notice-comment.edited': { noticeId: number; revision: number };
  /** Moderation withheld or showed again a post (decision 026); the lists it is on change. */
  'post.hidden': { categoryId: number };
  'post.restored': { categoryId: number };
  'comment.hidden': { postId: number };
  'comment.restored': { postId: number };
  'review.hidden': { foodId: number };
  'review.restored': { foodId: number };
  'notice-comment.hidden': { noticeId: number };
  'notice-comment.restored': { noticeId: number };
  'member.joined': Record<string, never>;
  'member.renamed': Record<string, never>;
  'member.profile-image-changed': Record<string, never>;
  /** `contentDeleted`: what they wrote went with them. `byAdmin`: the admin area deleted them. */
  'member.withdrawn': { contentDeleted: boolean; byAdmin: boolean };
  /** The member signed out: every token of theirs stopped working (their token version rose). */
  'member.signed-out': Record<string, never>;
  /** The member blocked (`blocked`) or unblocked another member. */
  'member.blocks-changed': { blockedId: number; blocked: boolean };
  /**
   * The configured administrator's account was made an active administrator again at start
   * (auth/admin-account.ts); `sessionsEnded`: its password changed, so its tokens stopped
   * working.
   */
  'member.admin-restored': { sessionsEnded: boolean };
  /**
   * An administrator decided a report case (subject: the case). `restored`: a dismissal showed
   * a withheld item again. `postId`: the post a comment or post target is on; `categoryId`: its
   * category (the notice's for a notice comment); `parentId`: the food or notice of a review or
   * notice comment. `title`: the item's title or the start of its text, as the case kept it.
   */
  'moderation.decided': {
    targetType: 'post' | 'comment' | 'review' | 'noticeComment';
    targetId: number;
    authorId: number;
    action: 'dismiss' | 'hide' | 'delete' | 'temporaryMeasure';
    restored: boolean;
    reporterIds: number[];
    parentId: number | null;
    categoryId: number | null;
    title: string;
  };
  /** A sanction was imposed on a member (subject: the sanction). */
  'sanction.imposed': { userId: number; type: 'warning' | 'writeBan' | 'suspension' };
  /** Sanctions of a member were lifted early (subject: the member). */
  'sanction.lifted': { sanctionIds: number[] };
  /**
   * A member's notifications changed (subject: the member): `changed` when entries were made
   * or grew (the streams replay them by sequence), `read` when only the unread count moved.
   */
  'notification.changed': { reason: 'changed' | 'read' };
  /**
   * Issue 23. A post's structured report changed its status (subject: the post); writing or
   * editing the report itself is told by `post.created` / `post.edited`.
   */
  'pet-report.status-changed': { categoryId: number; status: string; active: boolean };
  /** The report's author said a candidate is not their animal (`post:12`, `shelter:4485…`). */
  'pet-report.match-dismissed': { candidate: string };
  /**
   * A shelter sync stored animals it had not seen before (subject: 0, the sync itself; the
   * animals' desertion numbers do not fit an integer id).
   */
  'shelter.animals-added': { desertionNos: string[] };
  /** A shelter sync stored new facts about animals it had seen before (subject: 0). */
  'shelter.animals-changed': { desertionNos: string[] };
};

export type EventKind = keyof EventPayloads;

/** What an event is about: the part of its kind before the dot. */
export type SubjectType = EventKind extends `${infer Subject}.${string}` ? Subject : never;

/** An event as a write records it, in its transaction. */
export type NewDomainEvent = {
  [Kind in EventKind]: {
    kind: Kind;
    subjectId: number;
    /** The member who made the change; null for the system. */
    actorId: number | null;
    payload: EventPayloads[Kind];
  };
}[EventKind];

/** An event as subscribers receive it: numbered in the order it was recorded. */
export type DomainEvent = NewDomainEvent & {
  id: number;
  subjectType: SubjectType;
  createdAt: Date;
};

export const subjectTypeOf = (kind: EventKind) => kind.slice(0, kind.indexOf('.')) as SubjectType;
