import { describe, expect, it } from 'vitest';
import { pageWindow, shownRange } from './page-window.js';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of five', () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('clamps a page outside the range and shows nothing without pages', () => {
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('shownRange', () => {
  it('gives the first and last position on a full page', () => {
    expect(shownRange(1, 6, 12)).toEqual({ from: 1, to: 6 });
    expect(shownRange(2, 6, 12)).toEqual({ from: 7, to: 12 });
  });

  it('stops at the total on the last, partly filled page', () => {
    expect(shownRange(3, 6, 14)).toEqual({ from: 13, to: 14 });
  });

  it('is 0 to 0 when there is nothing', () => {
    expect(shownRange(1, 6, 0)).toEqual({ from: 0, to: 0 });
  });
});
