/** A FIFO async mutex: lock() resolves with a release function once every earlier holder released. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => {
      let done = false;
      return () => {
        // Releasing twice would let a third holder in early.
        if (done) return;
        done = true;
        release();
      };
    });
    this.#tail = this.#tail.then(() => next);
    return acquired;
  }
}
