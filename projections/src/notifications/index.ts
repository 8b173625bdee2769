import type { ProjectionArea } from '../area';
import { notificationsProjector } from './notifications.projector';
import { notificationsReactor } from './notifications.reactor';

export { notificationsProjector, notificationsReactor };
export { NOTIFICATIONS_REACTOR } from './notifications.reactor';

/** The notifications area's read side: each person's notifications, and the reactor that sends them. */
export const notificationProjections: ProjectionArea = {
  name: 'notifications',
  projectors: [notificationsProjector],
  reactors: [notificationsReactor],
};
