import { z } from 'zod';
import { ConfirmationSchema, DateTimeSchema } from './common.ts';
import { OAUTH_PROVIDERS, ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { NICKNAME_LENGTH } from './nickname.ts';
import { nameText, singleLineText } from './text.ts';

export const RoleSchema = z.enum(ROLES);
export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);

export const PrincipalUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  profileImgUrl: z.string(),
  /** `null` for administrator accounts, which sign in with a password. */
  provider: OAuthProviderSchema.nullable(),
  role: RoleSchema,
});
export type PrincipalUser = z.infer<typeof PrincipalUserSchema>;

export const MyStatusSchema = z.object({
  postCount: z.number().int(),
  commentCount: z.number().int(),
  likedFoodCount: z.number().int(),
});
export type MyStatus = z.infer<typeof MyStatusSchema>;

/**
 * Additive (issue 21): the write ban or suspension in force, present only while one is, so
 * the web app can show the banner or route to the notice page (`GET /api/sanctions/me` holds
 * the reason and the appeal). `until` null: until an administrator lifts it.
 */
export const PrincipalSanctionSchema = z.object({
  sanctionId: z.number().int(),
  type: z.enum(['writeBan', 'suspension']),
  until: DateTimeSchema.nullable(),
});

export const PrincipalSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false), user: z.null(), myStatus: z.null() }),
  z.object({
    authenticated: z.literal(true),
    user: PrincipalUserSchema,
    myStatus: MyStatusSchema,
    sanction: PrincipalSanctionSchema.optional(),
  }),
]);
export type Principal = z.infer<typeof PrincipalSchema>;

const credentialText = z
  .string({ error: MESSAGES.adminCredentialsRequired })
  .max(200, MESSAGES.adminCredentialsWrong)
  .refine((value) => value.trim().length > 0, MESSAGES.adminCredentialsRequired);

/**
 * Both must be non-empty after trimming; the username is one line of text (text.ts: it is
 * looked up in the database, which refuses NUL), sent trimmed; the password as typed.
 */
export const AdminLoginRequestSchema = z.object({
  username: singleLineText(MESSAGES.adminCredentialsRequired)
    .min(1, MESSAGES.adminCredentialsRequired)
    .max(200, MESSAGES.adminCredentialsWrong),
  password: credentialText,
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const LoginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * `POST /api/auth/logout`, an addition to the wire contract (docs/wire-contract-additions.md):
 * every token of the caller stops working, on every server instance.
 */
export const LogoutResponseSchema = ConfirmationSchema;

/**
 * Nickname: a name (text.ts: bidi and zero-width characters removed, NFC, trimmed), 2–20
 * characters (my page, the development sign-in stand-in). Reserved and taken names are the
 * server's to refuse (nickname.ts).
 */
export const NicknameSchema = nameText(MESSAGES.nicknameLength)
  .min(NICKNAME_LENGTH.min, MESSAGES.nicknameLength)
  .max(NICKNAME_LENGTH.max, MESSAGES.nicknameLength);

export const NicknameChangeQuerySchema = z.object({ name: NicknameSchema });
