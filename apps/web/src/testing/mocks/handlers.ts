import type { AdminLoginRequest, LoginResponse, Principal } from '@daengnyang/contract/account';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { http } from 'msw';
import {
  ADMIN_CREDENTIALS,
  ADMIN_TOKEN,
  ANONYMOUS,
  PRINCIPALS_BY_AUTHORIZATION,
} from './accounts.ts';
import { adminHandlers } from './admin.ts';
import { authoringHandlers } from './authoring.ts';
import { fail, ok } from './envelope.ts';
import { notificationHandlers } from './notifications.ts';
import { safetyHandlers } from './safety.ts';
import { sitePageHandlers } from './site-pages.ts';

/** The API as the web shell uses it, answering like the real server. */
export const handlers = [
  http.get('/api/account/principal', ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    return ok<Principal>(PRINCIPALS_BY_AUTHORIZATION.get(authorization) ?? ANONYMOUS);
  }),
  http.post<never, AdminLoginRequest>('/api/auth/login', async ({ request }) => {
    const { username, password } = await request.json();
    if (username === ADMIN_CREDENTIALS.username && password === ADMIN_CREDENTIALS.password) {
      return ok<LoginResponse>({ accessToken: ADMIN_TOKEN });
    }
    return fail(401, MESSAGES.adminCredentialsWrong);
  }),
  http.post('/api/auth/logout', () => ok(SERVER_MESSAGES.loggedOut)),
  ...adminHandlers,
  ...sitePageHandlers,
  ...safetyHandlers,
  ...authoringHandlers,
  ...notificationHandlers(),
];
