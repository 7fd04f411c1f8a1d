// What ends a command other than success, each with its exit code (docs/api.md#command-line) and a stable `code`:
// 1 refused by the service, 2 usage, 3 not signed in, 4 service unreachable.

export const EXIT = { done: 0, refused: 1, usage: 2, notSignedIn: 3, unreachable: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export abstract class CliError extends Error {
  abstract readonly exitCode: ExitCode;
  abstract readonly code: string;
}

/** The command line itself is wrong: unknown command or option, missing value. */
export class UsageError extends CliError {
  readonly exitCode = EXIT.usage;
  readonly code = 'usage';
}

/** Nobody is signed in here, or the service ended the session. */
export class NotSignedInError extends CliError {
  readonly exitCode = EXIT.notSignedIn;
  readonly code = 'not_signed_in';
  constructor(message = 'not signed in; run `timetrack login --server URL --email E` first') {
    super(message);
  }
}

/** The service answered with an error; `code` is the service's own. */
export class RefusedError extends CliError {
  readonly exitCode = EXIT.refused;
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(`refused by the service: ${code} (${reason.replace(/\.$/, '')})`);
  }
}

/** The service could not be reached, for a command that cannot wait in the queue. */
export class UnreachableError extends CliError {
  readonly exitCode = EXIT.unreachable;
  readonly code = 'unreachable';
  constructor(server: string, consequence?: string) {
    super(`the service at ${server} cannot be reached${consequence ? `: ${consequence}` : ''}`);
  }
}
