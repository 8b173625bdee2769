import type { ProjectionArea } from './area';
import { billProjections } from './bills';
import { catalogProjections } from './catalog';
import { contractProjections } from './contracts';
import { customerProjections } from './customers';
import { fileProjections } from './files';
import { financeProjections } from './finance';
import { forumProjections } from './forum';
import { goldenBeanProjections } from './golden-beans';
import { identityProjections } from './identity';
import { inspectionProjections } from './inspection';
import { notificationProjections } from './notifications';
import { orderProjections } from './orders';
import { productionProjections } from './production';
import type { Projector } from './projector';
import { quotationProjections } from './quotations';
import { reportProjections } from './reports';
import { shippingProjections } from './shipping';
import { statisticsProjections } from './statistics';
import type { Reactor } from './reactor';
import { syssetProjections } from './sysset';
import { wagesProjections } from './wages';

export * from './area';
export * from './projector';
export * from './projection-runner';
export * from './reactor';
export * from './runner/bus';
export * from './runner/lease';
export * from './bills';
export * from './catalog';
export * from './contracts';
export * from './customers';
export * from './files';
export * from './finance';
export * from './forum';
export * from './golden-beans';
export * from './identity';
export * from './inspection';
export * from './notifications';
export * from './orders';
export * from './production';
export * from './quotations';
export * from './reports';
export * from './shipping';
export * from './statistics';
export * from './sysset';
export * from './wages';
export type { SettingsWithHistory } from './settings-with-history';

/** Every area's read side, in the order their projectors catch up at start. A new area is one import and one entry. */
export const PROJECTION_AREAS: readonly ProjectionArea[] = [
  syssetProjections,
  identityProjections,
  forumProjections,
  customerProjections,
  catalogProjections,
  goldenBeanProjections,
  quotationProjections,
  contractProjections,
  fileProjections,
  notificationProjections,
  financeProjections,
  orderProjections,
  productionProjections,
  inspectionProjections,
  shippingProjections,
  billProjections,
  wagesProjections,
  reportProjections,
  statisticsProjections,
];

/** Every read model of the product. */
export const allProjectors: readonly Projector[] = PROJECTION_AREAS.flatMap((a) => a.projectors);

/** Every reactor of the product: the steps of its processes that follow from events. */
export const allReactors: readonly Reactor[] = PROJECTION_AREAS.flatMap((a) => a.reactors);
