export * as bill from './bill';
export * as billPolicies from './policies';
export * as monthClose from './month-close';
