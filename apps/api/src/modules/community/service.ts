import type {
  BestCommunity,
  CommunityCommentCreate,
  CommunityListQuery,
  CommunityPost,
  CommunitySearchQuery,
} from '@daengnyang/contract/community';
import { isCommunityListCategory } from '@daengnyang/contract/community';
import { COMMUNITY_ALL_CATEGORY_ID, IMAGE_LIMITS } from '@daengnyang/contract/constants';
import type { CommunityCommentEdit, RevisionList } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import type { CommunityPostWithReport } from '@daengnyang/contract/pet-reports';
import type { Caller, SignedInCaller } from '../../auth/caller.ts';
import { recordAudit } from '../../db/audit.ts';
import { toUserSummary } from '../../db/authors.ts';
import { isBlockedByAny } from '../../db/blocks.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';
import { findItemImages, replaceItemImages } from '../../db/item-images.ts';
import { setLike } from '../../db/likes.ts';
import { findRevisions, setRevisionHidden, type VersionImage } from '../../db/revisions.ts';
import { searchGrams } from '../../db/search-grams.ts';
import { badRequest, forbidden, invariantResponse, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { offsetOf, toPage } from '../../http/paging.ts';
import { withStoredImages } from '../../images/pipeline.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ModuleDeps } from '../deps.ts';
import { describedFiles, placeImages, planImages, removedImages } from '../editing/image-slots.ts';
import { toRevisions } from '../editing/revision-wire.ts';
import { keepVersion } from '../editing/versions.ts';
import { createWritingEditor } from '../editing/writing-editor.ts';
import { returnEditedToQueue } from '../moderation/author-edit.ts';
import { seesWithheld } from '../moderation/withheld.ts';
import type { PostEditWithReportFields, PostWithReportFields } from '../pet-reports/fields.ts';
import { applyReportWrite, planReportWrite } from '../pet-reports/report-writing.ts';
import { findReport } from '../pet-reports/repository.ts';
import { toPetReport } from '../pet-reports/wire.ts';
import { auditCommentDelete, auditPostDelete, type InDeleteTransaction } from './audit.ts';
import {
  deleteCommentThread,
  findCommentRef,
  findComments,
  hasRepliesSince,
  insertComment,
  isThreadAuthor,
} from './comments-repository.ts';
import {
  countPostView,
  deletePostRows,
  findFeaturedPostIds,
  findPost,
  findPostOwner,
  findPostPage,
  findPostsByIds,
  hasCommentsSince,
  insertPost,
  lockPostForEdit,
  type PostRow,
  updatePostText,
} from './repository.ts';
import {
  countPostMatches,
  findAuthorIdsNamed,
  findPostMatchPage,
  type PostSearch,
} from './search-repository.ts';
import { toCommentThread, toCommunityPost } from './wire.ts';

/** Where a new comment sits: top-level, or a reply in a thread naming the user replied to. */
type Placement = { level: 0 | 1; parentCommentId: number | null; parentUserId: number | null };
const TOP_LEVEL: Placement = { level: 0, parentCommentId: null, parentUserId: null };

const IMAGE_FOLDER = CONTENT_KINDS.post.imageFolder;
const POST_IMAGES = CONTENT_KINDS.post.images;

/**
 * How long a search's counts and matched authors are reused. Counting a frequent word visits
 * every match (tens of thousands of posts); a total a minute old is close enough, and the
 * page itself is always read fresh.
 */
const SEARCH_MEMO_TTL_MS = 60_000;
const SEARCH_MEMO_MAX = 2000;

function assertListCategory(categoryId: number): void {
  if (!isCommunityListCategory(categoryId)) throw notFound(MESSAGES.communityCategoryNotFound);
}

const isAdmin = (caller: SignedInCaller) => caller.role === 'ROLE_ADMIN';

export function createCommunityService(deps: ModuleDeps) {
  const { db, imageUrls, storage, images, events, memo } = deps;

  const editWriting = createWritingEditor(deps);

  const toListItems = (rows: PostRow[]): CommunityPost[] =>
    rows.map((row) => toCommunityPost(row, [], imageUrls));

  const authorsNamed = memo<string, { ids: number[] }>({
    name: 'community-authors-named',
    ttlMs: SEARCH_MEMO_TTL_MS,
    max: SEARCH_MEMO_MAX,
    load: async (searchText) => ({ ids: await findAuthorIdsNamed(db, searchText) }),
  });
  const searchCounts = memo({
    name: 'community-search-counts',
    ttlMs: SEARCH_MEMO_TTL_MS,
    max: SEARCH_MEMO_MAX,
    load: (search: PostSearch) => countPostMatches(db, search),
  });

  /** A post the caller may act on: a withheld one only for its author and administrators. */
  async function existingPost(communityId: number, caller: SignedInCaller) {
    const post = await findPostOwner(db, communityId);
    invariantResponse(post, MESSAGES.communityPostNotFound, 404);
    if (post.hidden && !seesWithheld(caller, post.userId)) throw notFound(MESSAGES.hiddenPost);
    return post;
  }

  /**
   * A reply to a reply joins the thread of its top-level comment. The user replied to is the
   * target's author, or — when a client replies within a thread by its top-level comment —
   * the `parentUserId` it names, if that user wrote in the thread. `addressees` are the
   * target's author and the user replied to.
   */
  async function replyPlacement(
    communityId: number,
    parentCommentId: number,
    namedUserId: number | null | undefined,
  ): Promise<{ placement: Placement; addressees: number[] }> {
    const target = await findCommentRef(db, parentCommentId);
    if (!target || target.postId !== communityId) {
      throw notFound(MESSAGES.communityCommentNotFound);
    }
    const threadId = target.parentCommentId ?? target.id;
    const repliedTo =
      namedUserId != null &&
      target.parentCommentId === null &&
      namedUserId !== target.userId &&
      (await isThreadAuthor(db, threadId, namedUserId))
        ? namedUserId
        : target.userId;
    return {
      placement: { level: 1, parentCommentId: threadId, parentUserId: repliedTo },
      addressees: [target.userId, repliedTo],
    };
  }

  /**
   * Deletes posts with their comments, likes and images, then their image files once the
   * transaction has committed. Missing ids are skipped; answers the ids deleted.
   */
  async function deletePosts(
    actor: SignedInCaller,
    ids: number[],
    inTransaction?: InDeleteTransaction,
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const { deleted, images } = await events.transaction(async (tx, record) => {
      const result = await deletePostRows(tx, ids);
      const deletedIds = result.deleted.map((post) => post.id);
      if (deletedIds.length > 0) await inTransaction?.(tx, deletedIds, record);
      for (const post of result.deleted) {
        record({
          kind: 'post.deleted',
          subjectId: post.id,
          actorId: actor.userId,
          payload: {
            categoryId: post.categoryId,
            authorId: post.userId,
            moderated: post.userId !== actor.userId,
          },
        });
      }
      return result;
    });
    await releaseImageFiles(db, storage, images);
    return deleted.map((post) => post.id);
  }

  /** The post's revisions as its author or an administrator may read them. */
  async function revisionsOf(caller: SignedInCaller, communityId: number) {
    const post = await findPostOwner(db, communityId);
    invariantResponse(post, MESSAGES.communityPostNotFound, 404);
    if (post.userId !== caller.userId && !isAdmin(caller)) {
      throw forbidden(MESSAGES.revisionsOwnOnly);
    }
    return post;
  }

  /** Deletes a comment and its replies; answers the ids deleted (none when it was missing). */
  async function deleteComment(
    actor: SignedInCaller,
    commentId: number,
    inTransaction?: InDeleteTransaction,
  ): Promise<number[]> {
    return events.transaction(async (tx, record) => {
      const thread = await deleteCommentThread(tx, commentId);
      if (!thread) return [];
      await inTransaction?.(tx, thread.deletedIds, record);
      record({
        kind: 'comment.deleted',
        subjectId: commentId,
        actorId: actor.userId,
        payload: {
          postId: thread.postId,
          deletedIds: thread.deletedIds,
          moderated: inTransaction !== undefined,
        },
      });
      return thread.deletedIds;
    });
  }

  return {
    deletePosts,
    deleteComment,

    /** The home page's featured posts (wire-contract §3). */
    async best(caller: Caller): Promise<BestCommunity> {
      const picks = await findFeaturedPostIds(db);
      const ids = Object.values(picks).filter((id) => id !== null);
      const items = toListItems(await findPostsByIds(db, caller, ids));
      const byId = (id: number | null) => items.find((item) => item.communityId === id) ?? null;
      return {
        mostLiked: byId(picks.mostLiked),
        mostViewed: byId(picks.mostViewed),
        bestMissing: byId(picks.bestMissing),
        bestFoster: byId(picks.bestFoster),
      };
    },

    async list(
      caller: Caller,
      categoryId: number,
      query: CommunityListQuery,
    ): Promise<Paged<CommunityPost>> {
      assertListCategory(categoryId);
      const { rows, total } = await findPostPage(db, caller, {
        categoryId,
        sort: query.sort,
        page: query.page,
        size: query.size,
      });
      return toPage(toListItems(rows), total, query);
    },

    /** Title, content or author name, newest first (wire-contract §3). */
    async search(
      caller: Caller,
      categoryId: number,
      query: CommunitySearchQuery,
    ): Promise<Paged<CommunityPost>> {
      assertListCategory(categoryId);
      const { searchText } = query;
      const authors = await authorsNamed.get(searchText, searchText);
      const search = { categoryId, searchText, authorIds: authors.ids };
      const counts = await searchCounts.get(`${categoryId}:${searchText}`, search);
      const page = { offset: offsetOf(query), size: query.size };
      const rows = await findPostMatchPage(db, caller, search, page, counts);
      // A kept count may be a little behind the posts: never tell fewer than were found.
      const total =
        rows.length > 0 ? Math.max(counts.matches, page.offset + rows.length) : counts.matches;
      return toPage(toListItems(rows), total, query);
    },

    /**
     * A post with its images and comment thread, and its pet report when it has one (issue 23);
     * 404 unless it is in `categoryId` (1 = any).
     */
    async detail(
      caller: Caller,
      categoryId: number,
      communityId: number,
    ): Promise<CommunityPostWithReport> {
      assertListCategory(categoryId);
      const [row, comments, report] = await Promise.all([
        findPost(db, caller, communityId),
        findComments(db, caller, communityId),
        findReport(db, communityId),
      ]);
      if (!row || (categoryId !== COMMUNITY_ALL_CATEGORY_ID && row.categoryId !== categoryId)) {
        throw notFound(MESSAGES.communityPostNotFound);
      }
      if (row.hidden && !seesWithheld(caller, row.authorId)) throw notFound(MESSAGES.hiddenPost);
      const post = toCommunityPost(row, toCommentThread(comments, imageUrls, caller), imageUrls);
      if (!report) return post;
      const reader = {
        signedIn: caller.kind === 'user',
        author: caller.kind === 'user' && caller.userId === row.authorId,
      };
      return { ...post, petReport: toPetReport(report, reader) };
    },

    /** Counted once per viewer and day (http/limits/view-marks.ts says who a viewer is). */
    async countView(viewerKey: string, categoryId: number, communityId: number): Promise<void> {
      assertListCategory(categoryId);
      const found = await countPostView(db, communityId, categoryId, viewerKey);
      invariantResponse(found, MESSAGES.communityPostNotFound, 404);
    },

    /** Images are checked before anything is stored; a failed write leaves no file behind. */
    async create(
      caller: SignedInCaller,
      fields: PostWithReportFields,
      files: UploadedFile[],
    ): Promise<number> {
      const categoryId = fields.communityCategoryId;
      const draft = { id: null, categoryId, content: fields.content, createdAt: new Date() };
      // Checked before any image is decoded; the report is stored with the post.
      const report = await planReportWrite(db, draft, fields.petReport);
      const processed = await images.processAll(files);
      return withStoredImages(storage, IMAGE_FOLDER, processed, (stored) =>
        events.transaction(async (tx, record) => {
          const id = await insertPost(
            tx,
            {
              categoryId,
              userId: caller.userId,
              title: fields.title,
              content: report.content,
              searchGrams: searchGrams(fields.title, report.content),
            },
            stored,
          );
          await applyReportWrite(tx, id, report);
          record({
            kind: 'post.created',
            subjectId: id,
            actorId: caller.userId,
            payload: { categoryId },
          });
          return id;
        }),
      );
    },

    /**
     * A comment, or a reply: a reply to a reply joins the same thread (its top-level comment)
     * at level 1 and names the user replied to. A member the post's author blocked cannot
     * comment on it, nor reply to someone who blocked them; the refusal is neutral, so the
     * block does not announce itself.
     */
    async comment(
      caller: SignedInCaller,
      communityId: number,
      input: CommunityCommentCreate,
    ): Promise<number> {
      const post = await existingPost(communityId, caller);
      const { placement, addressees } = input.parentCommentId
        ? await replyPlacement(communityId, input.parentCommentId, input.parentUserId)
        : { placement: TOP_LEVEL, addressees: [] };
      if (await isBlockedByAny(db, [post.userId, ...addressees], caller.userId)) {
        throw forbidden(MESSAGES.replyNotAllowed);
      }
      return events.transaction(async (tx, record) => {
        const id = await insertComment(tx, {
          postId: communityId,
          userId: caller.userId,
          content: input.content,
          ...placement,
        });
        record({
          kind: 'comment.created',
          subjectId: id,
          actorId: caller.userId,
          payload: {
            postId: communityId,
            parentCommentId: placement.parentCommentId,
            repliedToUserId: placement.parentUserId,
          },
        });
        return id;
      });
    },

    /**
     * The author's edit of their post (contract editing.ts): the same checks as writing, the
     * images kept, removed, reordered and added as `fields.images` says, every version kept
     * (decision 029). Search grams, totals and day counts follow in the same transaction; a
     * post moderation withholds stays hidden and its case goes back to the queue. The files
     * of removed images go after the commit unless an older version still shows them.
     */
    async edit(
      caller: SignedInCaller,
      communityId: number,
      fields: PostEditWithReportFields,
      files: UploadedFile[],
    ): Promise<number> {
      const post = await findPostOwner(db, communityId);
      invariantResponse(post, MESSAGES.communityPostNotFound, 404);
      if (post.userId !== caller.userId) throw forbidden(MESSAGES.editOwnOnly);
      const limit = IMAGE_LIMITS.communityPost;
      const urlOf = (image: { path: string }) => imageUrls.stored(image.path);
      const plan = (current: VersionImage[]) =>
        planImages(current, fields.images, files.length, limit, urlOf);
      // Checked before any image is decoded, and again under the lock below.
      const firstPlan = plan(await findItemImages(db, POST_IMAGES, communityId));
      const processed = await images.processAll(describedFiles(files, firstPlan));
      const removed = await withStoredImages(storage, IMAGE_FOLDER, processed, (stored) =>
        events.transaction(async (tx, record) => {
          const locked = await lockPostForEdit(tx, communityId);
          invariantResponse(locked, MESSAGES.communityPostNotFound, 404);
          const current = await findItemImages(tx, POST_IMAGES, communityId);
          const final = placeImages(plan(current), stored);
          const post = {
            id: communityId,
            categoryId: fields.communityCategoryId,
            content: fields.content,
            createdAt: locked.createdAt,
          };
          const report = await planReportWrite(tx, post, fields.petReport);
          const revision = await keepVersion(tx, {
            kind: 'post',
            itemId: communityId,
            writtenAt: locked.createdAt,
            before: { ...locked, images: current },
            after: {
              categoryId: fields.communityCategoryId,
              title: fields.title,
              content: report.content,
              images: final,
            },
            answeredSince: (since) => hasCommentsSince(tx, communityId, since),
          });
          await updatePostText(tx, communityId, {
            categoryId: fields.communityCategoryId,
            title: fields.title,
            content: report.content,
            searchGrams: searchGrams(fields.title, report.content),
          });
          await applyReportWrite(tx, communityId, report);
          await replaceItemImages(tx, POST_IMAGES, communityId, final);
          if (locked.hidden) await returnEditedToQueue(tx, 'post', communityId);
          record({
            kind: 'post.edited',
            subjectId: communityId,
            actorId: caller.userId,
            payload: {
              categoryIds: [...new Set([locked.categoryId, fields.communityCategoryId])],
              revision,
            },
          });
          return removedImages(current, final);
        }),
      );
      await releaseImageFiles(db, storage, removed);
      return communityId;
    },

    /** The author's edit of their comment or reply; its versions are kept like a post's. */
    async editComment(
      caller: SignedInCaller,
      commentId: number,
      input: CommunityCommentEdit,
    ): Promise<number> {
      return editWriting(caller, {
        kind: 'comment',
        itemId: commentId,
        content: input.content,
        files: [],
        notFoundMessage: MESSAGES.communityCommentNotFound,
        answeredSince: hasRepliesSince,
        event: (postId, revision) => ({
          kind: 'comment.edited',
          subjectId: commentId,
          actorId: caller.userId,
          payload: { postId, revision },
        }),
      });
    },

    /**
     * Every version of a post, newest first, for its author and administrators; a version an
     * administrator hid comes to its author without its words and images.
     */
    async revisions(caller: SignedInCaller, communityId: number): Promise<RevisionList> {
      await revisionsOf(caller, communityId);
      const [row, rows] = await Promise.all([
        findPost(db, caller, communityId),
        findRevisions(db, 'post', communityId),
      ]);
      invariantResponse(row, MESSAGES.communityPostNotFound, 404);
      const versions =
        rows.length > 0
          ? rows
          : [
              {
                number: 1,
                createdAt: row.createdAt,
                categoryId: row.categoryId,
                title: row.title,
                content: row.content,
                hidden: false,
                images: await findItemImages(db, POST_IMAGES, communityId),
              },
            ];
      return {
        communityId,
        author: toUserSummary(row, imageUrls),
        revisions: toRevisions(versions, imageUrls, { whole: isAdmin(caller) }),
      };
    },

    /** An administrator hides a revision that exposed personal data, or shows it again; audited. */
    async setRevisionHidden(
      caller: SignedInCaller,
      communityId: number,
      number: number,
      hidden: boolean,
    ): Promise<string> {
      await events.transaction(async (tx) => {
        const rows = await findRevisions(tx, 'post', communityId);
        const newest = rows[0];
        if (!rows.some((revision) => revision.number === number)) {
          throw notFound(MESSAGES.revisionNotFound);
        }
        if (hidden && newest?.number === number) throw badRequest(MESSAGES.revisionCurrent);
        await setRevisionHidden(tx, { kind: 'post', itemId: communityId, number }, hidden);
        await recordAudit(tx, {
          adminUserId: caller.userId,
          action: hidden ? 'community.revision.hide' : 'community.revision.show',
          targetType: CONTENT_KINDS.post.audit.targetType,
          targetIds: [communityId],
          detail: { revision: number },
        });
      });
      return hidden ? MESSAGES.revisionHidden : MESSAGES.revisionShown;
    },

    async setLiked(caller: SignedInCaller, communityId: number, liked: boolean): Promise<void> {
      await existingPost(communityId, caller);
      await events.transaction(async (tx, record) => {
        if (!(await setLike(tx, CONTENT_KINDS.post.like, caller.userId, communityId, liked)))
          return;
        record({
          kind: liked ? 'post.liked' : 'post.unliked',
          subjectId: communityId,
          actorId: caller.userId,
          payload: {},
        });
      });
    },

    /**
     * The path's user id must be the caller's; the post must be theirs unless they are an
     * administrator, whose delete of someone else's post is audited.
     */
    async deleteOwnPost(
      caller: SignedInCaller,
      communityId: number,
      pathUserId: number,
    ): Promise<void> {
      if (pathUserId !== caller.userId) throw forbidden(MESSAGES.communityOwnOnly);
      const post = await existingPost(communityId, caller);
      if (post.userId === caller.userId) {
        await deletePosts(caller, [communityId]);
        return;
      }
      if (!isAdmin(caller)) throw forbidden(MESSAGES.communityOwnOnly);
      await deletePosts(caller, [communityId], auditPostDelete(caller.userId));
    },

    async deleteOwnComment(
      caller: SignedInCaller,
      commentId: number,
      pathUserId: number,
    ): Promise<void> {
      if (pathUserId !== caller.userId) throw forbidden(MESSAGES.communityOwnOnly);
      const comment = await findCommentRef(db, commentId);
      invariantResponse(comment, MESSAGES.communityCommentNotFound, 404);
      if (comment.userId === caller.userId) {
        await deleteComment(caller, commentId);
        return;
      }
      if (!isAdmin(caller)) throw forbidden(MESSAGES.communityOwnOnly);
      await deleteComment(caller, commentId, auditCommentDelete(caller.userId));
    },
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
