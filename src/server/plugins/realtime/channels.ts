/**
 * The app's private and presence channels and who may join them (Laravel's routes/channels.php).
 * Names are matched without their `private-`/`presence-` prefix, as Laravel does.
 */
import type { Auth } from '../auth';
import { channelKind } from './protocol';

const USER_CHANNEL = 'App.Models.User';

/** Each user's notifications and account events (`Echo.private('App.Models.User.{id}')`). */
export const userChannel = (userId: number) => `private-${USER_CHANNEL}.${userId}`;
/** Each user's presence channel (`Echo.join('App.Models.User.{id}')`). */
export const userPresenceChannel = (userId: number) => `presence-${USER_CHANNEL}.${userId}`;

const RULES: readonly { pattern: RegExp; allows(auth: Auth, match: RegExpExecArray): boolean }[] = [
  { pattern: /^App\.Models\.User\.(\d+)$/, allows: (auth, match) => Number(match[1]) === auth.user.id },
];

export function mayJoin(auth: Auth, channel: string): boolean {
  const kind = channelKind(channel);
  if (kind !== 'private' && kind !== 'presence') return false;
  const name = channel.slice(channel.indexOf('-') + 1);
  return RULES.some((rule) => {
    const match = rule.pattern.exec(name);
    return match !== null && rule.allows(auth, match);
  });
}

/** What other members of a presence channel see of a user (Echo's `here`/`joining`/`leaving`). */
export const presenceInfo = (user: Auth['user']) => ({ id: user.id, name: `${user.names} ${user.surnames}` });
