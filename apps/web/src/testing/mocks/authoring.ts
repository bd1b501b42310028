import type { Draft, DraftSave } from '@daengnyang/contract/drafts';
import type { Revision, RevisionList } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SiteConfig } from '@daengnyang/contract/site-config';
import { http } from 'msw';
import { fail, ok } from './envelope.ts';
import { SITE_CONFIG } from './map.ts';

/**
 * Issue 22 (editing, revisions, drafts, sharing) as the API answers it. By default a member has
 * no server draft and every save is accepted; `serverDrafts()` keeps them like the server.
 */
export const authoringHandlers = [
  http.get('/api/site-config', () => ok<SiteConfig>(SITE_CONFIG)),
  http.get('/api/drafts/:key', () => fail(404, MESSAGES.draftNotFound)),
  http.put<never, DraftSave>('/api/drafts/:key', async ({ request }) => {
    const { sequence } = await request.json();
    return ok({ sequence: sequence + 1 });
  }),
  http.delete('/api/drafts/:key', () => ok(SERVER_MESSAGES.draftDeleted)),
];

/** The site configuration with a Kakao key: the share menu offers KakaoTalk. */
export function siteConfigWithKakao(key = 'kakao-test-key') {
  return http.get('/api/site-config', () =>
    ok<SiteConfig>({ ...SITE_CONFIG, kakaoJavascriptKey: key }),
  );
}

/**
 * Server drafts kept like the API keeps them: each save must carry the current sequence (0 for
 * none) unless forced, else 409 with the newer draft. `saves` records every accepted body.
 */
export function serverDrafts(initial: readonly Draft[] = []) {
  const drafts = new Map(initial.map((draft) => [draft.key, draft]));
  const saves: DraftSave[] = [];
  const handlers = [
    http.get<{ key: string }>('/api/drafts/:key', ({ params }) => {
      const draft = drafts.get(params.key);
      return draft === undefined ? fail(404, MESSAGES.draftNotFound) : ok(draft);
    }),
    http.put<{ key: string }, DraftSave>('/api/drafts/:key', async ({ params, request }) => {
      const save = await request.json();
      const current = drafts.get(params.key);
      if (save.force !== true && save.sequence !== (current?.sequence ?? 0)) {
        return fail(409, MESSAGES.draftOpenElsewhere);
      }
      saves.push(save);
      const sequence = (current?.sequence ?? 0) + 1;
      drafts.set(params.key, {
        key: params.key,
        sequence,
        data: save.data,
        updatedAt: '2024-03-07T10:00:00+09:00',
      });
      return ok({ sequence });
    }),
    http.delete<{ key: string }>('/api/drafts/:key', ({ params }) => {
      drafts.delete(params.key);
      return ok(SERVER_MESSAGES.draftDeleted);
    }),
  ];
  return { drafts, saves, handlers };
}

export function revision(overrides: Partial<Revision> = {}): Revision {
  return {
    number: 1,
    createdAt: '2024-03-05T14:07:33+09:00',
    communityCategoryId: 3,
    title: '산책 다녀왔어요',
    content: '오늘은 바닷가를 걸었어요.',
    imageKeys: [],
    images: [],
    ...overrides,
  };
}

export function revisionList(revisions: Revision[], communityId = 101): RevisionList {
  return {
    communityId,
    author: {
      userId: 7,
      name: '멍멍집사',
      profileImgUrl: 'http://localhost/static/default-profile.png',
    },
    revisions,
  };
}
