import { describe, expect, it } from 'vitest';
import { pageCount, pageList, pageSlice, showingRange } from './pagination.ts';

describe('pageList', () => {
  it('shows nothing without pages', () => {
    expect(pageList(1, 0)).toEqual([]);
  });

  it('shows the one page', () => {
    expect(pageList(1, 1)).toEqual([1]);
  });

  it('shows every page up to 7', () => {
    expect(pageList(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageList(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageList(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses from 8 pages: first, last, neighbours and ellipses', () => {
    expect(pageList(1, 8)).toEqual([1, 2, 'ellipsis', 8]);
    expect(pageList(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageList(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(pageList(8, 8)).toEqual([1, 'ellipsis', 7, 8]);
  });

  it('collapses 20 pages', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 'ellipsis', 20]);
    expect(pageList(2, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(pageList(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(pageList(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageList(18, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
    expect(pageList(19, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
    expect(pageList(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });

  it('clamps a current page out of range', () => {
    expect(pageList(99, 20)).toEqual(pageList(20, 20));
    expect(pageList(0, 20)).toEqual(pageList(1, 20));
  });

  it('always holds the current, first and last page, in order, without repeats', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const list = pageList(current, total);
        const numbers = list.filter((item): item is number => item !== 'ellipsis');
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(list.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 25 }, (_, index) => index + 1);
  it('takes the items of a 1-based page', () => {
    expect(pageSlice(items, 1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageSlice(items, 3, 12)).toEqual([25]);
    expect(pageSlice(items, 4, 12)).toEqual([]);
    expect(pageSlice(items, 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(84, 12)).toBe(7);
    expect(pageCount(85, 12)).toBe(8);
  });
});

describe('showingRange', () => {
  it("gives the numbers of 'Showing X to Y of Z results'", () => {
    expect(showingRange(1, 12, 25)).toEqual({ from: 1, to: 12, total: 25 });
    expect(showingRange(2, 12, 25)).toEqual({ from: 13, to: 24, total: 25 });
    expect(showingRange(3, 12, 25)).toEqual({ from: 25, to: 25, total: 25 });
    expect(showingRange(1, 10, 7)).toEqual({ from: 1, to: 7, total: 7 });
  });

  it('reads 0 to 0 of 0 without results', () => {
    expect(showingRange(1, 12, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(showingRange(9, 10, 15)).toEqual({ from: 11, to: 15, total: 15 });
  });
});
