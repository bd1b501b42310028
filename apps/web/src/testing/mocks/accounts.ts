import type { Principal } from '@daengnyang/contract/account';
import { TOKEN_PREFIX } from '@daengnyang/contract/constants';

/** Raw JWTs as the API would issue them; tests pass them to renderApp({ token }). */
export const USER_TOKEN = 'user-jwt';
export const ADMIN_TOKEN = 'admin-jwt';

export const ADMIN_CREDENTIALS = { username: 'admin', password: 'admin-password' } as const;

type SignedIn = Extract<Principal, { authenticated: true }>;

export const ANONYMOUS: Principal = { authenticated: false, user: null, myStatus: null };

export const USER_PRINCIPAL: SignedIn = {
  authenticated: true,
  user: {
    userId: 7,
    name: '멍멍집사',
    email: 'owner@example.com',
    profileImgUrl: 'http://localhost/static/default-profile.png',
    provider: 'kakao',
    role: 'ROLE_USER',
  },
  myStatus: { postCount: 4, commentCount: 11, likedFoodCount: 2 },
};

export const ADMIN_PRINCIPAL: SignedIn = {
  authenticated: true,
  user: {
    userId: 1,
    name: '댕냥관리자',
    email: null,
    profileImgUrl: 'http://localhost/static/default-profile.png',
    provider: null,
    role: 'ROLE_ADMIN',
  },
  myStatus: { postCount: 9, commentCount: 3, likedFoodCount: 0 },
};

/** Who the API sees for an Authorization header; anything else is anonymous, as on the server. */
export const PRINCIPALS_BY_AUTHORIZATION: ReadonlyMap<string, Principal> = new Map([
  [`${TOKEN_PREFIX}${USER_TOKEN}`, USER_PRINCIPAL],
  [`${TOKEN_PREFIX}${ADMIN_TOKEN}`, ADMIN_PRINCIPAL],
]);
