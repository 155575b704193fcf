/**
 * Whether a hire's wage for a month is already paid, so its pay-day reminder is not sent. The
 * wage records are the wages module's (lambdas/core/wages): until it is merged, none is.
 */
export async function wagePaidFor(_postId: string, _caregiverId: string, _period: string) {
  return Promise.resolve(false);
}
