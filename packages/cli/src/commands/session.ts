// `timetrack login` and `timetrack logout`.
import { ApiError, NetworkError, TwoFactorChallengeError, type TimetrackClient, type User } from '@timetrack/client/node';
import { apiUrl } from '../args.js';
import { readAccessToken, readPassword, readSecondFactor, type Context } from '../context.js';
import { EXIT, NotSignedInError, UnreachableError, UsageError, type ExitCode } from '../errors.js';
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
  values: { server?: string; email?: string; sso?: boolean; token?: string; code?: string; 'recovery-code'?: string; json?: boolean },
): Promise<ExitCode> {
  const saved = await context.settings();
  const server = values.server !== undefined ? apiUrl(values.server) : saved?.server;
  if (!server) throw new UsageError('login: --server is needed (the address of the service)');
  if (values.token !== undefined) return loginWithToken(context, server, values.token, values.json === true);
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

/** `--token T`, or `--token -`: TIMETRACK_TOKEN, else standard input (kept out of the shell's history and `ps`). */
async function loginWithToken(context: Context, server: string, given: string, json: boolean): Promise<ExitCode> {
  const token = given === '-' ? (context.env.TIMETRACK_TOKEN?.trim() || (await readAccessToken(context.terminal))) : given.trim();
  if (!token.startsWith('tt_pat_')) throw new UsageError('login: a personal access token starts with tt_pat_');
  const client = context.client(server);
  let user: User;
  try {
    user = await client.signInWithAccessToken(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new NotSignedInError('the personal access token is unknown, expired or revoked');
    }
    throw error;
  }
  await context.saveSettings({ server });
  await context.forgetClockState();
  context.viaPersonalToken = true;
  await context.flushQueue({ client, user, server });
  if (json) context.printJson({ server, user, credential: 'personal_access_token' });
  else context.print(`Signed in to ${server} as ${user.name} <${user.email}> with a personal access token.`);
  return EXIT.done;
}

/** `timetrack whoami`: who is signed in here, where, and with what. */
export async function whoami(context: Context, values: { json?: boolean }): Promise<ExitCode> {
  const session = await context.signedIn();
  const credential = session.client.viaPersonalToken ? 'personal_access_token' : 'session';
  if (values.json) {
    context.printJson({ server: session.server, user: session.user, credential });
    return EXIT.done;
  }
  const how = credential === 'personal_access_token' ? 'a personal access token (not renewed; revoked in the profile)' : 'a session (renewed as it is used)';
  context.print(`${session.user.name} <${session.user.email}> at ${session.server}, with ${how}.`);
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
