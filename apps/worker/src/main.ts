import 'reflect-metadata';
import { ConfigError, loadConfig } from '@packflow/config';
import { createInfrastructure, startJobs } from '@packflow/runtime';

/**
 * The worker process of the production shape: job workers, and the projectors and reactors (each
 * under a lease, so with two workers one runs each and the other stands by).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const infra = await createInfrastructure(config, (m) => console.log(m), 'worker');
  await infra.projections.start();
  const jobs = await startJobs(infra);
  const types = (await jobs.status()).map((s) => s.name);
  console.log(
    `Packflow worker running (${config.REDIS_URL ? 'BullMQ on Redis' : 'in-process jobs'}; job types: ${types.join(', ') || 'none yet'})`,
  );
  const stop = async (): Promise<void> => {
    await jobs.stop();
    await infra.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
