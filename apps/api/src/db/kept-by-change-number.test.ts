import { describe, expect, it } from 'vitest';
import { keptByChangeNumber } from './kept-by-change-number.ts';

describe('keptByChangeNumber', () => {
  it('answers a value only at the change number it was kept at', () => {
    const kept = keptByChangeNumber<string>({ max: 10 });
    kept.keep('ana', 'stats', 4, 'four');
    expect(kept.get('ana', 'stats', 4)).toBe('four');
    expect(kept.get('ana', 'stats', 5)).toBeUndefined();
    expect(kept.get('ana', 'stats', 3)).toBeUndefined();
    expect(kept.get('ana', 'other', 4)).toBeUndefined();
  });

  it("never answers another owner's value", () => {
    const kept = keptByChangeNumber<string>({ max: 10 });
    kept.keep('ana', 'customer-1', 1, 'Ana’s');
    expect(kept.get('ben', 'customer-1', 1)).toBeUndefined();
  });

  it('drops what an owner kept at an older number once a newer one is kept', () => {
    const kept = keptByChangeNumber<string>({ max: 10 });
    kept.keep('ana', 'a', 1, 'a at 1');
    kept.keep('ana', 'b', 2, 'b at 2');
    expect(kept.get('ana', 'a', 1)).toBeUndefined();
    expect(kept.get('ana', 'b', 2)).toBe('b at 2');
  });

  it('reads once, then answers the kept value until the number moves', async () => {
    const kept = keptByChangeNumber<{ n: number }>({ max: 10 });
    let reads = 0;
    const read = async () => ({ n: ++reads });
    expect(await kept.read('ana', 'stats', 7, read)).toEqual({ n: 1 });
    expect(await kept.read('ana', 'stats', 7, read)).toEqual({ n: 1 });
    expect(await kept.read('ana', 'stats', 8, read)).toEqual({ n: 2 });
    expect(reads).toBe(2);
  });

  it('keeps nothing for a read that found nothing', async () => {
    const kept = keptByChangeNumber<string>({ max: 10 });
    let reads = 0;
    const missing = async () => {
      reads += 1;
      return undefined;
    };
    expect(await kept.read('ana', 'customer-9', 1, missing)).toBeUndefined();
    expect(await kept.read('ana', 'customer-9', 1, missing)).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('hands out copies when told to, so a changed answer never changes the kept value', async () => {
    const kept = keptByChangeNumber<{ name: string }>({ max: 10, copy: (v) => ({ ...v }) });
    const first = await kept.read('ana', 'c', 1, async () => ({ name: 'Maria' }));
    first!.name = 'changed by a caller';
    const again = kept.get('ana', 'c', 1)!;
    expect(again).toEqual({ name: 'Maria' });
    again.name = 'changed again';
    expect(kept.get('ana', 'c', 1)).toEqual({ name: 'Maria' });
  });

  it('drops everything when it holds its maximum, then keeps again', () => {
    const kept = keptByChangeNumber<number>({ max: 3 });
    kept.keep('ana', 'a', 1, 1);
    kept.keep('ben', 'b', 1, 2);
    kept.keep('cy', 'c', 1, 3);
    kept.keep('dee', 'd', 1, 4);
    expect(kept.get('ana', 'a', 1)).toBeUndefined();
    expect(kept.get('cy', 'c', 1)).toBeUndefined();
    expect(kept.get('dee', 'd', 1)).toBe(4);
  });

  it('counts an owner’s values once when a newer number replaces them', () => {
    const kept = keptByChangeNumber<number>({ max: 3 });
    kept.keep('ana', 'a', 1, 1);
    kept.keep('ana', 'b', 1, 2);
    // Ana's two values go with the new number: one value held, room for two more.
    kept.keep('ana', 'a', 2, 3);
    kept.keep('ben', 'b', 1, 4);
    kept.keep('cy', 'c', 1, 5);
    expect(kept.get('ana', 'a', 2)).toBe(3);
    expect(kept.get('ben', 'b', 1)).toBe(4);
    expect(kept.get('cy', 'c', 1)).toBe(5);
  });
});
