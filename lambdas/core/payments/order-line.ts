/** One line of a cart or an order: a package, how many, and its server-side price (minor units). */
export const orderLine = {
  type: 'map',
  properties: {
    package_id: { type: 'string', required: true },
    title: { type: 'string', required: true },
    qty: { type: 'number', required: true },
    unitMinor: { type: 'number', required: true },
    totalMinor: { type: 'number', required: true },
  },
} as const;
