import type { OAuthProvider } from '@daengnyang/contract/constants';

export type SampleUser = {
  name: string;
  email: string;
  provider: OAuthProvider;
  /** The animal on the generated profile picture; null keeps the default image. */
  avatar: 'dog' | 'cat' | null;
};

export const SAMPLE_USERS: readonly SampleUser[] = [
  { name: '몽실맘', email: 'mongsil.mom@example.com', provider: 'kakao', avatar: 'dog' },
  { name: '보리아빠', email: 'bori.papa@example.net', provider: 'naver', avatar: null },
  { name: '냥집사루루', email: 'ruru.cat@example.com', provider: 'google', avatar: 'cat' },
  { name: '콩이누나', email: 'kongi.sister@example.com', provider: 'kakao', avatar: null },
  { name: '두부네', email: 'dubu.home@example.net', provider: 'naver', avatar: 'cat' },
  { name: '햄찌사랑', email: 'hamzzi.love@example.com', provider: 'google', avatar: null },
  { name: '초코언니', email: 'choco.unnie@example.com', provider: 'kakao', avatar: 'dog' },
  { name: '까미집사', email: 'kkami.butler@example.net', provider: 'naver', avatar: null },
  { name: '서면댕댕', email: 'seomyeon.dog@example.com', provider: 'google', avatar: null },
  { name: '앵무새쪼꼬', email: 'jjokko.bird@example.com', provider: 'kakao', avatar: null },
  { name: '호두아빠', email: 'hodu.papa@example.net', provider: 'naver', avatar: 'dog' },
  { name: '느림보거북', email: 'slow.turtle@example.com', provider: 'google', avatar: null },
];
