/** The spec's reference data, once (DESIGN.md). API and SPA import from here. */
export * from './brand.js';
export * from './categories.js';
export * from './category-content.js';
export * from './countries.js';
export * from './country-data.js';
export * from './country-name-data.js';
export * from './country-names.js';
export * from './options.js';
export * from './positions.js';
export * from './prices.js';
export * from './place-names.js';
export * from './regions.js';
export * from './time-zone.js';
export * from './zambia.js';
