/** How many recent posts the footer, the news sidebar and the home page show (spec section 9: 3 per fetch). */
export const RECENT_POSTS_COUNT = 3;
