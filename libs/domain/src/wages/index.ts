export * as commission from './commission';
export * as commissionLedger from './ledger-fold';
export * as wageSettings from './wage-settings';
export * as wageSheet from './wage-sheet';
export * as wagePolicies from './policies';
