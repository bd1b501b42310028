import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_PREFIX, TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { PET_POSTER_WARNING } from '@daengnyang/contract/pet-reports';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { Root } from 'react-dom/client';
import type { Manifest } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from './app/server-rendered-state.ts';
import type { RenderedPage } from './entry-server.tsx';
import { BOOT_MODULE, ROUTE_MODULES } from './server/route-modules.ts';
import { USER_PRINCIPAL, USER_TOKEN } from './testing/mocks/accounts.ts';
import { fail, ok } from './testing/mocks/envelope.ts';
import { SITE_CONFIG } from './testing/mocks/map.ts';
import { petReport, petReportPost } from './testing/mocks/pet-report-detail.ts';
import { server } from './testing/mocks/server.ts';
import { HOME_HEADLINE, ROUTE_POST, sitePageHandlers } from './testing/mocks/site-pages.ts';

/**
 * The server render and the browser's hydration of it, in one test each, in React's
 * development build (which reports every difference between the server's HTML and the
 * browser's first render, attributes included, on console.error, which fails a test): a page
 * must hydrate as it was rendered, and fetch nothing it was rendered with.
 */

const indexHtml = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
/** A manifest naming a chunk for every module the route table lists. */
const manifest: Manifest = Object.fromEntries(
  ['index.html', BOOT_MODULE, ...ROUTE_MODULES.flatMap(({ modules }) => modules)].map((source) => [
    source,
    { file: `assets/${source.replace(/\W/g, '-')}.js`, src: source },
  ]),
);

/**
 * What the server sends for `url`: the render modules loaded as the server build has them.
 * The paths of the API calls the render made are added to `fetched`.
 */
async function serverRender(url: string, fetched: string[] = []): Promise<RenderedPage> {
  vi.stubEnv('SSR', true);
  vi.resetModules();
  try {
    const { createPageRenderer } = await import('./entry-server.tsx');
    const renderer = createPageRenderer({
      publicUrl: 'https://daengnyang.example',
      client: { indexHtml, manifest },
    });
    return await renderer.render(url, async (path, signal) => {
      fetched.push(new URL(path, window.location.origin).pathname);
      const response = await fetch(new URL(path, window.location.origin), { signal });
      return { status: response.status, text: await response.text() };
    });
  } finally {
    vi.unstubAllEnvs();
  }
}

/** Loads `html` as the document at `url`, as the browser receives it. */
function openDocument(url: string, html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const copy = (nodes: NodeListOf<ChildNode>) =>
    [...nodes].map((node) => document.importNode(node, true));
  document.head.replaceChildren(...copy(parsed.head.childNodes));
  document.body.replaceChildren(...copy(parsed.body.childNodes));
  window.history.replaceState(null, '', url);
}

/** main.tsx, on the document as it is: the modules loaded fresh, as the browser's build has them. */
async function startBrowserApp(): Promise<Root> {
  vi.resetModules();
  const { startApp } = await import('./app/start-app.tsx');
  const container = document.getElementById('root');
  if (container === null) throw new Error('the page has no #root');
  let root: Root | undefined;
  await act(async () => {
    root = await startApp(container);
  });
  if (root === undefined) throw new Error('the app did not start');
  return root;
}

let root: Root | undefined;

beforeEach(() => {
  server.use(...sitePageHandlers);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  server.events.removeAllListeners();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** The app's GETs from now on (those it cancelled left out, as StrictMode mounts twice). */
function recordBrowserRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') requests.push(request);
  });
  return () =>
    requests
      .filter((request) => !request.signal.aborted)
      .map((request) => new URL(request.url).pathname);
}

