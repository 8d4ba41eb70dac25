/** The ids of the product page's blocks that its buttons scroll to: the review counter to the reviews, checkout to the buy form. */
export const PRODUCT_BLOCK_IDS = {
  reviews: 'product-reviews',
  buy: 'product-buy',
} as const
