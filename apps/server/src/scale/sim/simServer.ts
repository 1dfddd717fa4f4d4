import net from 'node:net';
import { PROTOCOLS, type ProtocolId } from '../protocols/index';
import { corruptFrame } from './corruptFrame';
import { DEFAULT_SCENARIO, scenarioSteps, type ScenarioName, type ScenarioOptions, type SimStep } from './scenario';

export interface SimulatorOptions {
  protocol: ProtocolId;
  scenario: ScenarioName;
  /** 0 = an ephemeral port (tests) */
  port: number;
  /** one frame every intervalMs (indicators send 5–20 a second) */
  intervalMs?: number;
  scenarioOptions?: ScenarioOptions;
}

export interface Simulator {
  port: number;
  /** every connection closed and new ones refused for `ms` (a power cut on the serial server) */
  dropConnections(ms: number): void;
  /** connections stay open but no byte is sent for `ms` (a cut RS-232 cable behind the converter) */
  silence(ms: number): void;
  /**
   * The next truck: every open connection (and every new one) plays the scenario again from its
   * start with this target, without dropping the line (static: the deck reads `kg` from the next
   * frame on; truck: a truck of `kg` drives on). The e2e journey weighs gross, then tare, this way.
   */
  setTarget(kg: number): void;
  close(): Promise<void>;
}

/**
 * A TCP server on 127.0.0.1 that behaves like a serial server in front of an indicator: every
 * connection gets the scenario from its start, one step per interval, in the chosen protocol.
 */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const entry = PROTOCOLS[options.protocol];
  const interval = options.intervalMs ?? 100;
  const sockets = new Set<net.Socket>();
  let refuseUntil = 0;
  let quietUntil = 0;
  let scenarioOptions: ScenarioOptions = options.scenarioOptions ?? DEFAULT_SCENARIO;
  const play = () => scenarioSteps(options.scenario, scenarioOptions);
  /** each open connection's steps (replaced by setTarget) */
  const playing = new Map<net.Socket, Generator<SimStep>>();

  const server = net.createServer((socket) => {
    if (Date.now() < refuseUntil) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    playing.set(socket, play());
    const timer = setInterval(() => {
      if (Date.now() < quietUntil) return;
      const step = playing.get(socket)!.next().value!;
      switch (step.kind) {
        case 'frame':
          socket.write(entry.encode(step.frame));
          break;
        case 'badFrame':
          socket.write(corruptFrame(options.protocol, entry.encode(step.frame)));
          break;
        case 'garbage':
          socket.write(Uint8Array.from([...step.bytes, ...entry.encode(step.frame)]));
          break;
        case 'disconnect':
          refuseUntil = Date.now() + step.pauseMs;
          socket.destroy();
          break;
      }
    }, interval);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      playing.delete(socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    dropConnections(ms) {
      refuseUntil = Date.now() + ms;
      for (const s of sockets) s.destroy();
    },
    silence(ms) {
      quietUntil = Date.now() + ms;
    },
    setTarget(kg) {
      scenarioOptions = { ...scenarioOptions, targetKg: kg };
      for (const s of sockets) playing.set(s, play());
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
