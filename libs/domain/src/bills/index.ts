export * as bill from './bill';
export * as billPolicies from './policies';
export * as monthClose from './month-close';
export * as billLines from './lines';
export * as ageing from './ageing';
export * as billNotifications from './notifications';
