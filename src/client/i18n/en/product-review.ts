/** The review form of a product page, a chunk loaded for a signed-in shopper (features/catalog/ReviewIfBought.tsx). */

export const reviewSubmitted = 'Review Submitted!';
export const chooseRating = 'Please choose a rating';
export const writeComment = 'Please write a comment';
export const rating = 'Rating';
export const select = 'Select...';
/** The ratings a review can give, by their number (the shared RATING_LABELS in src/shared/constants.ts). */
export const ratingLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '1 - Poor',
  2: '2 - Fair',
  3: '3 - Good',
  4: '4 - Very Good',
  5: '5 - Excellent',
};
export const comment = 'Comment';
export const submit = 'Submit';
export const buyersOnly = 'Only customers who bought this product can review it. Once your order is paid or delivered, you can write one here.';
export const reviewHidden = 'You have reviewed this product. The shop has hidden your review, so it is not shown here.';
export const reviewWithdrawn =
  'You have reviewed this product, but your review no longer counts because its purchase was cancelled or refunded. It counts again once you have bought the product again.';
export const thanksMarked = 'Thank you for your review! It is marked “Your review” in the list.';
export const thanks = 'Thank you for your review!';
