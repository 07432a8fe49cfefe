// The price input of spec §5 keeps only digits and a single decimal point.

/** '12.3.4a' -> '12.34': later points are dropped, the digits after them kept. */
export const filterPriceInput = (input: string): string => {
  let hasPoint = false;
  let result = '';
  for (const char of input) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '.' && !hasPoint) {
      hasPoint = true;
      result += char;
    }
  }
  return result;
};

/** A price typed by the owner as a number, or null when it is not a number of at least 0. */
export const parsePrice = (input: string): number | null => {
  const trimmed = input.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
};
