// `timetrack login` and `timetrack logout`.
import { NetworkError } from '@timetrack/client/node';
import { apiUrl } from '../args.js';
import { readPassword, type Context } from '../context.js';
import { EXIT, UnreachableError, UsageError, type ExitCode } from '../errors.js';

export async function login(context: Context, values: { server?: string; email?: string; json?: boolean }): Promise<ExitCode> {
  const saved = await context.settings();
  const server = values.server !== undefined ? apiUrl(values.server) : saved?.server;
  if (!server) throw new UsageError('login: --server is needed (the address of the service)');
  const email = values.email!;
  const password = await readPassword(context.terminal);

  const client = context.client(server);
  const user = await client.login({ email, password });
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
