// Counts the statements a piece of work sends to the database: each is one round trip (BEGIN and
// COMMIT included). Give `onQuery` to createTestApp, then `await roundTrips.during(() => …)`.
export class RoundTrips {
  private statements: string[] | undefined;

  /** Pass as createTestApp's `onQuery`. */
  readonly onQuery = (sql: string): void => {
    this.statements?.push(sql);
  };

  /** The statements sent while `work` ran (nothing else may use the database meanwhile). */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    if (this.statements) throw new Error('round trips are already being counted');
    this.statements = [];
    try {
      await work();
      return this.statements;
    } finally {
      this.statements = undefined;
    }
  }
}
