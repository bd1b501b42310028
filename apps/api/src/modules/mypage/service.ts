import { MESSAGES } from '@daengnyang/contract/messages';
import type { MyComment, MyLikedFood, MyPost } from '@daengnyang/contract/mypage';
import { nicknameKey } from '@daengnyang/contract/nickname';
import type { Paged } from '@daengnyang/contract/paging';
import type { PetReportStatus } from '@daengnyang/contract/pet-report-constants';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SignedInCaller } from '../../auth/caller.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { type PageRequest, toPage } from '../../http/paging.ts';
import { PROFILE_FOLDER } from '../../images/folders.ts';
import { withStoredImages } from '../../images/pipeline.ts';
import type { ModuleDeps } from '../deps.ts';
import { editedMark } from '../editing/edited-mark.ts';
import { hiddenMark } from '../moderation/withheld.ts';
import { isNicknameTaken, nicknameRefusal } from '../users/nicknames.ts';
import { removeProfileImages } from '../users/profile-images.ts';
import type { Withdrawal } from '../users/service.ts';
import {
  findMyComments,
  findMyLikedFoods,
  findMyPosts,
  replaceProfileImage,
  updateName,
} from './repository.ts';

/** Uploaded profile images are stored under this folder. */

/** My page: every signed-in user's own activity and account (administrators included). */
export function createMyPageService(deps: ModuleDeps & { withdrawal: Withdrawal }) {
  const { db, imageUrls, storage, images, events, withdrawal } = deps;
  return {
    async posts(caller: SignedInCaller, page: PageRequest): Promise<Paged<MyPost>> {
      const { rows, total } = await findMyPosts(db, caller.userId, page);
      const content = rows.map(({ total: _total, hidden, editedAt, petReportStatus, ...row }) => ({
        ...row,
        createdAt: formatSeoulDateTime(row.createdAt),
        ...hiddenMark(hidden),
        ...(petReportStatus === null
          ? {}
          : { petReportStatus: petReportStatus as PetReportStatus }),
        ...editedMark(editedAt),
      }));
      return toPage(content, total, page);
    },

    async comments(caller: SignedInCaller, page: PageRequest): Promise<Paged<MyComment>> {
      const { rows, total } = await findMyComments(db, caller.userId, page);
      const content = rows.map(({ hidden, editedAt, ...row }) => ({
        ...row,
        createdAt: formatSeoulDateTime(row.createdAt),
        ...hiddenMark(hidden),
        ...editedMark(editedAt),
      }));
      return toPage(content, total, page);
    },

    async likedFoods(caller: SignedInCaller, page: PageRequest): Promise<Paged<MyLikedFood>> {
      const { rows, total } = await findMyLikedFoods(db, caller.userId, page);
      const content = rows.map((row) => ({
        foodId: row.foodId,
        foodImgs: row.images.map((image) => imageUrls.image(image)),
        categoryName: row.categoryName,
        title: row.title,
        price: row.price,
        address: row.address,
        isLike: 1,
        likeCount: row.likeCount,
      }));
      return toPage(content, total, page);
    },

    /**
     * A reserved or letterless name is refused (400, as the field's other rules); one whose
     * key another active account holds answers 409. The unique index decides, so two users
     * asking for the same name at once cannot both get it.
     */
    async changeName(caller: SignedInCaller, name: string): Promise<string> {
      const refusal = nicknameRefusal(name, caller.role);
      if (refusal) throw new HttpError(400, refusal, { name: [refusal] });
      let renamed: boolean;
      try {
        renamed = await events.transaction(async (tx, record) => {
          const updated = await updateName(tx, caller.userId, name, nicknameKey(name));
          if (updated) {
            record({
              kind: 'member.renamed',
              subjectId: caller.userId,
              actorId: caller.userId,
              payload: {},
            });
          }
          return updated;
        });
      } catch (error) {
        if (isNicknameTaken(error)) throw conflict(SERVER_MESSAGES.nicknameTaken);
        throw error;
      }
      if (!renamed) throw unauthorized();
      return MESSAGES.nicknameChanged;
    },

    /**
     * Replaces the profile image with one uploaded file. Avatars are shown small, so the
     * pipeline's 400 px rendition becomes the profile image and the full-size one is dropped.
     */
    async changeProfileImage(caller: SignedInCaller, files: UploadedFile[]): Promise<string> {
      if (files.length === 0) throw badRequest(SERVER_MESSAGES.profileImageRequired);
      const processed = await images.processAll(files);
      const { image, previous } = await withStoredImages(
        storage,
        PROFILE_FOLDER,
        processed,
        async ([stored]) => {
          if (!stored) throw badRequest(SERVER_MESSAGES.profileImageRequired);
          const replaced = await events.transaction(async (tx, record) => {
            const result = await replaceProfileImage(tx, caller.userId, stored.thumbPath);
            if (result) {
              record({
                kind: 'member.profile-image-changed',
                subjectId: caller.userId,
                actorId: caller.userId,
                payload: {},
              });
            }
            return result;
          });
          if (!replaced) throw unauthorized();
          return { image: stored, previous: replaced.previous };
        },
      );
      await storage.delete(image.path);
      await removeProfileImages(storage, [previous]);
      return MESSAGES.profileImageChanged;
    },

    async withdraw(caller: SignedInCaller, deleteContent: boolean): Promise<string> {
      await withdrawal.withdraw([caller.userId], { actorId: caller.userId, deleteContent });
      return SERVER_MESSAGES.withdrawalDone;
    },
  };
}
export type MyPageService = ReturnType<typeof createMyPageService>;
