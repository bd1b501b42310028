import type { OAuthProvider } from '@daengnyang/contract/constants';
import {
  COMMUNITY_EDIT_PATH,
  COMMUNITY_REGISTER_PATH,
  communityEditHref,
  PAGE_SECTIONS,
  publicPages,
} from '@daengnyang/contract/page-paths';

const { auth: AUTH, mypage: MYPAGE, admin: ADMIN } = PAGE_SECTIONS;

/**
 * Every URL of the web app, written once: the public pages come from the contract (the server
 * names them too, in sitemaps and share cards), the member and admin pages are the web app's.
 * `path` is the router pattern, `getHref` builds a link, `section` is the prefix shared by a
 * navigation item's pages. Admin paths are relative because the admin app mounts its own routes
 * under `/admin/*`.
 */
export const paths = {
  ...publicPages,
  auth: {
    login: { path: `${AUTH}/login`, getHref: () => `${AUTH}/login` },
    oauth2Callback: { path: `${AUTH}/oauth2/login`, getHref: () => `${AUTH}/oauth2/login` },
  },
  oauth2Authorization: {
    getHref: (apiBase: string, provider: OAuthProvider) =>
      `${apiBase}/oauth2/authorization/${provider}`,
  },
  communityRegister: { path: COMMUNITY_REGISTER_PATH, getHref: () => COMMUNITY_REGISTER_PATH },
  communityEdit: { path: COMMUNITY_EDIT_PATH, getHref: communityEditHref },
  mypage: { path: MYPAGE, getHref: () => MYPAGE },
  /** A sanctioned member's notice: reason, end, appeal; a suspended member sees nothing else. */
  sanction: { path: `${MYPAGE}/sanction`, getHref: () => `${MYPAGE}/sanction` },
  /** The member's notifications (issue 22) and their preferences. */
  notifications: { path: `${MYPAGE}/notifications`, getHref: () => `${MYPAGE}/notifications` },
  admin: {
    root: { path: `${ADMIN}/*`, getHref: () => ADMIN },
    login: { path: 'login', getHref: () => `${ADMIN}/login` },
    users: { path: 'users', getHref: () => `${ADMIN}/users` },
    community: { path: 'community', getHref: () => `${ADMIN}/community` },
    food: { path: 'food', getHref: () => `${ADMIN}/food` },
    notice: { path: 'notice', getHref: () => `${ADMIN}/notice` },
    audit: { path: 'audit', getHref: () => `${ADMIN}/audit` },
    reports: { path: 'reports', getHref: () => `${ADMIN}/reports` },
    appeals: { path: 'appeals', getHref: () => `${ADMIN}/appeals` },
  },
} as const;
