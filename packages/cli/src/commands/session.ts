// `timetrack login` and `timetrack logout`.
import { NetworkError, TwoFactorChallengeError, type TimetrackClient, type User } from '@timetrack/client/node';
import { apiUrl } from '../args.js';
import { readPassword, readSecondFactor, type Context } from '../context.js';
import { EXIT, UnreachableError, UsageError, type ExitCode } from '../errors.js';
import { signInWithSso } from './sso.js';

/** Six digits are a code of the app; anything else is taken as a recovery code. */
const APP_CODE = /^\d{6}$/;

/** Signs in; when the account asks for a second factor, answers it from the options or a prompt. */
async function signIn(
  context: Context,
  client: TimetrackClient,
  input: { firstFactor: () => Promise<User>; code?: string; recoveryCode?: string },
): Promise<User> {
  try {
    return await input.firstFactor();
  } catch (error) {
    if (!(error instanceof TwoFactorChallengeError)) throw error;
    const { challenge } = error;
    if (input.code !== undefined) return client.completeTwoFactor({ challenge, code: input.code.replace(/\s+/g, '') });
    if (input.recoveryCode !== undefined) return client.completeTwoFactor({ challenge, recovery_code: input.recoveryCode });
    const typed = await readSecondFactor(context.terminal);
    if (typed === undefined) throw new UsageError('login: this account asks for a two-factor code; give --code C or --recovery-code R');
    const compact = typed.replace(/\s+/g, '');
    return client.completeTwoFactor(APP_CODE.test(compact) ? { challenge, code: compact } : { challenge, recovery_code: typed });
  }
}

export async function login(
  context: Context,
  values: { server?: string; email?: string; sso?: boolean; code?: string; 'recovery-code'?: string; json?: boolean },
): Promise<ExitCode> {
  const saved = await context.settings();
  const server = values.server !== undefined ? apiUrl(values.server) : saved?.server;
  if (!server) throw new UsageError('login: --server is needed (the address of the service)');
  // Single sign-on: the provider's sign-in in a browser replaces the password.
  const password = values.sso ? undefined : await readPassword(context.terminal);

  const client = context.client(server);
  const user = await signIn(context, client, {
    firstFactor:
      password === undefined ? () => signInWithSso(context, client, server) : () => client.login({ email: values.email!, password }),
    ...(values.code !== undefined ? { code: values.code } : {}),
    ...(values['recovery-code'] !== undefined ? { recoveryCode: values['recovery-code'] } : {}),
  });
  await context.saveSettings({ server });
  await context.forgetClockState();
  // Actions queued by this person before (an expired session, a sign-out) go now.
  await context.flushQueue({ client, user, server });

  if (values.json) context.printJson({ server, user });
  else context.print(`Signed in to ${server} as ${user.name} <${user.email}>.`);
  return EXIT.done;
}

export async function logout(context: Context): Promise<ExitCode> {
  const session = await context.resume();
  if (!session) {
    context.print('Nobody is signed in here.');
    return EXIT.done;
  }
  const { pending } = await context.flushQueue(session);
  await context.forgetClockState();
  try {
    await session.client.logout();
  } catch (error) {
    if (error instanceof NetworkError) {
      throw new UnreachableError(session.server, 'signed out here, but the session could not be ended on the service');
    }
    throw error;
  }
  context.print('Signed out.');
  if (pending.length > 0) {
    context.note(`${pending.length} queued action${pending.length === 1 ? '' : 's'} will be sent after you sign in again`);
  }
  return EXIT.done;
}
