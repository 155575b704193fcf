const MB = 1024 * 1024;
const images = ['image/jpeg', 'image/png', 'image/webp'] as const;
const pdf = ['application/pdf'] as const;

/**
 * The documents of spec section 5: a photo (image) and four PDFs, each stored in its User field.
 * The CV is the one required for the uploads section; police and medical clearances are
 * sensitive and need explicit consent.
 */
export const documentKinds = {
  photo: {
    field: 'photoUrl',
    maxBytes: 5 * MB,
    types: images,
    label: 'an image (JPEG, PNG or WebP)',
  },
  cv: { field: 'docUrl', maxBytes: 10 * MB, types: pdf, label: 'a PDF' },
  police: { field: 'policeUrl', maxBytes: 10 * MB, types: pdf, label: 'a PDF', sensitive: true },
  medical: { field: 'medUrl', maxBytes: 10 * MB, types: pdf, label: 'a PDF', sensitive: true },
  certificate: { field: 'certificateUrl', maxBytes: 10 * MB, types: pdf, label: 'a PDF' },
} as const;

export type DocumentKind = keyof typeof documentKinds;
export const documentKindNames = Object.keys(documentKinds) as [DocumentKind, ...DocumentKind[]];

/** Documents other than the photo are private: only the owner and admins get a link. */
export const isPublicDocument = (kind: DocumentKind) => kind === 'photo';
