// Every table of the reference server, in one module for drizzle (queries and drizzle-kit read it).
// The tables live in ./schema/<area>.ts; later features add files there and a new migration.
export * from './schema/org';
export * from './schema/auth';
export * from './schema/logs';
export * from './schema/products';
export * from './schema/customers';
export * from './schema/customer-sections';
export * from './schema/customer-lists';
export * from './schema/activity';
export * from './schema/content';
export * from './schema/dashboard';
export * from './schema/messaging';
export * from './schema/profile';
export * from './schema/alerts';
export * from './schema/user-settings';
export * from './schema/edu-qr';
export * from './schema/addresses';
export * from './schema/registration';
export * from './schema/schedule';
export * from './schema/org-activity';
export * from './schema/plans-surveys';
export * from './schema/plan-map';
export * from './schema/plan-map-plans';
export * from './schema/idempotency';
