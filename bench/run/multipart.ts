import { createRandom } from '../../apps/api/src/db/seed/random.ts';
import { createCommunityText } from '../dataset/community-text.ts';

export type MultipartBody = { contentType: string; body: Buffer };

const VARIANTS = 50;
const POST_CATEGORIES = [2, 3, 4, 5];

/**
 * New-post forms as a browser sends them (multipart, no files), encoded once by the
 * platform's own FormData serializer: autocannon needs the bytes before the run starts.
 */
export async function newPostForms(): Promise<MultipartBody[]> {
  const random = createRandom(VARIANTS);
  const text = createCommunityText(random);
  return Promise.all(
    Array.from({ length: VARIANTS }, async () => {
      const categoryId = random.pick(POST_CATEGORIES);
      const { title, content } = text.post(categoryId);
      const form = new FormData();
      form.set('communityCategoryId', String(categoryId));
      form.set('title', title);
      form.set('content', content);
      const encoded = new Response(form);
      return {
        contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
        body: Buffer.from(await encoded.arrayBuffer()),
      };
    }),
  );
}
