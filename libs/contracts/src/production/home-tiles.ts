import { defineHomeTile } from '../home/views';
import { PRODUCTION_READ_MODELS } from './read-models';

const JOBS = [PRODUCTION_READ_MODELS.productionJobs];
const STAGES = [PRODUCTION_READ_MODELS.productionStages];
const MACHINES = [PRODUCTION_READ_MODELS.machines];

/** The factory's tiles on /Home; apps/api/src/production/production.home.ts answers their values. */
export const PRODUCTION_HOME_TILES = {
  toReview: defineHomeTile({
    id: 'production.to-review',
    title: { cn: '待生产审核订单', en: 'Orders waiting for review' },
    tone: 'waiting',
    kind: 'count',
    roles: ['ProductManage'],
    path: '/OrderLog/Wait',
    permission: 'GET@production/review',
    readModels: JOBS,
    order: 50,
  }),
  toSchedule: defineHomeTile({
    id: 'production.to-schedule',
    title: { cn: '待排产订单', en: 'Orders waiting for scheduling' },
    tone: 'waiting',
    kind: 'count',
    roles: ['ProductManage'],
    path: '/OrderProductManage/Scheduled',
    permission: 'GET@production/jobs',
    readModels: JOBS,
    order: 51,
  }),
  readyToStart: defineHomeTile({
    id: 'production.ready-to-start',
    title: { cn: '可开工工序', en: 'Stages ready to start' },
    tone: 'waiting',
    kind: 'count',
    roles: ['Product'],
    path: '/Production/Board',
    permission: 'GET@production/board',
    readModels: STAGES,
    order: 50,
  }),
  running: defineHomeTile({
    id: 'production.stages-running',
    title: { cn: '生产中工序', en: 'Stages running' },
    tone: 'today',
    kind: 'count',
    roles: ['ProductManage', 'Product'],
    path: '/Production/Board',
    permission: 'GET@production/board',
    readModels: STAGES,
    order: 50,
  }),
  machinesInProblem: defineHomeTile({
    id: 'production.machines-in-problem',
    title: { cn: '故障机台', en: 'Machines in problem' },
    tone: 'waiting',
    kind: 'count',
    roles: ['ProductManage', 'Product'],
    path: '/Production/Board',
    permission: 'GET@machine',
    readModels: MACHINES,
    order: 52,
  }),
};
