import { parseArgs } from 'node:util';
import { isProtocolId, PROTOCOL_IDS } from '../protocols/index';
import { DEFAULT_SCENARIO, SCENARIOS, type ScenarioName } from './scenario';
import { startSimulator } from './simServer';

/**
 * npm run scale:sim -w @wb/server -- --protocol yaohua-tf0 --port 4001 --scenario truck
 * Options: --target kg (49260), --division kg (20), --interval ms (100), --seed n (1).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      protocol: { type: 'string', default: 'yaohua-tf0' },
      port: { type: 'string', default: '4001' },
      scenario: { type: 'string', default: 'truck' },
      target: { type: 'string', default: String(DEFAULT_SCENARIO.targetKg) },
      division: { type: 'string', default: String(DEFAULT_SCENARIO.divisionKg) },
      interval: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
    },
  });
  const fail = (message: string): never => {
    console.error(message);
    process.exit(2);
  };
  if (!isProtocolId(values.protocol)) fail(`未知协议 ${values.protocol}，可选：${PROTOCOL_IDS.join(', ')}`);
  if (!(SCENARIOS as readonly string[]).includes(values.scenario)) {
    fail(`未知场景 ${values.scenario}，可选：${SCENARIOS.join(', ')}`);
  }
  const num = (name: string, text: string, min: number, max: number): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} 应为 ${min}–${max} 的整数`);
    return n;
  };
  const port = num('port', values.port, 1, 65535);
  const sim = await startSimulator({
    protocol: values.protocol as Parameters<typeof startSimulator>[0]['protocol'],
    scenario: values.scenario as ScenarioName,
    port,
    intervalMs: num('interval', values.interval, 10, 10_000),
    scenarioOptions: {
      targetKg: num('target', values.target, 0, 999_999),
      divisionKg: num('division', values.division, 1, 1000),
      seed: num('seed', values.seed, 0, 2 ** 31),
    },
  });
  console.log(
    `地磅仪表模拟器 127.0.0.1:${sim.port}  协议 ${values.protocol}  场景 ${values.scenario}  (Ctrl+C 退出)`,
  );
  const stop = () => {
    sim.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('模拟器启动失败', error);
  process.exit(1);
});
