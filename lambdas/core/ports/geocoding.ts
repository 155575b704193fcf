/** What a reverse geocode tells us: the spec reads country, area level 2 and locality. */
export interface PlaceFound {
  /** ISO 3166-1 alpha-3. */
  country?: string;
  region?: string;
  subRegion?: string;
  municipality?: string;
}

export interface Geocoding {
  /** The place at a position, or undefined when the index knows none there. */
  reverse(latitude: number, longitude: number): Promise<PlaceFound | undefined>;
}
