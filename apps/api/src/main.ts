import 'reflect-metadata';
import path from 'node:path';
import { ConfigError, loadConfig } from '@packflow/config';
import { startJobs } from '@packflow/runtime';
import { startApi } from './bootstrap';
import { jobQueueHolder } from './customers/release-runs';

async function main(): Promise<void> {
  const config = loadConfig();
  const consoleDir = path.resolve(__dirname, '../../../../web/dist');
  const api = await startApi(config, { consoleDir });
  // `npm start` runs everything in one process; `npm run start:api` leaves jobs to the worker.
  const jobs = process.env.PACKFLOW_PROCESS === 'api' ? undefined : await startJobs(api.infra);
  // "Run now" on /Customer/Setting goes through this queue when the process has one.
  jobQueueHolder.queue = jobs;
  const stop = async (): Promise<void> => {
    await jobs?.stop();
    await api.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  if (api.firstAdmin) {
    const { username, generatedPassword } = api.firstAdmin;
    console.log(
      generatedPassword
        ? `First administrator created: username "${username}", password "${generatedPassword}". It is shown only this once: log in and change it.`
        : `First administrator created: username "${username}" with the password from ADMIN_PASSWORD.`,
    );
  }
  const shape = api.infra.describe;
  console.log(
    `Packflow is running at ${api.url}  (events: ${shape.eventStore}, read models: ${shape.readModels}` +
      `${shape.readModels === 'pglite' ? ` in ${config.DATA_DIR}` : ''}, jobs: ${jobs ? (config.REDIS_URL ? 'BullMQ' : 'in-process') : 'in the worker'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
