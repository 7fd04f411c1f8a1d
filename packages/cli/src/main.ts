// The `timetrack` command: reads the command line, runs the command, and turns every failure into one
// line in plain words and its exit code (docs/api.md#command-line), never a stack trace.
import { ApiError, NetworkError, NotSignedInError as ClientNotSignedInError } from '@timetrack/client/node';
import { parseCommandLine, USAGE, type CommandName } from './args.js';
import { clockIn, clockOut, takeBreak } from './commands/clock.js';
import { hours } from './commands/hours.js';
import { leave } from './commands/leave.js';
import { queue, sync } from './commands/queue.js';
import { login, logout, whoami } from './commands/session.js';
import { status } from './commands/status.js';
import { watch } from './commands/watch.js';
import { configDir } from './config-dir.js';
import { Context, type Terminal } from './context.js';
import { CliError, EXIT, NotSignedInError, RefusedError, UnreachableError, type ExitCode } from './errors.js';

export const VERSION = '0.1.0';

type Values = Record<string, string | boolean | undefined>;

const RUN: Record<CommandName, (context: Context, values: Values) => Promise<ExitCode>> = {
  login,
  logout: (context) => logout(context),
  whoami,
  status,
  in: clockIn,
  out: clockOut,
  break: takeBreak,
  hours,
  leave,
  sync,
  queue,
  watch,
};

export function processTerminal(): Terminal {
  return {
    stdin: process.stdin,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    now: () => new Date(),
  };
}

/** Runs `timetrack args…`; answers the exit code. */
export async function main(args: readonly string[], terminal: Terminal = processTerminal(), env: NodeJS.ProcessEnv = process.env): Promise<ExitCode> {
  let context: Context | undefined;
  try {
    const invocation = parseCommandLine(args);
    if (invocation.kind === 'help') {
      terminal.stdout(USAGE);
      return EXIT.done;
    }
    if (invocation.kind === 'version') {
      terminal.stdout(`timetrack ${VERSION}\n`);
      return EXIT.done;
    }
    context = new Context(configDir({ env, platform: process.platform, home: homeOf(env) }), terminal, env);
    return await RUN[invocation.command](context, invocation.values);
  } catch (error) {
    const failure = await explain(error, context);
    terminal.stderr(`timetrack: ${failure.message}\n`);
    if (failure.exitCode === EXIT.usage && !failure.message.includes('timetrack --help')) {
      terminal.stderr('(timetrack --help lists the commands and their options)\n');
    }
    return failure.exitCode;
  }
}

function homeOf(env: NodeJS.ProcessEnv): string {
  return env.HOME || env.USERPROFILE || process.cwd();
}

/** Every failure as one of the command's errors. */
async function explain(error: unknown, context: Context | undefined): Promise<CliError | { message: string; exitCode: ExitCode }> {
  if (error instanceof CliError) return error;
  if (error instanceof ClientNotSignedInError) return new NotSignedInError();
  if (error instanceof ApiError) {
    // A 401 outside sign-in: the session was ended (refused renewal, revoked, account deleted).
    if (error.status === 401 && error.code === 'unauthorized') {
      if (context?.viaPersonalToken) {
        return new NotSignedInError(
          'the personal access token is expired or revoked; create a new one in your profile and run `timetrack login --token -`',
        );
      }
      return new NotSignedInError('your session has ended; sign in again with `timetrack login`');
    }
    return new RefusedError(error.code, error.message);
  }
  if (error instanceof NetworkError) {
    return new UnreachableError(context?.server ?? (await context?.settings().catch(() => null))?.server ?? 'the given address');
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: `unexpected failure: ${message}`, exitCode: EXIT.refused };
}
