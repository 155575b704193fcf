import type { UserActor } from '../actor.js';
import { invalid, words } from '../errors.js';
import type { AccountPorts } from './ports.js';
import type { SocialProvider } from '../ports/identity.js';

export const notLinked = 'That sign-in method is not linked to your account';

export async function listLinkedProviders(ports: AccountPorts, actor: UserActor) {
  const user = await ports.identity.find(actor.uid);
  return { linked: (user?.linked ?? []).map((link) => link.provider) };
}

/** Unlinking keeps the account and its password sign-in; only the provider stops working. */
export async function unlinkProvider(
  ports: AccountPorts,
  actor: UserActor,
  provider: SocialProvider,
) {
  const user = await ports.identity.find(actor.uid);
  const link = user?.linked.find((l) => l.provider === provider);
  if (!link) throw invalid(notLinked);
  await ports.identity.unlink(link);
  return { message: words('{provider} sign-in has been unlinked', { provider }) };
}
