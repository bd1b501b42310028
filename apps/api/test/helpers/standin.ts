import type { TestApp } from './app.ts';

/** Opens the development sign-in stand-in; reads the state and cookie its page hands out. */
export async function openStandin(t: TestApp, provider = 'google') {
  const page = await t.app.inject({ url: `/oauth2/authorization/${provider}` });
  const state = /name="state" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = page.cookies.find((c) => c.name === 'daengnyang_oauth');
  return { page, state, cookie: `daengnyang_oauth=${cookie?.value}` };
}

/** Submits the stand-in's form, as its page would. */
export const submitStandin = (
  t: TestApp,
  provider: string,
  form: Record<string, string>,
  cookie: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/oauth2/dev/${provider}`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
