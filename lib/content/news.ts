/** How many recent posts the footer, the news sidebar and the home page show. */
export const RECENT_POSTS_COUNT = 3;
