/** Test helpers: each test of lib/cms talks to a CMS at a fake address, with no last good answer kept from another. */
import { resetLastGoodAnswersForTests } from '../fetch';
import { resetCmsLogForTests } from '../log';

/** Registers the setup around each test; `consoleError` is that test's spy on the logs (silenced). */
export function withTestCms(): { consoleError: jest.SpyInstance } {
  const savedUrl = process.env.CMS_URL;
  const state = {} as { consoleError: jest.SpyInstance };
  beforeEach(() => {
    process.env.CMS_URL = 'http://cms.test:1337/api';
    resetCmsLogForTests();
    resetLastGoodAnswersForTests();
    state.consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (savedUrl === undefined) delete process.env.CMS_URL;
    else process.env.CMS_URL = savedUrl;
  });
  return state;
}
