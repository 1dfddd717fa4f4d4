export { buildApp, type BuildOptions } from './app';
export { loadConfig, type AppConfig, type AppDeps } from './config';
export { startServer, type RunningServer } from './startServer';
