import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  loginHrefFor,
  readReturnPath,
  rememberReturnPath,
  safeReturnPath,
} from './sign-in-return.ts';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/mypage')).toBe('/mypage');
    expect(safeReturnPath('/community/3/12?page=2#comments')).toBe(
      '/community/3/12?page=2#comments',
    );
  });

  it.each([
    ['another site, scheme-relative', '//evil.example/phish'],
    ['another site behind a backslash', '/\\evil.example'],
    ['a full address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'mypage'],
    ['a control character', '/my\npage'],
    ['nothing', ''],
    ['no value', null],
    ['the login page itself', '/auth/login?next=/mypage'],
    ['the social login callback', '/auth/oauth2/login'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('the path remembered across the OAuth round trip', () => {
  it('is read back until it is forgotten', () => {
    rememberReturnPath('/community/register');
    expect(readReturnPath()).toBe('/community/register');
    expect(readReturnPath()).toBe('/community/register');

    forgetReturnPath();
    expect(readReturnPath()).toBeNull();
  });

  it('drops an earlier path when the new one is not this site', () => {
    rememberReturnPath('/mypage');
    rememberReturnPath('//evil.example');
    expect(readReturnPath()).toBeNull();
  });

  it('ignores a stored value that was tampered with', () => {
    sessionStorage.setItem('daengnyang:return-path', 'https://evil.example');
    expect(readReturnPath()).toBeNull();
  });
});

describe('loginHrefFor', () => {
  it('carries the path to the login page, or nothing when it is not this site', () => {
    expect(loginHrefFor('/community/register')).toBe('/auth/login?next=%2Fcommunity%2Fregister');
    expect(loginHrefFor('//evil.example')).toBe('/auth/login');
  });

  it('carries the query and fragment, and nothing for home, where a sign-in lands anyway', () => {
    expect(loginHrefFor('/food?sort=new&page=2#top')).toBe(
      `/auth/login?next=${encodeURIComponent('/food?sort=new&page=2#top')}`,
    );
    expect(loginHrefFor('/')).toBe('/auth/login');
  });
});
