import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { PET_KINDS, PET_NAMES } from './words.ts';

const OWNER_SUFFIXES = ['맘', '아빠', '언니', '누나', '집사', '보호자', '네', '형', '이모'];
const ADJECTIVES = ['행복한', '졸린', '용감한', '말랑한', '수줍은', '씩씩한', '느긋한', '배고픈'];
const LOVES = ['사랑', '바보', '천국', '러버', '덕후', '일기', '친구'];

/**
 * Nicknames that contain the search scenarios' words, as real ones do (산책왕, 털뭉치맘): the
 * community search also matches author names, so these users' posts count as hits.
 */
const SEARCHABLE_NICKNAMES = [
  { share: 0.02, names: ['산책왕', '산책러버', '새벽산책', '산책중독', '산책요정'] },
  { share: 0.02, names: ['털뭉치', '털북숭이', '털쟁이', '털공장', '털찐냥'] },
  { share: 0.003, names: ['동물병원간호사', '동물병원옆집'] },
  { share: 0.001, names: ['슬개골수술견맘', '슬개골재활중'] },
];

/** A Korean nickname such as 콩이맘, 푸들사랑, 행복한보리, 산책왕초코 (not unique, like real ones). */
export function nickname(random: Random): string {
  const digits = () => (random.chance(0.3) ? String(random.int(1, 999)) : '');
  for (const { share, names } of SEARCHABLE_NICKNAMES) {
    if (random.chance(share)) {
      return `${random.pick(names)}${random.chance(0.5) ? random.pick(PET_NAMES) : ''}${digits()}`;
    }
  }
  const pet = random.pick(PET_NAMES);
  const pattern = random.int(0, 2);
  if (pattern === 0) return `${pet}${random.pick(OWNER_SUFFIXES)}${digits()}`;
  if (pattern === 1) return `${random.pick(PET_KINDS)}${random.pick(LOVES)}${digits()}`;
  return `${random.pick(ADJECTIVES)}${pet}${digits()}`;
}
