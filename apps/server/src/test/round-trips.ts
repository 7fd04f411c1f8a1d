// Counts the round trips a piece of work makes to the database: each is the list of statements sent
// together (BEGIN travels with a transaction's first statement, COMMIT with its last; db/round-trips.ts).
// Give `onRoundTrip` to createTestApp, then `await roundTrips.during(() => …)`.
export class RoundTrips {
  private trips: string[][] | undefined;

  /** Pass as createTestApp's `onRoundTrip`. */
  readonly onRoundTrip = (statements: string[]): void => {
    this.trips?.push(statements);
  };

  /** The round trips made while `work` ran (nothing else may use the database meanwhile). */
  async during(work: () => Promise<unknown>): Promise<string[][]> {
    if (this.trips) throw new Error('round trips are already being counted');
    this.trips = [];
    try {
      await work();
      return this.trips;
    } finally {
      this.trips = undefined;
    }
  }
}
