import fc from 'fast-check';

/**
 * Values a hostile client sends, by where they go. JSON bodies can carry what JSON.stringify cannot
 * write (`1e999` parses to Infinity): those are `RawJson` markers, spliced into the text as written.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A query or path value sent exactly as written (already percent-encoded, or deliberately broken). */
export class RawText {
  constructor(readonly text: string) {}
}

const NESTING = 600;

function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Texts that break databases, parsers and renderers (each one a past or plausible 500). */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  'x'.repeat(300),
  'x'.repeat(70_000),
  '0001-01-01',
  '9999-12-31',
  '2024-02-30',
  '+275760-09-13',
  '1e308',
  'Infinity',
  '-Infinity',
  'NaN',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '0x10',
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '%',
  '../../etc/passwd',
  '\u202e\u0301',
  '25:61',
];

/** Numbers at and past every boundary a column or a double has. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -0,
  -1,
  1.5,
  0.001,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740991,
  new RawJson('9007199254740993'),
  new RawJson('99999999999999999999'),
  1e15,
  1e20,
  1e308,
  -1e308,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('1e-999'),
];

const hostileJsonValues: readonly unknown[] = [
  ...HOSTILE_TEXTS,
  ...HOSTILE_NUMBERS,
  null,
  true,
  false,
  [],
  {},
  ['\u0000'],
  { '\u0000': 1 },
  new RawJson('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  deepArray(NESTING),
  deepObject(NESTING),
];

/** A hostile JSON value: wrong types, boundaries, non-finite and huge numbers, NUL, surrogates, nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileJsonValues) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
);

/** A hostile query or path value: the hostile texts plus broken percent-encodings and huge numbers. */
export const hostileParam: fc.Arbitrary<string | RawText> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXTS.filter((t) => t.length < 10_000)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      new RawText('%zz'),
      new RawText('%'),
      new RawText('%E0%A4%A'),
      new RawText('%ED%A0%80'),
      new RawText('%C0%80'),
      new RawText('%00'),
      new RawText('a%00b'),
      new RawText('x'.repeat(5000)),
      new RawText('1'.repeat(400)),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** JSON text of a value, with RawJson markers written as their text. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, inner) => {
    if (inner instanceof RawJson) {
      raws.push(inner.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return inner;
  });
  return (text ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/** Percent-encodes a value for a URL; lone surrogates go as the bytes a careless client would send. */
export function urlText(value: unknown): string {
  if (value instanceof RawText) return value.text;
  if (value instanceof RawJson) return value.text;
  const text = typeof value === 'string' ? value : jsonText(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.codePointAt(0) ?? 0;
        if (code >= 0xd800 && code <= 0xdfff)
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(ch);
      })
      .join('');
  }
}
