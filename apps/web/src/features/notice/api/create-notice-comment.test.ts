import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { multipartFields } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { createNoticeComment } from './create-notice-comment.ts';

const entry = {
  notice: { categoryId: 3, noticeId: 41 },
  content: '참여해요',
  files: [new File(['png'], 'a.png', { type: 'image/png' }), new File(['png'], 'b.png')],
};

function recordForms() {
  const forms: Map<string, string[]>[] = [];
  server.use(
    http.post('/api/notice/41/comments', async ({ request }) => {
      forms.push(multipartFields(await request.text()));
      return ok(700);
    }),
  );
  return forms;
}

describe('createNoticeComment', () => {
  it('sends the pictures’ descriptions in their order when one is written', async () => {
    const forms = recordForms();

    await createNoticeComment({ ...entry, imageDescriptions: ['간식을 든 보호자', ''] });

    expect(forms[0]?.get('imageDescriptions')).toEqual(['["간식을 든 보호자",""]']);
  });

  it('sends no descriptions field when none is written', async () => {
    const forms = recordForms();

    await createNoticeComment({ ...entry, imageDescriptions: ['', null] });
    await createNoticeComment(entry);

    expect(forms.map((form) => form.has('imageDescriptions'))).toEqual([false, false]);
    expect(forms.map((form) => form.get('files')?.length)).toEqual([2, 2]);
  });
});
