import type { FastifyInstance } from 'fastify';
import { noticeImages, notices } from '../../src/db/schema/notice.ts';

let sequence = 0;

/** Inserts a notice with `imageCount` image rows whose files do not exist (list tests). */
export async function insertNotice(
  app: FastifyInstance,
  values: Partial<typeof notices.$inferInsert> & { userId: number; categoryId: number },
  imageCount = 0,
): Promise<number> {
  sequence += 1;
  const [row] = await app.database.db
    .insert(notices)
    .values({ title: `테스트 공지 ${sequence}`, content: '공지 내용입니다.', ...values })
    .returning({ id: notices.id });
  if (!row) throw new Error('notice not inserted');
  if (imageCount > 0) {
    await app.database.db.insert(noticeImages).values(
      Array.from({ length: imageCount }, (_, position) => ({
        noticeId: row.id,
        path: `notices/test-${row.id}-${position}.webp`,
        thumbPath: `notices/test-${row.id}-${position}-thumb.webp`,
        width: 100,
        height: 100,
        position,
      })),
    );
  }
  return row.id;
}
