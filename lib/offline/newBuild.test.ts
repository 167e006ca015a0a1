/** @jest-environment jsdom */
import { isChunkLoadError, reloadForNewBuild } from './newBuild';

function chunkError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123: undefined');
  error.name = 'ChunkLoadError';
  return error;
}

describe('reloadForNewBuild', () => {
  const reload = jest.fn();
  beforeEach(() => {
    reload.mockClear();
    sessionStorage.clear();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });

  it('recognises Turbopack chunk errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to load chunk')).toBe(false);
  });

  it('loads the page afresh once, never in a loop', () => {
    expect(reloadForNewBuild(chunkError(), reload)).toBe(true);
    expect(reloadForNewBuild(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors, and every error offline, to the error page', () => {
    expect(reloadForNewBuild(new Error('boom'), reload)).toBe(false);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForNewBuild(chunkError(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
