export * as inspection from './inspection';
export * as inspectionChecks from './inspection-checks';
export * as inspectionSampling from './sampling';
export * as inspectionSettings from './settings';
export * as inspectionPolicies from './policies';
