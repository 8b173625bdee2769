export * as shipping from './shipping';
export * as shippingChecks from './shipping-checks';
export * as shippingReadiness from './readiness';
export * as shippingSettings from './settings';
export * as shippingPolicies from './policies';
