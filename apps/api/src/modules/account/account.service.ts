// The account controls of Profile (issue 24, decision 057): change the password, sign out on
// every device, delete the account with everything it owns.
import type { AuthUser, ChangePasswordBody } from '@jobtrack/core/wire';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, hashToken, verifyPassword, type AuthService } from '../auth/auth.service.ts';
import { isCommonPassword, PASSWORD_TOO_COMMON } from '../auth/common-passwords.ts';
import type { AccountRepository } from './account.repository.ts';

/**
 * The checks a new password passes beyond the wire's 6-character minimum, in one place: the
 * common-password check of sign-up, so a changed password is refused for the same reason and
 * with the same message as a new account (decision 056).
 */
function checkNewPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('password_too_common', PASSWORD_TOO_COMMON);
}

export function createAccountService(
  repository: AccountRepository,
  auth: AuthService,
  /** The photo files of the owner (decision 067): on disk they do not go with the rows. */
  photos?: { removeOwner(ownerId: string): Promise<void> },
) {
  return {
    /** The other devices are signed out; the token of this request stays valid. */
    async changePassword(owner: AuthUser, token: string, body: ChangePasswordBody): Promise<void> {
      const stored = await repository.passwordHash(owner.id);
      if (!stored || !(await verifyPassword(stored, body.currentPassword))) {
        throw new AppError('wrong_password', 'The current password is not right');
      }
      checkNewPassword(body.newPassword);
      await repository.changePassword(
        owner.id,
        await hashPassword(body.newPassword),
        hashToken(token),
      );
      auth.forgetOwner(owner.id);
    },

    /** Every token of the owner, this request's included, stops working at once. */
    async signOutEverywhere(owner: AuthUser): Promise<void> {
      await repository.deleteTokens(owner.id);
      auth.forgetOwner(owner.id);
    },

    async deleteAccount(owner: AuthUser, email: string): Promise<void> {
      if (email !== owner.email.toLowerCase()) {
        throw new AppError('confirmation_mismatch', "The e-mail is not this account's");
      }
      await repository.deleteAccount(owner.id, owner.email);
      auth.forgetOwner(owner.id);
      await photos?.removeOwner(owner.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
