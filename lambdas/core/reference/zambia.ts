/**
 * Zambia's regions and towns (spec section 9, spellings kept as the spec gives them), with
 * coordinates so the local geocoder can answer "nearest town" without a network.
 */
export interface Town {
  name: string;
  lat: number;
  lng: number;
}
export interface Region {
  name: string;
  towns: readonly Town[];
}

export const zambiaRegions: readonly Region[] = [
  { name: 'Lusaka', towns: [{ name: 'Lusaka', lat: -15.3875, lng: 28.3228 }] },
  {
    name: 'Cooperbelt',
    towns: [
      { name: 'Kitwe', lat: -12.8024, lng: 28.2132 },
      { name: 'Ndola', lat: -12.9587, lng: 28.6366 },
    ],
  },
  {
    name: 'Southern',
    towns: [
      { name: 'Livingston', lat: -17.8419, lng: 25.8543 },
      { name: 'Choma', lat: -16.8065, lng: 26.9531 },
      { name: 'Chirundu', lat: -16.0333, lng: 28.85 },
    ],
  },
  { name: 'North-western', towns: [{ name: 'Solwezi', lat: -12.1688, lng: 26.3894 }] },
  { name: 'Central', towns: [{ name: 'Kabwe', lat: -14.4469, lng: 28.4464 }] },
  { name: 'Western', towns: [{ name: 'Mongu', lat: -15.2484, lng: 23.1274 }] },
  { name: 'Northern', towns: [{ name: 'Nakonde', lat: -9.3272, lng: 32.7554 }] },
  { name: 'Muchinga', towns: [{ name: 'Mpika', lat: -11.8343, lng: 31.4529 }] },
  { name: 'Luapula', towns: [{ name: 'Mansa', lat: -11.1998, lng: 28.8943 }] },
  { name: 'Eastern', towns: [{ name: 'Chipata', lat: -13.6333, lng: 32.65 }] },
];

export const DEFAULT_LOCATION = {
  currently_in: 'Zambia',
  code: 'ZM',
  phone_code: '+260',
  currency: 'ZMW',
} as const;