describe('a public page rendered on the server', () => {
  it.each([
    ['/', HOME_HEADLINE],
    ['/community/2', '커뮤니티'],
    ['/community/2/15', ROUTE_POST.title],
    ['/food', '먹거리'],
    ['/food/3', '연어 그레인프리 사료'],
    ['/notice/1', '공지사항'],
    ['/notice/3/8', '봄맞이 사진 이벤트'],
    ['/search', '무엇이 궁금하세요?'],
    ['/search/사료', '‘사료’ 검색 결과'],
    ['/map/1', '지도'],
    ['/map/4', /^실종·목격/],
    ['/community/6?species=cat&status=active', '전포동에서 검은 고양이를 잃어버렸어요'],
    ['/community/7', '커뮤니티'],
    ['/terms', '이용약관'],
    ['/privacy', '개인정보처리방침'],
    ['/contact', '고객문의'],
  ])(
    '%s arrives with its content and hydrates without a difference or a fetch',
    async (url, heading) => {
      const fetched: string[] = [];
      const page = await serverRender(url, fetched);
      expect(page.status).toBe(200);
      openDocument(url, page.html);
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      const browserRequests = recordBrowserRequests();

      root = await startBrowserApp();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      // A section that loads once near the screen (the home page's map) may fetch its own data:
      // jsdom has no IntersectionObserver, so it is near at once, after a chunk of variable time.
      expect(browserRequests().filter((path) => fetched.includes(path))).toEqual([]);
    },
  );

  it('takes the server’s HTML over as it is: the same elements, not drawn again', async () => {
    const page = await serverRender('/community/2/15');
    openDocument('/community/2/15', page.html);
    const title = screen.getByRole('heading', { level: 1, name: ROUTE_POST.title });

    root = await startBrowserApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.getByRole('heading', { level: 1 })).toBe(title);
    expect(title.isConnected).toBe(true);
  });

  it('renders a pet report post with its card and matches section, and hydrates them', async () => {
    const post = petReportPost(petReport({ contact: 'phone', phone: null }));
    server.use(http.get('/api/communities/:categoryId/:communityId', () => ok(post)));
    const fetched: string[] = [];
    const page = await serverRender('/community/6/601', fetched);
    expect(page.status).toBe(200);
    // The published area is named, never a point finer than the grid the API publishes.
    expect(page.html).toContain('부산진구 전포동');
    expect(page.html).toContain(PET_POSTER_WARNING);
    openDocument('/community/6/601', page.html);
    const card = screen.getByRole('region', { name: '실종·임보 정보' });
    expect(card).toHaveTextContent('전화번호는 로그인한 회원에게만 보여요.');
    expect(screen.getByRole('heading', { name: '비슷한 글' })).toBeInTheDocument();
    const browserRequests = recordBrowserRequests();

    // The page names the parts it drew, so the browser loads their code before hydrating…
    const state = JSON.parse(
      document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent ?? '{}',
    ) as ServerRenderedState;
    expect(state.parts).toEqual(expect.arrayContaining(['PetReportCard', 'PetMatches']));

    root = await startBrowserApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // …and hydration adopts the server's card rather than dropping it and drawing it again.
    expect(screen.getByRole('region', { name: '실종·임보 정보' })).toBe(card);
    expect(card).toHaveTextContent('코리안 숏헤어');
    expect(screen.getByText(/비슷한 목격·보호 글과 보호소 공고/)).toBeInTheDocument();
    expect(browserRequests().filter((path) => fetched.includes(path))).toEqual([]);
  });

  it("renders the map's 실종·목격 tab with its list, whose code the browser loads lazily", async () => {
    const fetched: string[] = [];
    const page = await serverRender('/map/4', fetched);
    expect(page.status).toBe(200);
    openDocument('/map/4', page.html);
    const list = screen.getByRole('list', { name: '가까운 실종·목격 글' });
    expect(list).toHaveTextContent('서면 근처에서 검은 고양이를 봤어요');
    // Resolved reports leave the map: the reunited Maltese is not among them.
    expect(list).not.toHaveTextContent('해운대에서 말티즈를 찾습니다');
    expect(fetched).toContain('/api/pet-reports');
    const browserRequests = recordBrowserRequests();

    root = await startBrowserApp();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /서면 근처에서 검은 고양이를 봤어요/ }),
      ).toBeVisible(),
    );

    expect(screen.getByRole('tab', { name: '실종·목격' })).toHaveAttribute('aria-selected', 'true');
    expect(browserRequests().filter((path) => fetched.includes(path))).toEqual([]);
  });

  it("renders 임보·입양's 보호소 공고 section where the site config offers it", async () => {
    server.use(http.get('/api/site-config', () => ok({ ...SITE_CONFIG, shelterAnimals: true })));
    const fetched: string[] = [];
    const page = await serverRender('/community/7?view=shelter', fetched);
    expect(page.status).toBe(200);
    openDocument('/community/7?view=shelter', page.html);
    expect(screen.getByRole('heading', { name: '한국 고양이' })).toBeInTheDocument();
    const browserRequests = recordBrowserRequests();

    root = await startBrowserApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.getByRole('link', { name: '보호소 공고' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: '한국 고양이' })).toBeInTheDocument();
    expect(browserRequests().filter((path) => fetched.includes(path))).toEqual([]);
  });

  it('answers an unknown address with the not-found page, which hydrates as such', async () => {
    const page = await serverRender('/no-such-page');
    expect(page.status).toBe(404);
    openDocument('/no-such-page', page.html);
    expect(document.title).toBe('페이지를 찾을 수 없습니다 | 댕냥');

    root = await startBrowserApp();

    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });

  it("shows a member no 로그인 in the header while it hydrates, then their profile and what's theirs", async () => {
    const page = await serverRender('/community/2/15');
    openDocument('/community/2/15', page.html);
    localStorage.setItem(TOKEN_STORAGE_KEY, `${TOKEN_PREFIX}${USER_TOKEN}`);
    const loginLinks: string[] = [];
    const watch = new MutationObserver(() => {
      for (const link of document.querySelectorAll('header a')) {
        if (link.textContent === '로그인') loginLinks.push(link.outerHTML);
      }
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    expect(document.querySelector('header a[href="/auth/login"]')).toBeNull();
    const browserRequests = recordBrowserRequests();

    root = await startBrowserApp();

    expect(await screen.findByRole('button', { name: '멍멍집사' })).toBeInTheDocument();
    watch.disconnect();
    expect(loginLinks).toEqual([]);
    // What depends on the reader is fetched again with their token.
    await waitFor(() =>
      expect(browserRequests()).toEqual(
        expect.arrayContaining(['/api/account/principal', '/api/communities/2/15']),
      ),
    );
  });

  it('tells a visitor that a post is withheld by moderation, and hydrates that page', async () => {
    server.use(
      http.get('/api/communities/:categoryId/:communityId', () => fail(404, MESSAGES.hiddenPost)),
    );
    const page = await serverRender('/community/2/15');
    expect(page.status).toBe(404);
    openDocument('/community/2/15', page.html);
    expect(screen.getByText(MESSAGES.hiddenPost)).toBeInTheDocument();

    root = await startBrowserApp();

    expect(screen.getByText(MESSAGES.hiddenPost)).toBeVisible();
  });

  it('shows the author their withheld post: a browser with a token renders it afresh', async () => {
    const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
    server.use(
      http.get('/api/communities/:categoryId/:communityId', ({ request }) =>
        request.headers.get('Authorization') === `${TOKEN_PREFIX}${USER_TOKEN}`
          ? ok({ ...ROUTE_POST, hidden: true, user: { userId, name, profileImgUrl } })
          : fail(404, MESSAGES.hiddenPost),
      ),
    );
    const page = await serverRender('/community/2/15');
    openDocument('/community/2/15', page.html);
    localStorage.setItem(TOKEN_STORAGE_KEY, `${TOKEN_PREFIX}${USER_TOKEN}`);

    root = await startBrowserApp();

    expect(await screen.findByRole('heading', { level: 1, name: ROUTE_POST.title })).toBeVisible();
    expect(screen.queryByText(MESSAGES.hiddenPost)).not.toBeInTheDocument();
  });
});

