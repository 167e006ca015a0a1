'use strict';

/** Plain JavaScript project: no generated type definitions (types/generated) on `strapi develop`. */
module.exports = {
  autogenerate: false,
};
