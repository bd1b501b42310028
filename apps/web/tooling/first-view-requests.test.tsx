import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/app-routes.tsx';
import { server } from '@/testing/mocks/server.ts';
import { sitePageHandlers } from '@/testing/mocks/site-pages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { ROUTE_FIRST_VIEWS } from './route-first-views.ts';

/** Ids the mock API answers for, in place of each route parameter. */
const SAMPLE_PARAMS: Record<string, string> = {
  category: '2',
  communityId: '15',
  foodId: '3',
  noticeId: '8',
};

const fill = (template: string) =>
  template.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? `<${name}?>`);

const withRequests = ROUTE_FIRST_VIEWS.flatMap(({ route, requests }) =>
  requests ? [{ route, requests }] : [],
);

// The preload script asks for these before the app runs; a request the page does not make the
// same way would be fetched twice.
describe('first-view requests of the preload script', () => {
  it.each(withRequests)('are requests $route makes for a visitor', async ({ route, requests }) => {
    const made: string[] = [];
    server.use(...sitePageHandlers);
    server.events.on('request:start', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      if (request.method === 'GET') made.push(`${pathname}${search}`);
    });

    renderApp(<AppRoutes />, { url: fill(route) });

    await waitFor(() => expect(made).toEqual(expect.arrayContaining(requests.map(fill))));
    server.events.removeAllListeners();
  });
});
