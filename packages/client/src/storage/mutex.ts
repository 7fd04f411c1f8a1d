// Mutual exclusion inside one JavaScript realm: holders of one name run one after the other, in call order.

export class Mutexes {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const result = previous.then(fn, fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(name, tail);
    // Forget the name once nobody waits behind this holder, so the map does not grow.
    void tail.then(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
    });
    return result;
  }
}
