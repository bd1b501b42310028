import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { startOAuthServer } from '../helpers/oauth-server.ts';

const WEB = 'http://localhost:5173';
const PUBLIC_URL = 'http://localhost:8080';

type Case = {
  provider: 'google' | 'naver' | 'kakao';
  prefix: 'GOOGLE' | 'NAVER' | 'KAKAO';
  pkce: boolean;
  profile: (id: string) => unknown;
  expected: { name: string; email: string | null; profileImgUrl: string };
};

const CASES: Case[] = [
  {
    provider: 'google',
    prefix: 'GOOGLE',
    pkce: true,
    profile: (id) => ({
      sub: id,
      name: '구글 보리',
      email: 'bori@gmail.com',
      picture: 'https://lh3.googleusercontent.com/a/bori',
    }),
    expected: {
      name: '구글 보리',
      email: 'bori@gmail.com',
      profileImgUrl: 'https://lh3.googleusercontent.com/a/bori',
    },
  },
  {
    provider: 'naver',
    prefix: 'NAVER',
    pkce: false,
    profile: (id) => ({
      resultcode: '00',
      message: 'success',
      response: {
        id,
        nickname: '네이버 콩이',
        email: 'kong@naver.com',
        profile_image: 'https://phinf.pstatic.net/kong.png',
      },
    }),
    expected: {
      name: '네이버 콩이',
      email: 'kong@naver.com',
      profileImgUrl: 'https://phinf.pstatic.net/kong.png',
    },
  },
  {
    provider: 'kakao',
    prefix: 'KAKAO',
    pkce: true,
    profile: (id) => ({
      id: Number(id.replace(/\D/g, '')),
      kakao_account: { profile: { nickname: '카카오 두부' } },
    }),
    expected: {
      name: '카카오 두부',
      email: null,
      profileImgUrl: `${PUBLIC_URL}/static/default-profile.svg`,
    },
  },
];

describe.each(CASES)(
  'social sign-in through $provider',
  ({ provider, prefix, pkce, profile, expected }) => {
    let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
    let t: TestApp;
    beforeAll(async () => {
      oauth = await startOAuthServer();
      t = await createTestApp({
        ...oauth.env(prefix),
        PUBLIC_URL,
        WEB_ORIGINS: `${WEB},${PUBLIC_URL}`,
      });
    });
    afterAll(async () => {
      await t.close();
      await oauth.stop();
    });

    /** Starts the flow and lets the provider answer; returns the callback URL and the flow cookie. */
    async function authorize() {
      const start = await t.app.inject({ url: `/oauth2/authorization/${provider}` });
      expect(start.statusCode).toBe(302);
      const authorizeUrl = new URL(start.headers.location as string);
      const cookie = start.cookies.find((c) => c.name === 'daengnyang_oauth');
      expect(cookie?.httpOnly).toBe(true);
      const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
      const callback = new URL(atProvider.headers.get('location') as string);
      return { authorizeUrl, callback, cookie: `daengnyang_oauth=${cookie?.value}` };
    }

    const finish = (callback: URL, cookie?: string) =>
      t.app.inject({
        url: `${callback.pathname}${callback.search}`,
        headers: cookie ? { cookie } : {},
      });

    it('sends the browser to the provider with state, PKCE where supported, and our callback', async () => {
      const { authorizeUrl } = await authorize();
      expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${oauth.issuer}/authorize`);
      expect(authorizeUrl.searchParams.get('client_id')).toBe(`${provider}-client`);
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
        `${PUBLIC_URL}/login/oauth2/code/${provider}`,
      );
      expect(authorizeUrl.searchParams.get('state')).toMatch(/.{20,}/);
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
    });

    it('creates the user on first sign-in and redirects to the web app with a working token', async () => {
      oauth.setProfile(profile('1001'));
      const { callback, cookie } = await authorize();
      expect(callback.pathname).toBe(`/login/oauth2/code/${provider}`);
      const landed = await finish(callback, cookie);
      expect(landed.statusCode).toBe(302);
      const target = new URL(landed.headers.location as string);
      expect(target.origin + target.pathname).toBe(`${WEB}/auth/oauth2/login`);
      const token = target.searchParams.get('accessToken') ?? '';

      const principal = envelope(
        await t.app.inject({ url: '/api/account/principal', headers: bearer(token) }),
      );
      expect(principal.body).toMatchObject({
        authenticated: true,
        user: { ...expected, provider, role: 'ROLE_USER' },
      });
      const rows = await t.app.database.db.select().from(users).where(eq(users.provider, provider));
      expect(rows.map((row) => row.providerId)).toEqual(['1001']);
    });

    it('recognises the same provider account on the next sign-in', async () => {
      oauth.setProfile(profile('1001'));
      const { callback, cookie } = await authorize();
      const landed = await finish(callback, cookie);
      const token =
        new URL(landed.headers.location as string).searchParams.get('accessToken') ?? '';
      const principal = envelope<{ user: { name: string } }>(
        await t.app.inject({ url: '/api/account/principal', headers: bearer(token) }),
      );
      expect(principal.body.user.name).toBe(expected.name);
      const rows = await t.app.database.db.select().from(users).where(eq(users.provider, provider));
      expect(rows).toHaveLength(1);
    });

    it('ends on the login page when the state was tampered with, and creates nobody', async () => {
      oauth.setProfile(profile('2002'));
      const { callback, cookie } = await authorize();
      callback.searchParams.set('state', 'forged-state');
      const landed = await finish(callback, cookie);
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe(`${WEB}/auth/login?error=state_mismatch`);
      const rows = await t.app.database.db.select().from(users).where(eq(users.providerId, '2002'));
      expect(rows).toHaveLength(0);
    });

    it('ends on the login page when the callback comes without the flow cookie', async () => {
      const { callback } = await authorize();
      const landed = await finish(callback);
      expect(landed.headers.location).toBe(`${WEB}/auth/login?error=state_mismatch`);
    });

    it('ends on the login page when the user refused consent at the provider', async () => {
      const { cookie, authorizeUrl } = await authorize();
      const state = authorizeUrl.searchParams.get('state') ?? '';
      const landed = await t.app.inject({
        url: `/login/oauth2/code/${provider}?error=access_denied&state=${state}`,
        headers: { cookie },
      });
      expect(landed.headers.location).toBe(`${WEB}/auth/login?error=access_denied`);
    });

    it('ends on the login page when the code exchange or the profile fails', async () => {
      const { callback, cookie } = await authorize();
      callback.searchParams.set('code', 'not-a-code-the-provider-issued');
      oauth.setProfile({ unexpected: true });
      const landed = await finish(callback, cookie);
      expect(landed.headers.location).toBe(`${WEB}/auth/login?error=oauth_failed`);
    });
  },
);
