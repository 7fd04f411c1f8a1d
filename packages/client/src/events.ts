// A minimal event emitter: listeners per event name; a failing listener does not stop the others.

export class Emitter<Event extends string> {
  private readonly listeners = new Map<Event, Set<() => void>>();

  on(event: Event, listener: () => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit(event: Event): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener();
      } catch (error) {
        // A listener's failure belongs to the application, not to the session or the queue.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
