export * from './job-types';
export { createJobQueue, type CreateJobQueueOptions } from './create-job-queue';
export { JobSetupError } from './job-registry';
export { InProcessJobQueue, type JobQueueCommonOptions } from './in-process-job-queue';
export { BullMqJobQueue, QUEUE_NAME, type BullMqJobQueueOptions } from './bullmq-job-queue';
export { parseCron, nextCronTime, type CronExpression } from './cron';
