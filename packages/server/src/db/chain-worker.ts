/**
 * The chain hasher's worker thread (chain-hasher.ts): the texts of a batch hashed (`hashTexts`), or a binary
 * batch joined, printed and hashed (`hashAnswer`).
 *
 * The canonical texts printed here must be byte for byte the ones the database prints for sealing
 * (chain-sql.ts `canonicalText`): integers as int8out prints them, text and jsonb as stored, instants as
 * to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'). test/chain-hasher.test.ts compares them.
 * A value printed otherwise (an instant outside years 1-9999, an unknown type) is not guessed at: the
 * batch is read again as the database prints it.
 */
// Plain CommonJS, run with `eval`: no file to find next to the built or the tsx-run server.
export const CHAIN_WORKER = `
const { parentPort } = require('node:worker_threads');
const { hash } = require('node:crypto');

// SHA-256 as 32 latin1 characters: crypto.hash's fast path (asked for a Buffer it takes ~3x as long).
const sha = (bytes) => hash('sha256', bytes, 'latin1');
const pair = new Uint8Array(64);
function sameDigest(digest, bytes, at) {
  for (let k = 0; k < 32; k++) if (digest.charCodeAt(k) !== bytes[at + k]) return false;
  return true;
}
// Whether each stored hash is SHA-256(the stored hash before it || the row's digest), from after on.
function chainsOn(after, digests, stored, count) {
  pair.set(after, 0);
  for (let i = 0; i < count; i++) {
    const at = 32 * i;
    for (let k = 0; k < 32; k++) pair[32 + k] = digests[at + k];
    if (!sameDigest(sha(pair), stored, at)) return false;
    for (let k = 0; k < 32; k++) pair[k] = stored[at + k];
  }
  return true;
}
function putDigest(digest, digests, slot) {
  for (let k = 0; k < 32; k++) digests[32 * slot + k] = digest.charCodeAt(k);
}

function hashTexts({ from, hashes, encodings }) {
  const n = hashes.length;
  const stored = Buffer.from(new ArrayBuffer(32 * n));
  const digests = Buffer.alloc(32 * n);
  let allMatch = true;
  for (let i = 0; i < n; i++) {
    stored.write(hashes[i], 32 * i, 32, 'hex');
    const encoding = encodings[i];
    if (encoding === null) allMatch = false;
    else if (allMatch) putDigest(sha(encoding), digests, i);
  }
  return { stored, allMatch: allMatch && chainsOn(from, digests, stored, n) };
}

// The type oids each kind is printed from here; any other type and the whole batch goes back as texts.
const OIDS = { integer: [20, 21, 23], text: [25, 1043], jsonb: [3802, 114], instant: [1184] };
const TWO_32 = 4294967296;
const DAYS_1970_TO_2000 = 10957;
const DAY_US = 86400000000n;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

// The row's canonical text is written here, byte by byte, at w.
let scratch = new Uint8Array(1 << 16);
let w = 0;
const digits = new Uint8Array(24);
function putAscii(text) {
  for (let k = 0; k < text.length; k++) scratch[w++] = text.charCodeAt(k);
}
// A non-negative integer's decimal digits, into the end of digits; answers where they start.
function toDigits(n) {
  let at = digits.length;
  do {
    const q = Math.floor(n / 10);
    digits[--at] = 48 + n - 10 * q;
    n = q;
  } while (n > 0);
  return at;
}
// |<length>:<text> of an integer, as int8out/int4out print it.
function putInteger(b, at, length) {
  if (length === 8) {
    const hi = b.readInt32BE(at);
    if (hi < -0x200000 || hi >= 0x200000) {
      const text = b.readBigInt64BE(at).toString();
      putAscii('|' + text.length + ':' + text);
      return;
    }
    putNumber(hi * TWO_32 + b.readUInt32BE(at + 4));
  } else putNumber(length === 4 ? b.readInt32BE(at) : b.readInt16BE(at));
}
function putNumber(n) {
  const negative = n < 0;
  const from = toDigits(negative ? -n : n);
  const textLength = digits.length - from + (negative ? 1 : 0);
  scratch[w++] = 0x7c; // |
  if (textLength >= 10) scratch[w++] = 48 + Math.floor(textLength / 10);
  scratch[w++] = 48 + (textLength % 10);
  scratch[w++] = 0x3a; // :
  if (negative) scratch[w++] = 0x2d;
  for (let k = from; k < digits.length; k++) scratch[w++] = digits[k];
}
function putTwo(n) {
  scratch[w++] = 48 + Math.floor(n / 10);
  scratch[w++] = 48 + (n % 10);
}
// |27:YYYY-MM-DDTHH:MM:SS.ffffffZ, as to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') prints
// microseconds since 2000-01-01 UTC; false outside years 1-9999 (and for infinity), printed by the database.
function putInstant(b, at) {
  const hi = b.readInt32BE(at);
  let dayOf2000;
  let micros; // of the day
  if (hi >= -0x100000 && hi < 0x100000) {
    const us = hi * TWO_32 + b.readUInt32BE(at + 4);
    dayOf2000 = Math.floor(us / 86400e6);
    micros = us - dayOf2000 * 86400e6;
  } else {
    // Before ~1860 or after ~2140: exact as a BigInt. Infinity is the int64 extremes.
    const us = b.readBigInt64BE(at);
    if (us === INT64_MIN || us === INT64_MAX) return false;
    let day = us / DAY_US;
    if (us % DAY_US < 0n) day -= 1n;
    dayOf2000 = Number(day);
    micros = Number(us - day * DAY_US);
  }
  let second = Math.floor(micros / 1e6);
  micros -= second * 1e6;
  // The civil date of a day count (H. Hinnant's days_from_civil, inverted).
  const z = dayOf2000 + DAYS_1970_TO_2000 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1 || year > 9999) return false;
  putAscii('|27:');
  putTwo(Math.floor(year / 100));
  putTwo(year % 100);
  scratch[w++] = 0x2d;
  putTwo(month);
  scratch[w++] = 0x2d;
  putTwo(day);
  scratch[w++] = 0x54; // T
  const hour = Math.floor(second / 3600);
  second -= hour * 3600;
  const minute = Math.floor(second / 60);
  putTwo(hour);
  scratch[w++] = 0x3a;
  putTwo(minute);
  scratch[w++] = 0x3a;
  putTwo(second - minute * 60);
  scratch[w++] = 0x2e; // .
  putTwo(Math.floor(micros / 10000));
  putTwo(Math.floor(micros / 100) % 100);
  putTwo(micros % 100);
  scratch[w++] = 0x5a; // Z
  return true;
}
// |<length>:<bytes> of a text value, straight from the answer's UTF-8 bytes.
function putBytes(b, from, length) {
  putNumberHeader(length);
  if (length < 64) for (let k = 0; k < length; k++) scratch[w++] = b[from + k];
  else {
    scratch.set(b.subarray(from, from + length), w);
    w += length;
  }
}
function putNumberHeader(length) {
  scratch[w++] = 0x7c;
  const from = toDigits(length);
  for (let k = from; k < digits.length; k++) scratch[w++] = digits[k];
  scratch[w++] = 0x3a;
}

// Each message of an answer: its type, where its body starts, where it ends.
function eachMessage(b, visit) {
  for (let at = 0; at + 5 <= b.length; ) {
    const end = at + 1 + b.readInt32BE(at + 1);
    visit(b[at], at + 5, end);
    at = end;
  }
}
// The type oids of a RowDescription's columns.
function columnTypes(b, body) {
  const oids = [];
  const n = b.readInt16BE(body);
  let p = body + 2;
  for (let i = 0; i < n; i++) {
    p = b.indexOf(0, p) + 1;
    oids.push(b.readInt32BE(p + 6));
    p += 18;
  }
  return oids;
}
const int8At = (b, at) => {
  const hi = b.readInt32BE(at);
  return hi < -0x200000 || hi >= 0x200000 ? NaN : hi * TWO_32 + b.readUInt32BE(at + 4);
};

// links: (position, hash, row_id) of the links start..start + count; rows: the sealed table's columns
// (the id first) of the rows they name, and maybe others. Joined here by id.
function hashAnswer({ links, rows, start, count, prefix, kinds, least, greatest, ranged }) {
  const l = Buffer.from(links.buffer, links.byteOffset, links.byteLength);
  const r = Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength);
  let supported = true;
  let oids = [];
  // Where each row's fields start in r, by id: an array over the ids least..greatest when the rows were read
  // as that range of the key (a Map lookup took as long as printing the row), else a Map.
  const offsets = ranged ? new Int32Array(greatest - least + 1) : null;
  const rowAt = ranged ? null : new Map();
  eachMessage(r, (type, body) => {
    if (type === 0x54) {
      oids = columnTypes(r, body);
      if (oids.length !== kinds.length || oids.some((oid, i) => !OIDS[kinds[i]].includes(oid))) supported = false;
    } else if (type === 0x44 && supported) {
      const idLength = r.readInt32BE(body + 2);
      const id = idLength === 8 ? int8At(r, body + 6) : idLength === 4 ? r.readInt32BE(body + 6) : NaN;
      if (Number.isNaN(id)) supported = false;
      else if (!ranged) rowAt.set(id, body + 2);
      else if (id >= least && id <= greatest) offsets[id - least] = body + 2;
    }
  });
  const rowOf = (id) => {
    if (!ranged) return rowAt.get(id);
    const at = id >= least && id <= greatest ? offsets[id - least] : 0;
    return at === 0 ? undefined : at;
  };
  if (!supported) return { unsupported: true };
  const stored = Buffer.alloc(32 * count);
  const digests = Buffer.alloc(32 * count);
  const seen = new Uint8Array(count);
  const after = Buffer.alloc(32);
  let allMatch = true;
  let haveAfter = start === 0;
  let seenCount = 0;
  eachMessage(l, (type, body) => {
    if (type === 0x54) {
      const linkOids = columnTypes(l, body);
      if (linkOids.join() !== '20,17,20') supported = false;
    }
    if (type !== 0x44 || !supported) return;
    const position = int8At(l, body + 6);
    const hashLength = l.readInt32BE(body + 14);
    const hashAt = body + 18;
    const slot = position - start - 1;
    if (hashLength !== 32) {
      allMatch = false;
      return;
    }
    if (slot === -1) {
      l.copy(after, 0, hashAt, hashAt + 32);
      haveAfter = true;
      return;
    }
    if (!(slot >= 0 && slot < count) || seen[slot]) {
      allMatch = false;
      return;
    }
    seen[slot] = 1;
    seenCount++;
    for (let k = 0; k < 32; k++) stored[32 * slot + k] = l[hashAt + k];
    let p = rowOf(int8At(l, hashAt + 36));
    if (p === undefined) {
      allMatch = false; // no row behind the link
      return;
    }
    w = 0;
    putAscii(prefix);
    // False for a value not printed here (the batch is then read again as texts).
    let printed = true;
    for (let i = 0; i < kinds.length && printed; i++) {
      const length = r.readInt32BE(p);
      p += 4;
      if (scratch.length < w + 64 + Math.max(length, 0)) {
        const grown = new Uint8Array(2 * (w + 64 + length));
        grown.set(scratch.subarray(0, w));
        scratch = grown;
      }
      if (length === -1) {
        scratch[w++] = 0x7c; // |
        scratch[w++] = 0x2d; // -
        continue;
      }
      const kind = kinds[i];
      if (kind === 'integer') putInteger(r, p, length);
      else if (kind === 'instant') printed = length === 8 && putInstant(r, p);
      else if (kind === 'jsonb' && oids[i] === 3802) {
        // jsonb's binary form: a version byte (1), then the text jsonb prints.
        if (length < 1 || r[p] !== 1) printed = false;
        else putBytes(r, p + 1, length - 1);
      } else putBytes(r, p, length);
      p += length;
    }
    if (!printed) {
      allMatch = false;
      return;
    }
    putDigest(sha(scratch.subarray(0, w)), digests, slot);
  });
  if (!supported) return { unsupported: true };
  if (!haveAfter || seenCount !== count) allMatch = false;
  if (allMatch) allMatch = chainsOn(after, digests, stored, count);
  return { stored, after, allMatch };
}

parentPort.on('message', (m) => {
  let reply;
  try {
    reply = m.links ? hashAnswer(m) : hashTexts(m);
  } catch (error) {
    reply = { failed: String((error && error.stack) || error) };
  }
  const stored = reply.stored && reply.stored.buffer;
  const after = reply.after && reply.after.buffer;
  parentPort.postMessage({ id: m.id, ...reply, stored, after }, stored ? [stored] : []);
});
`;
