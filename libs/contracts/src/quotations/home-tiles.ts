import { type HomeTileAudience, defineHomeTile } from '../home/views';
import { QUOTATION_READ_MODELS } from './read-models';

const QUOTATIONS = [QUOTATION_READ_MODELS.quotations];
/** A supervisor's tiles open his review list. */
const REVIEWER: HomeTileAudience = {
  roles: ['OperatorManage'],
  path: '/OperatorManage/Index',
  permission: 'GET@quotation-review',
  readModels: QUOTATIONS,
};
/** A salesman's or trader's tiles open his quotations. */
const SELLER: HomeTileAudience = {
  roles: ['OperatorIndex', 'Traders'],
  path: '/Quotation',
  permission: 'GET@quotation',
  readModels: QUOTATIONS,
};

/** The quotations' tiles on /Home; apps/api/src/quotations/quotations.home.ts answers their values. */
export const QUOTATION_HOME_TILES = {
  reviewQueue: defineHomeTile({
    ...REVIEWER,
    id: 'quotations.review-queue',
    title: { cn: '待我审核的报价', en: 'Quotations waiting for my review' },
    tone: 'waiting',
    kind: 'count',
    order: 10,
  }),
  minePending: defineHomeTile({
    ...SELLER,
    id: 'quotations.mine-pending',
    title: { cn: '我的报价待审核', en: 'My quotations waiting for review' },
    tone: 'waiting',
    kind: 'count',
    order: 20,
  }),
  mineRejected: defineHomeTile({
    ...SELLER,
    id: 'quotations.mine-rejected',
    title: { cn: '我的报价被驳回', en: 'My quotations rejected' },
    tone: 'waiting',
    kind: 'count',
    order: 30,
  }),
  generatedToday: defineHomeTile({
    ...SELLER,
    id: 'quotations.generated-today',
    title: { cn: '今日生成报价', en: 'Quotations generated today' },
    tone: 'today',
    kind: 'count',
    order: 20,
  }),
  approvedToday: defineHomeTile({
    ...SELLER,
    id: 'quotations.approved-today',
    title: { cn: '今日审核通过', en: 'Approved today' },
    tone: 'today',
    kind: 'count',
    order: 30,
  }),
  submittedToday: defineHomeTile({
    ...REVIEWER,
    id: 'quotations.submitted-today',
    title: { cn: '今日提交审核', en: 'Sent for review today' },
    tone: 'today',
    kind: 'count',
    order: 20,
  }),
  reviewedApprovedToday: defineHomeTile({
    ...REVIEWER,
    id: 'quotations.team-approved-today',
    title: { cn: '今日审核通过', en: 'Approved today' },
    tone: 'today',
    kind: 'count',
    order: 30,
  }),
};
