'use strict';

/** REST API: Strapi's default page size (25) and maximum (100). */
module.exports = {
  rest: {
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
  },
};
