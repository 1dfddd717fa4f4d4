import { EventEmitter } from 'node:events';
import { ScaleReader } from './scaleReader';
import type { ScaleEvent, ScaleLiveState, ScaleRuntimeConfig } from './scaleRuntime';

export interface StableWeight {
  scaleId: string;
  /** kg, exact decimal string */
  weight: string;
  at: Date;
}

export interface ScaleHubOptions {
  now?: () => number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

interface ScaleHubEvents {
  /** every reading and every online/offline change of every scale */
  scale: [ScaleEvent];
}

/**
 * The server's scales: one reader per running scale, their live state, and an in-process event
 * stream (`scale`) that the realtime layer forwards to browsers. A weighsave takes the weight from
 * here (`takeStableWeight`), never from the browser.
 */
export class ScaleHub extends EventEmitter<ScaleHubEvents> {
  private readonly readers = new Map<string, ScaleReader>();
  private readonly lastStable = new Map<string, { weight: string; at: number }>();
  private readonly now: () => number;

  constructor(private readonly options: ScaleHubOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
  }

  /** Starts (or restarts with the new settings) the reader of a scale. */
  run(config: ScaleRuntimeConfig): void {
    this.halt(config.id);
    const reader = new ScaleReader(config, {
      now: this.now,
      minBackoffMs: this.options.minBackoffMs,
      maxBackoffMs: this.options.maxBackoffMs,
      onChange: (state) => this.changed(state),
    });
    this.readers.set(config.id, reader);
    reader.start();
  }

  /** Stops a scale's reader (deleted, disabled or moved); its live state is gone with it. */
  halt(scaleId: string): void {
    const reader = this.readers.get(scaleId);
    if (!reader) return;
    reader.stop();
    this.readers.delete(scaleId);
    this.lastStable.delete(scaleId);
  }

  stopAll(): void {
    for (const id of [...this.readers.keys()]) this.halt(id);
  }

  isRunning(scaleId: string): boolean {
    return this.readers.has(scaleId);
  }

  /** A copy of the live state, or null when the scale has no reader. */
  state(scaleId: string): ScaleLiveState | null {
    const reader = this.readers.get(scaleId);
    if (!reader) return null;
    const s = reader.state;
    // the watch timer may not have ticked yet: answer offline as soon as the timeout has passed
    const online = s.online && reader.isOnline();
    return {
      ...s,
      online,
      stable: online && s.stable,
      weight: online ? s.weight : null,
      stats: { ...s.stats },
    };
  }

  /**
   * The weight a weighsave records: the scale's latest reading when it is online and stable right
   * now; null while it moves, is overloaded, is offline, or its last stable reading is older than
   * the offline timeout (a stale reading is never weighed).
   */
  takeStableWeight(scaleId: string): StableWeight | null {
    const reader = this.readers.get(scaleId);
    const last = this.lastStable.get(scaleId);
    if (!reader || !last) return null;
    const s = reader.state;
    if (!s.online || !s.stable || s.overload || !reader.isOnline()) return null;
    if (this.now() - last.at >= reader.config.offlineTimeoutMs) return null;
    return { scaleId, weight: last.weight, at: new Date(last.at) };
  }

  private changed(state: ScaleLiveState): void {
    if (state.online && state.stable && state.weight !== null) {
      this.lastStable.set(state.scaleId, { weight: state.weight, at: Date.parse(state.at) });
    } else {
      this.lastStable.delete(state.scaleId);
    }
    const { scaleId, orgId, weight, stable, online, overload, at } = state;
    this.emit('scale', { scaleId, orgId, weight, stable, online, overload, at });
  }
}
