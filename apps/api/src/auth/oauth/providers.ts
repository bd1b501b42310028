import type { OAuthProvider } from '@daengnyang/contract/constants';
import { z } from 'zod';

/** What sign-in needs of a provider's profile; any of name, e-mail and image may be refused. */
export type SocialProfile = {
  providerId: string;
  name: string | null;
  email: string | null;
  image: string | null;
};

export type ProviderSpec = {
  label: string;
  scope: string | null;
  /** Whether the provider accepts PKCE (Naver does not). */
  pkce: boolean;
  /** Naver's token endpoint also wants the `state` it issued the code for. */
  stateInTokenRequest: boolean;
  parseProfile: (json: unknown) => SocialProfile;
};

const text = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
const url = z
  .string()
  .nullish()
  .transform((value) => (value && /^https?:\/\//i.test(value) ? value : null));

const GoogleProfileSchema = z.object({
  sub: z.string().min(1),
  name: text,
  email: text,
  picture: url,
});

const NaverProfileSchema = z.object({
  resultcode: z.string().optional(),
  response: z.object({
    id: z.string().min(1),
    nickname: text,
    name: text,
    email: text,
    profile_image: url,
  }),
});

const KakaoProfileSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  kakao_account: z
    .object({
      email: text,
      profile: z.object({ nickname: text, profile_image_url: url }).nullish(),
    })
    .nullish(),
});

export const PROVIDERS: Record<OAuthProvider, ProviderSpec> = {
  google: {
    label: 'Google',
    scope: 'openid email profile',
    pkce: true,
    stateInTokenRequest: false,
    parseProfile(json) {
      const profile = GoogleProfileSchema.parse(json);
      return {
        providerId: profile.sub,
        name: profile.name,
        email: profile.email,
        image: profile.picture,
      };
    },
  },
  naver: {
    label: '네이버',
    scope: null,
    pkce: false,
    stateInTokenRequest: true,
    parseProfile(json) {
      const { response } = NaverProfileSchema.parse(json);
      return {
        providerId: response.id,
        name: response.nickname ?? response.name,
        email: response.email,
        image: response.profile_image,
      };
    },
  },
  kakao: {
    label: '카카오',
    scope: 'profile_nickname profile_image account_email',
    pkce: true,
    stateInTokenRequest: false,
    parseProfile(json) {
      const profile = KakaoProfileSchema.parse(json);
      return {
        providerId: String(profile.id),
        name: profile.kakao_account?.profile?.nickname ?? null,
        email: profile.kakao_account?.email ?? null,
        image: profile.kakao_account?.profile?.profile_image_url ?? null,
      };
    },
  },
};
