/** Every file of a user lives under this prefix (spec section 7: {user_id}/media/...). */
export const userFilesPrefix = (uid: string) => `${uid}/media/`;
