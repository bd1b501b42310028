import { OAUTH_PROVIDERS, ROLES } from '@daengnyang/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * nicknameKey(name) (contract nickname.ts), unique among active accounts. Null for a
     * withdrawn account, an account no sign-up or name change wrote (the administrator), and
     * the later holders of a name that was shared before migration 0006.
     */
    nameKey: text('name_key'),
    email: text('email'),
    /** A storage key under /uploads/, or a provider's absolute avatar URL; null → default image. */
    profileImage: text('profile_image'),
    /** `google` | `naver` | `kakao`; null for password (administrator) accounts. */
    provider: text('provider', { enum: OAUTH_PROVIDERS }),
    providerId: text('provider_id'),
    role: text('role', { enum: ROLES }).notNull().default('ROLE_USER'),
    /** Administrator sign-in name; null for social accounts. */
    username: text('username'),
    passwordHash: text('password_hash'),
    /** Raised on withdrawal or deletion: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set on withdrawal or deletion; the row stays so that posts keep an author. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_provider_identity_key').on(t.provider, t.providerId),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_name_key_key')
      .on(t.nameKey)
      .where(sql`${t.nameKey} is not null and ${t.withdrawnAt} is null`),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('ROLE_USER', 'ROLE_ADMIN')`),
    check('users_provider_check', sql`${t.provider} in ('google', 'naver', 'kakao')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
