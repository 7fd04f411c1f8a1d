// Where a webhook may send (docs/api.md#webhooks): the service's one check of outgoing targets
// (commands/outbound-address.ts), with a webhook's own answer when its URL is refused.
import { ValidationError } from '../../errors.js';
import { resolveTarget, UnsafeAddressError, type Resolver } from '../outbound-address.js';

export {
  isPublicAddress,
  resolveTarget,
  systemResolver,
  UnsafeAddressError,
  type ResolvedAddress,
  type Resolver,
} from '../outbound-address.js';

/** The check made when a webhook is created: a 422 on `url` when it may not be called. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean, resolve: Resolver): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw ValidationError.field('url', 'invalid', 'must be an absolute URL');
  }
  if (url.username !== '' || url.password !== '') throw ValidationError.field('url', 'invalid', 'must not hold credentials');
  try {
    await resolveTarget(url, allowPrivate, resolve);
  } catch (error) {
    if (error instanceof UnsafeAddressError) throw ValidationError.field('url', error.code, error.message);
    throw error;
  }
  return url;
}
