/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { FieldMeasures } from './FieldMeasures';

const SOURCE = '/mesures.js?v=0123456789abcdef';
const added = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('FieldMeasures', () => {
  let online: jest.SpyInstance<boolean>;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    // jsdom has no requestIdleCallback: the measures come 3 s after the load, as in Safari.
    online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the script once the page has loaded and is idle, not before', () => {
    render(<FieldMeasures source={SOURCE} />);
    expect(document.readyState).toBe('complete');
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(3000);
    expect(added()).toEqual([SOURCE]);
  });

  it('offline, waits until the connection is back', () => {
    online.mockReturnValue(false);
    render(<FieldMeasures source={SOURCE} />);
    jest.advanceTimersByTime(3000);
    expect(added()).toEqual([]);
    dispatchEvent(new Event('online'));
    expect(added()).toEqual([SOURCE]);
  });

  it('adds nothing when the browser asks not to be followed (Global Privacy Control), or without a built script', () => {
    render(<FieldMeasures source={undefined} />);
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    render(<FieldMeasures source={SOURCE} />);
    jest.advanceTimersByTime(10_000);
    expect(added()).toEqual([]);
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });
});
