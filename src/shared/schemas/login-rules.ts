import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { TryLoginRequest } from './account';

/**
 * The Login form's rules (SPEC §5) as a Standard Schema without zod: the login page is the
 * first page of most visits, and zod would add to its bundle. For the form's values it
 * answers as `tryLoginRequest` does (login-rules.test.ts compares them); the server keeps zod.
 */
export const tryLoginRules: StandardSchemaV1<TryLoginRequest> = {
  '~standard': {
    version: 1,
    vendor: 'loreweave',
    validate(input) {
      const values = (typeof input === 'object' && input !== null ? input : {}) as Record<
        string,
        unknown
      >;
      const issues: StandardSchemaV1.Issue[] = [];
      const userNameOrMail = values.userNameOrMail;
      if (typeof userNameOrMail !== 'string' || userNameOrMail.trim().length < 1) {
        issues.push({ message: 'VALIDATION.REQUIRED', path: ['userNameOrMail'] });
      } else if (userNameOrMail.trim().length > 254) {
        issues.push({ message: 'VALIDATION.INVALID_VALUE', path: ['userNameOrMail'] });
      }
      const password = values.password;
      if (typeof password !== 'string' || password.length < 1) {
        issues.push({ message: 'VALIDATION.PASSWORD_REQUIRED', path: ['password'] });
      } else if (password.length > 200) {
        issues.push({ message: 'VALIDATION.PASSWORD_TOO_LONG', path: ['password'] });
      }
      if (issues.length > 0) return { issues };
      return {
        value: { userNameOrMail: (userNameOrMail as string).trim(), password: password as string },
      };
    },
  },
};
