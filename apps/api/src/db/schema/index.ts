export * from './audit.ts';
export * from './community.ts';
export * from './food.ts';
export * from './idempotency.ts';
export * from './map.ts';
export * from './notice.ts';
export * from './users.ts';
export * from './view-marks.ts';
