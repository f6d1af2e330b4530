// Sign-in and sign-up bodies (docs/rules.md#roles-and-accounts), shared by the login screen and the auth routes.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { SIGNUP_ROLES } from '../roles.ts';
import { basicProfileFields, companyProfileFields, profileSchema } from './profile.ts';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const signInSchema = z.strictObject({
  email,
  password: z.string().min(1).max(200),
});
export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z.strictObject({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(200),
  role: z.enum(SIGNUP_ROLES).default('buyer'),
  ...basicProfileFields,
  ...companyProfileFields,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const sessionSchema = z.object({ user: profileSchema.nullable() });

export const demoInfoSchema = z.object({
  enabled: z.boolean(),
  password: z.string().nullable(),
  accounts: z.array(z.object({ role: z.string(), email: z.string() })),
});
