// The search filters' regions and towns, loaded when a country is chosen (search-filters.tsx).
export { regionsOf, townsOf } from '@core/reference/regions';
