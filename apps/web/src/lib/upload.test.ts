import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { uploadForm, uploadPercent } from './upload.ts';

const CreatedSchema = z.object({ communityId: z.number() });

function formWithImage() {
  const data = new FormData();
  data.append('title', '산책 다녀왔어요');
  data.append('files', new File(['png-bytes'], 'walk.png', { type: 'image/png' }));
  return data;
}

describe('uploadPercent', () => {
  it.each([
    [0, 200, 0],
    [50, 200, 25],
    [1, 3, 33],
    [200, 200, 100],
    [250, 200, 100],
  ])('turns %d of %d bytes into %d%%', (loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });

  it('has no percent while the total is unknown', () => {
    expect(uploadPercent({ loaded: 10, total: undefined })).toBeNull();
    expect(uploadPercent({ loaded: 0, total: 0 })).toBeNull();
  });
});

describe('uploadForm', () => {
  it('sends the form as multipart and returns the body of the envelope', async () => {
    let contentType: string | null = null;
    let body = '';
    server.use(
      http.post('/api/communities', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        // Read as text: undici's formData() refuses the File parts jsdom's XHR produces.
        body = await request.text();
        return ok({ communityId: 42 });
      }),
    );

    await expect(
      uploadForm(CreatedSchema, { url: '/api/communities', data: formWithImage() }),
    ).resolves.toEqual({ communityId: 42 });

    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="title"');
    expect(body).toContain('산책 다녀왔어요');
    // jsdom's File loses its name and bytes on the way into MSW; the part and its type remain.
    expect(body).toContain('name="files"');
    expect(body).toContain('Content-Type: image/png');
  });

  it('reports upload progress through the XHR upload events', async () => {
    // MSW's XHR interceptor fires one upload `progress` event with the whole body sent, so this
    // proves the wiring (XHR upload progress → percent → callback); partial percents are
    // covered by uploadPercent above.
    server.use(http.put('/api/mypage/user/image', () => ok({ communityId: 1 })));
    const onProgress = vi.fn();

    await uploadForm(CreatedSchema, {
      url: '/api/mypage/user/image',
      method: 'PUT',
      data: formWithImage(),
      onProgress,
    });

    expect(onProgress).toHaveBeenCalled();
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('rejects with the server message when the upload is refused', async () => {
    server.use(
      http.post('/api/communities', () => fail(400, '이미지 한 장의 크기는 10MB 이하여야 합니다.')),
    );

    await expect(
      uploadForm(CreatedSchema, { url: '/api/communities', data: formWithImage() }),
    ).rejects.toMatchObject({
      status: 400,
      message: '이미지 한 장의 크기는 10MB 이하여야 합니다.',
    });
  });

  it('fails like any call when the network is gone', async () => {
    server.use(http.post('/api/communities', () => HttpResponse.error()));

    await expect(
      uploadForm(CreatedSchema, { url: '/api/communities', data: formWithImage() }),
    ).rejects.toMatchObject({ status: 0 });
  });
});
