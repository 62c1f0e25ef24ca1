/**
 * Runs tasks one at a time, in the order they were queued. The embedded store puts every write through one queue:
 * each write checks its precondition against the state all earlier writes left, so concurrent writes are
 * linearizable without locks (a failed task does not stop the ones after it).
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has settled. */
  async drain(): Promise<void> {
    await this.tail;
  }
}
