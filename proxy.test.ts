import { ITEM_SEGMENTS } from '@/lib/paths';

jest.mock('@/lib/cms', () => ({ itemExists: jest.fn() }));

import { config } from './proxy';

describe('proxy matcher', () => {
  it('covers exactly the item pages of lib/paths', () => {
    expect([...config.matcher].sort()).toEqual(Object.values(ITEM_SEGMENTS).map((segment) => `/${segment}/:slug`).sort());
  });
});
