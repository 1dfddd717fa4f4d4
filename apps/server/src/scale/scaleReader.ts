import net from 'node:net';
import { OfflineDetector } from './offline';
import { createParser } from './protocols/index';
import type { ScaleParser, ScaleReading } from './reading';
import type { ScaleLiveState, ScaleRuntimeConfig } from './scaleRuntime';
import { StabilityDetector } from './stability';

export interface ReaderOptions {
  now?: () => number;
  /** first reconnect delay (ms), doubled per failure up to maxBackoffMs */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  onChange(state: ScaleLiveState): void;
}

const CONNECT_TIMEOUT_MS = 5000;
const SERIAL_UNSUPPORTED = '本服务器未安装串口驱动，请经串口服务器以 TCP 方式接入';

/**
 * One scale's reader: a TCP connection to the indicator's serial-to-Ethernet converter, reconnected
 * with exponential back-off, feeding the protocol parser, the stability detector and the offline
 * detector. Every reading and every online/offline change goes to `onChange`.
 *
 * Serial ports are not read: no serial-port package is installed in this repository, and sites
 * wire weighbridges through serial servers anyway. A serial scale reports that as its error.
 */
export class ScaleReader {
  private readonly parser: ScaleParser;
  private readonly stability: StabilityDetector;
  private readonly offline: OfflineDetector;
  private readonly now: () => number;
  private readonly minBackoff: number;
  private readonly maxBackoff: number;
  private socket: net.Socket | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private watchTimer: NodeJS.Timeout | null = null;
  private backoff: number;
  private stopped = false;
  private lastActivity = 0;
  readonly state: ScaleLiveState;

  constructor(
    readonly config: ScaleRuntimeConfig,
    private readonly options: ReaderOptions,
  ) {
    this.parser = createParser(config.protocol);
    this.stability = new StabilityDetector(config.stability);
    this.offline = new OfflineDetector(config.offlineTimeoutMs);
    this.now = options.now ?? Date.now;
    this.minBackoff = options.minBackoffMs ?? 500;
    this.maxBackoff = options.maxBackoffMs ?? 15_000;
    this.backoff = this.minBackoff;
    this.state = {
      scaleId: config.id,
      orgId: config.orgId,
      weight: null,
      stable: false,
      online: false,
      overload: false,
      at: new Date(this.now()).toISOString(),
      connected: false,
      mode: null,
      error: null,
      stats: this.parser.stats,
    };
  }

  start(): void {
    if (this.config.transport !== 'tcp' || !this.config.host || !this.config.port) {
      this.state.error = this.config.transport === 'serial' ? SERIAL_UNSUPPORTED : '未配置地址或端口';
      this.options.onChange(this.state);
      return;
    }
    const tick = Math.max(20, Math.min(250, Math.floor(this.config.offlineTimeoutMs / 5)));
    this.watchTimer = setInterval(() => this.watch(), tick);
    this.watchTimer.unref();
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.watchTimer) clearInterval(this.watchTimer);
    this.socket?.destroy();
    this.socket = null;
  }

  isOnline(): boolean {
    return this.offline.isOnline(this.now());
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = net.createConnection({ host: this.config.host!, port: this.config.port! });
    this.socket = socket;
    this.lastActivity = this.now();
    socket.setNoDelay(true);
    // an unreachable LAN address would otherwise hang in SYN retries for minutes
    socket.setTimeout(CONNECT_TIMEOUT_MS);
    socket.on('timeout', () => {
      if (this.state.connected) return;
      this.state.error = '连接超时';
      socket.destroy();
    });
    socket.on('connect', () => {
      socket.setTimeout(0);
      socket.setKeepAlive(true, 5000);
      this.state.connected = true;
      this.state.error = null;
      this.lastActivity = this.now();
      this.options.onChange(this.state);
    });
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.state.error = `连接失败：${error.code ?? error.message}`;
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.state.connected = false;
      this.offline.lost();
      this.stability.reset();
      this.goOffline();
      if (this.stopped) return;
      this.reconnectTimer = setTimeout(() => this.connect(), this.backoff);
      this.reconnectTimer.unref();
      this.backoff = Math.min(this.backoff * 2, this.maxBackoff);
    });
  }

  private receive(chunk: Buffer): void {
    const readings = this.parser.push(chunk);
    if (readings.length === 0) return;
    const at = this.now();
    // a line that delivers frames has recovered: the next failure starts from the shortest delay
    this.backoff = this.minBackoff;
    this.lastActivity = at;
    for (const reading of readings) this.apply(reading, at);
    this.options.onChange(this.state);
  }

  private apply(reading: ScaleReading, at: number): void {
    this.offline.frame(at);
    const overload = reading.overload === true;
    const stable =
      this.stability.push(overload ? null : reading.weight, at, reading.stable === false) && !overload;
    Object.assign(this.state, {
      weight: reading.weight,
      stable,
      online: true,
      overload,
      mode: reading.mode ?? null,
      at: new Date(at).toISOString(),
    });
  }

  private goOffline(): void {
    if (!this.state.online && !this.state.stable) {
      this.options.onChange(this.state);
      return;
    }
    Object.assign(this.state, {
      weight: null,
      stable: false,
      online: false,
      overload: false,
      at: new Date(this.now()).toISOString(),
    });
    this.options.onChange(this.state);
  }

  /** Offline after the timeout without frames; a connection silent for long is closed and redialled. */
  private watch(): void {
    const now = this.now();
    if (this.state.online && !this.offline.isOnline(now)) {
      this.stability.reset();
      this.goOffline();
    }
    const silentFor = now - this.lastActivity;
    if (
      this.socket &&
      this.state.connected &&
      silentFor > Math.max(3 * this.config.offlineTimeoutMs, 10_000)
    ) {
      this.state.error = '仪表长时间无数据，重新连接';
      this.socket.destroy();
    }
  }
}
