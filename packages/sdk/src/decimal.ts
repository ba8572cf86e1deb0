/**
 * `multipleOf` on the decimal value a JSON number's text meant, not on a float quotient. Money is
 * `multipleOf: 0.01`, and in binary floating point 19.99 / 0.01 is not an integer, so a plain check
 * refuses valid amounts (19.99, 1.13, 0.29); a tolerance either still refuses large amounts (the
 * quotient's error grows with the amount) or lets a third decimal through. `value` has at most k
 * decimals exactly when rounding `value * 10^k` to an integer n and dividing back gives `value` again
 * (n / 10^k is the double nearest that decimal, i.e. what the JSON text parsed to); n must then be a
 * multiple of the step in those units. The smoke CLI checks answers with it; the server's request
 * validation compiles the same check inline (server/src/http/ajv.ts).
 */
export function isDecimalMultipleOf(value: number, step: number): boolean {
  const scale = 10 ** decimalsOf(step);
  const units = Math.round(value * scale);
  return units / scale === value && units % Math.round(step * scale) === 0;
}

/** Decimals of a schema's step as written: 0.01 -> 2, 5 -> 0, 1e-7 -> 7. */
export function decimalsOf(step: number): number {
  if (!(step > 0)) throw new Error(`multipleOf must be a positive number, got ${step}`);
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  const decimals = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
  if (decimals > 15) throw new Error(`multipleOf ${step} has more decimals than a double keeps`);
  return decimals;
}
