import { z } from 'zod';
import { OAUTH_PROVIDERS, ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';

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

export const PrincipalSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false), user: z.null(), myStatus: z.null() }),
  z.object({ authenticated: z.literal(true), user: PrincipalUserSchema, myStatus: MyStatusSchema }),
]);
export type Principal = z.infer<typeof PrincipalSchema>;

const credentialText = z
  .string({ error: MESSAGES.adminCredentialsRequired })
  .max(200, MESSAGES.adminCredentialsWrong)
  .refine((value) => value.trim().length > 0, MESSAGES.adminCredentialsRequired);

/** Both must be non-empty after trimming; the username is sent trimmed, the password as typed. */
export const AdminLoginRequestSchema = z.object({
  username: credentialText.transform((value) => value.trim()),
  password: credentialText,
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const LoginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Nickname: trimmed, 2–20 characters (my page, the development sign-in stand-in). */
export const NicknameSchema = z
  .string({ error: MESSAGES.nicknameLength })
  .trim()
  .min(2, MESSAGES.nicknameLength)
  .max(20, MESSAGES.nicknameLength);

export const NicknameChangeQuerySchema = z.object({ name: NicknameSchema });
