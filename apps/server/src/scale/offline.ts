/**
 * Online while a valid frame arrived within the last `timeoutMs`. Indicators send continuously
 * (several frames a second), so silence means a cut cable, a powered-off indicator or a dead
 * serial server, even while the TCP connection still looks open.
 */
export class OfflineDetector {
  private lastFrameAt: number | null = null;

  constructor(private readonly timeoutMs: number) {}

  frame(at: number): void {
    this.lastFrameAt = at;
  }

  /** the connection closed: offline at once */
  lost(): void {
    this.lastFrameAt = null;
  }

  isOnline(now: number): boolean {
    return this.lastFrameAt !== null && now - this.lastFrameAt < this.timeoutMs;
  }

  /** when the scale goes offline unless another frame arrives (null when already offline) */
  deadline(): number | null {
    return this.lastFrameAt === null ? null : this.lastFrameAt + this.timeoutMs;
  }
}
