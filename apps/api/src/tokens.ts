/** Injection token for the Infrastructure (event store, read-model db, projections, commands). */
export const INFRA = Symbol('Infrastructure');
