export { buildApp, type BuildOptions } from './app';
export { loadConfig, type AppConfig, type AppDeps } from './config';
export { startServer, type RunningServer } from './startServer';
// the list benchmark (bench/list.bench.ts) opens its own database and signs in as the demo admin
export { createDatabase, type AppDatabase } from './db/createDatabase';
export { DEMO_IDS } from './seed/seed';
export { ENTITIES } from './crud/entities/index';
export { createListIndexes, dropListIndexes } from './crud/listIndexes';
