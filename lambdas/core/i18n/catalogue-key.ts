/** 'Nanny (Special needs)' -> 'nannySpecialNeeds': a reference value as a catalogue key. */
export const camelKey = (value: string): string =>
  value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
