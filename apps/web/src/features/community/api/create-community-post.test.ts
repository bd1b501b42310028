import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { multipartFields } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { createCommunityPost } from './create-community-post.ts';

const photo = () => new File(['png'], 'walk.png', { type: 'image/png' });

function recordForms() {
  const forms: Map<string, string[]>[] = [];
  server.use(
    http.post('/api/communities', async ({ request }) => {
      forms.push(multipartFields(await request.text()));
      return ok(102);
    }),
  );
  return forms;
}

const post = {
  communityCategoryId: 3,
  title: '산책',
  content: '다녀왔어요',
  files: [photo(), photo()],
};

describe('createCommunityPost', () => {
  it('sends the pictures’ descriptions in their order when one is written', async () => {
    const forms = recordForms();

    await createCommunityPost({ ...post, imageDescriptions: ['잔디 위의 푸들', null] });

    expect(forms[0]?.get('files')).toHaveLength(2);
    expect(forms[0]?.get('imageDescriptions')).toEqual(['["잔디 위의 푸들",""]']);
  });

  it('sends the form as before when no picture is described', async () => {
    const forms = recordForms();

    await createCommunityPost({ ...post, imageDescriptions: [null, null] });
    await createCommunityPost(post);

    expect(forms.map((form) => form.has('imageDescriptions'))).toEqual([false, false]);
    expect(forms.map((form) => form.get('files')?.length)).toEqual([2, 2]);
  });
});
