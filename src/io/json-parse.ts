/**
 * A JSON parser that also accepts Python's `NaN`, `Infinity` and `-Infinity` literals, and refuses
 * two things that are not JSON's business to accept, each with its own error so the reader can
 * name it:
 *   - a text nested deeper than `MAX_JSON_DEPTH` lists and objects (`JsonDepthError`). No
 *     Full-Duplex-Bench file nests more than five levels (a manifest row's `output.resample`, a
 *     Whisper transcript's words); 64 leaves room for any real file, while every reader after the
 *     parse (the fallback parser below, the schemas, the canonical form, the wording of a shape
 *     problem) recurses once per level and a file thousands of levels deep would overflow the stack;
 *   - a byte-order mark at the start (`JsonBomError`): JSON forbids one and Python's `json.load`,
 *     which the official evaluation uses, refuses one too, so the file is refused here rather than
 *     scored here and failing there.
 *
 * The reference tree is written by Python's `json.dump`, which emits these tokens for non-finite
 * floats. `JSON.parse` rejects them, which would turn a bad time ("a word start that is NaN") into
 * an unhelpful "malformed JSON" error; parsing them lets the range checks name the real problem.
 */

export class JsonSyntaxError extends Error {}

/** A text nested deeper than `MAX_JSON_DEPTH`; the message says where the limit is passed. */
export class JsonDepthError extends JsonSyntaxError {}

/** A text that starts with a byte-order mark. */
export class JsonBomError extends JsonSyntaxError {}

/** The deepest nesting of lists and objects a JSON input may have (see the top of this file). */
export const MAX_JSON_DEPTH = 64;

/** "line L column C" of offset `i` in `text`. */
function position(text: string, i: number): string {
  const before = text.slice(0, i);
  return `line ${before.split("\n").length} column ${i - before.lastIndexOf("\n")}`;
}

/**
 * Refuse a text nested deeper than `MAX_JSON_DEPTH`, in one pass without recursion (brackets inside
 * strings do not count), before any recursive reader sees it.
 */
function checkDepth(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // a string: skip to its closing quote, over escapes
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH)
        throw new JsonDepthError(
          `nests lists and objects more than ${MAX_JSON_DEPTH} levels deep (at ${position(text, i)})`,
        );
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

export function parseJson(text: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) throw new JsonBomError("starts with a byte-order mark");
  checkDepth(text);
  // Standard JSON (nearly every file) goes through the native parser; only text it rejects, such
  // as Python's non-finite literals, takes the slower path below.
  try {
    return JSON.parse(text);
  } catch {
    return parsePythonJson(text);
  }
}

function parsePythonJson(text: string): unknown {
  let i = 0;
  const n = text.length;

  const fail = (what: string): never => {
    throw new JsonSyntaxError(`${what} at ${position(text, i)}`);
  };
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
  };
  const literal = (word: string, value: unknown) => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    return fail("unexpected token");
  };
  const str = (): string => {
    const start = i;
    i++; // opening quote
    let simple = true;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) break;
      if (c === 0x5c) {
        simple = false;
        i += 2;
        continue;
      }
      if (c < 0x20) fail("control character in string");
      i++;
    }
    if (i >= n) fail("unterminated string");
    i++;
    const raw = text.slice(start, i);
    if (simple) return raw.slice(1, -1);
    try {
      return JSON.parse(raw) as string;
    } catch {
      return fail("bad escape in string");
    }
  };
  const num = (): number => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (!m) return fail("bad number");
    i += m[0].length;
    return Number(m[0]);
  };
  /** The items of an object or list from its opening bracket to `close`, each read by `item`. */
  const items = (close: "}" | "]", item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === close) {
        i++;
        return;
      }
      fail(`expected ',' or '${close}'`);
    }
  };
  const value = (): unknown => {
    ws();
    if (i >= n) return fail("unexpected end of input");
    const c = text[i];
    if (c === "{") {
      const out: Record<string, unknown> = {};
      items("}", () => {
        ws();
        if (text[i] !== '"') fail("expected a string key");
        const k = str();
        ws();
        if (text[i] !== ":") fail("expected ':'");
        i++;
        const v = value();
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      });
      return out;
    }
    if (c === "[") {
      const out: unknown[] = [];
      items("]", () => out.push(value()));
      return out;
    }
    if (c === '"') return str();
    if (c === "t") return literal("true", true);
    if (c === "f") return literal("false", false);
    if (c === "n") return literal("null", null);
    if (c === "N") return literal("NaN", NaN);
    if (c === "I") return literal("Infinity", Infinity);
    if (c === "-" && text.startsWith("-Infinity", i)) return literal("-Infinity", -Infinity);
    return num();
  };

  const v = value();
  ws();
  if (i < n) fail("unexpected data after the JSON value");
  return v;
}
