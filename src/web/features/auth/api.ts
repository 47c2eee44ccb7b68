import type { ForcedPasswordResetInput, ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/auth';
import type { SessionAnswer } from '@shared/schemas/user';
import { api } from '../../lib/api';
import { signIn } from '../../lib/session';

interface MessageAnswer {
  message: string;
}

/** The same answer whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageAnswer> {
  return api<MessageAnswer>('/api/v1/forgot-password', { method: 'POST', body: input });
}

export function resetPassword(input: ResetPasswordInput): Promise<MessageAnswer> {
  return api<MessageAnswer>('/api/v1/reset-password', { method: 'POST', body: input });
}

/** The forced change of /reset: answers like login, with a new token. */
export async function changePassword(input: ForcedPasswordResetInput): Promise<void> {
  signIn(await api<SessionAnswer>('/api/v1/password/reset', { method: 'PUT', body: input }));
}