describe('the scripts of a page', () => {
  const chunk = (source: string) => `/assets/${source.replace(/\W/g, '-')}.js`;
  const moduleScripts = (html: string) =>
    [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')].filter(
      (script) => script.type === 'module',
    );
  const preloads = (html: string) =>
    [
      ...new DOMParser()
        .parseFromString(html, 'text/html')
        .querySelectorAll('link[rel="modulepreload"]'),
    ].map((link) => link.getAttribute('href'));

  it('lets a rendered page load the app after its first view, with its page in one go', async () => {
    const { html } = await serverRender('/community/2/15');

    const [boot, ...others] = moduleScripts(html);
    expect(others).toEqual([]);
    expect(boot?.getAttribute('src')).toBe(chunk(BOOT_MODULE));
    expect(boot?.dataset.app).toBe(chunk('index.html'));
    expect(boot?.dataset.chunks?.split(' ')).toEqual([
      chunk('src/features/community/pages/community-detail-page.tsx'),
    ]);
    expect(preloads(html)).toEqual([]);
  });

  it('lets the map page load the app after its first view, whose tiles the server drew', async () => {
    const { html } = await serverRender('/map/1');

    const [boot, ...others] = moduleScripts(html);
    expect(others).toEqual([]);
    expect(boot?.getAttribute('src')).toBe(chunk(BOOT_MODULE));
    expect(boot?.dataset.chunks?.split(' ')).toContain(
      chunk('src/features/map/pages/map-page.tsx'),
    );
    expect(preloads(html)).toEqual([]);
    const tiles = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelectorAll('img[src^="https://tiles.invalid/15/"]');
    expect(tiles).toHaveLength(15);
  });

  it('loads the app with the HTML on a member page, which the browser renders', async () => {
    const { html } = await serverRender('/mypage');

    expect(moduleScripts(html).map((script) => script.getAttribute('src'))).toEqual([
      chunk('index.html'),
    ]);
    expect(preloads(html)).toContain(chunk('src/features/mypage/pages/mypage-page.tsx'));
  });
});
