import 'reflect-metadata';
import path from 'node:path';
import { ConfigError, loadConfig } from '@packflow/config';
import { startApi } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  const consoleDir = path.resolve(__dirname, '../../../../web/dist');
  const api = await startApi(config, { consoleDir });
  const shape = api.infra.describe;
  console.log(
    `Packflow is running at ${api.url}  (events: ${shape.eventStore}, read models: ${shape.readModels}` +
      `${shape.readModels === 'pglite' ? ` in ${config.DATA_DIR}` : ''}, jobs: ${config.REDIS_URL ? 'BullMQ' : 'in-process'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
