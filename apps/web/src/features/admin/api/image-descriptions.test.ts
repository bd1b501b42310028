import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { multipartFields } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { createAdminFood } from './create-admin-food.ts';
import { createAdminNotice } from './create-admin-notice.ts';
import { updateAdminFood } from './update-admin-food.ts';
import { updateAdminNotice } from './update-admin-notice.ts';

const photo = () => new File(['png'], 'photo.png', { type: 'image/png' });

/** Answers every admin food and notice write, keeping the fields of each body it receives. */
function recordForms() {
  const forms: Map<string, string[]>[] = [];
  const record = (method: 'post' | 'put', url: string) =>
    http[method](url, async ({ request }) => {
      forms.push(multipartFields(await request.text()));
      return ok(1);
    });
  server.use(
    record('post', '/api/admin/foods'),
    record('put', '/api/admin/foods'),
    record('post', '/api/admin/notice'),
    record('put', '/api/admin/notice'),
  );
  return forms;
}

const food = { foodCategoryId: 1, title: '연어 사료', content: '좋아요', price: 9000 };
const notice = { noticeCategoryId: 1, title: '공지', content: '내용' };

const writes = {
  createAdminFood: (imageDescriptions?: (string | null)[]) =>
    createAdminFood({
      ...food,
      foodAddress: 'https://example.com',
      files: [photo(), photo()],
      imageDescriptions,
    }),
  updateAdminFood: (imageDescriptions?: (string | null)[]) =>
    updateAdminFood({ ...food, foodId: 26, files: [photo(), photo()], imageDescriptions }),
  createAdminNotice: (imageDescriptions?: (string | null)[]) =>
    createAdminNotice({ ...notice, files: [photo(), photo()], imageDescriptions }),
  updateAdminNotice: (imageDescriptions?: (string | null)[]) =>
    updateAdminNotice({ ...notice, noticeId: 41, files: [photo(), photo()], imageDescriptions }),
};

describe.each(Object.entries(writes))('%s', (_name, write) => {
  it('sends the descriptions in the order of the files, "" for a picture left undescribed', async () => {
    const forms = recordForms();

    await write([null, '목장에서 뛰노는 개']);

    expect(forms[0]?.get('files')).toHaveLength(2);
    expect(forms[0]?.get('imageDescriptions')).toEqual(['["","목장에서 뛰노는 개"]']);
  });

  it('sends no descriptions field when no picture is described', async () => {
    const forms = recordForms();

    await write([null, null]);
    await write(undefined);

    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.get('files')).toHaveLength(2);
      expect(form.has('imageDescriptions')).toBe(false);
    }
  });
});
