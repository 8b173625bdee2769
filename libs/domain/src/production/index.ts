export * as productionJob from './production-job';
export * as productionChecks from './production-checks';
export * as productionPolicies from './policies';
export * as productionLedger from './ledger';
export * as productionStages from './stages';
export * as machine from './machine';
export * as productionSequence from './sequence';
export * as fulfilment from './fulfilment.process';
