import type { PlannedArea, UnionToIntersection } from './area';
import { billsArea } from './bills';
import { catalogArea } from './catalog';
import { contractsArea } from './contracts';
import { customersArea } from './customers';
import { filesArea } from './files';
import { financeArea } from './finance';
import { forumArea } from './forum';
import { goldenBeansArea } from './golden-beans';
import { homeArea } from './home';
import { identityArea } from './identity';
import { inspectionArea } from './inspection';
import { notificationsArea } from './notifications';
import { processesArea } from './processes';
import { reportsArea } from './reports';
import { ordersArea } from './orders';
import { productionArea } from './production';
import { quotationsArea } from './quotations';
import { shippingArea } from './shipping';
import { statisticsArea } from './statistics';
import { syssetArea } from './sysset';
import { wagesArea } from './wages';

/**
 * Every business area, in the order the role screen lists their permissions. The central lists
 * (permissions, default grants, read models, server messages) are built from these manifests:
 * a new area is one import and one entry here.
 */
export const AREAS = [
  identityArea,
  forumArea,
  syssetArea,
  processesArea,
  customersArea,
  catalogArea,
  quotationsArea,
  contractsArea,
  goldenBeansArea,
  homeArea,
  filesArea,
  notificationsArea,
  ordersArea,
  financeArea,
  productionArea,
  inspectionArea,
  shippingArea,
  billsArea,
  reportsArea,
  wagesArea,
  statisticsArea,
] as const;

/** The areas still to be built, with their places in the menus; each joins AREAS once built. */
export const PLANNED_AREAS: readonly PlannedArea[] = [];

type Areas = (typeof AREAS)[number];
export type AreaPermissions = UnionToIntersection<Areas['permissions']>;
export type AreaMessages = UnionToIntersection<Areas['messages']['en']>;

/** Every read model of the product, by name. */
export const READ_MODELS: readonly string[] = AREAS.flatMap((a) => Object.values(a.readModels));
