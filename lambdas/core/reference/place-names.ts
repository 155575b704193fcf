/**
 * The spec spells two of Zambia's places as nobody in Zambia writes them ("Cooperbelt",
 * "Livingston"). Stored data, search cards and the API keep the spec's spelling (it is the key
 * every profile, job and index uses); people read the names they write.
 */
const spellingPeopleUse: Readonly<Record<string, string>> = {
  Cooperbelt: 'Copperbelt',
  Livingston: 'Livingstone',
};

/** A region or town as people write it, from the reference's key. */
export const placeName = (name: string): string => spellingPeopleUse[name] ?? name;
