/**
 * The one CSV cell writer (src/csv.ts) on RFC 4180's boundaries: a cell is quoted only when it
 * holds a comma, a double quote, CR or LF, with inner quotes doubled; an empty string and a
 * missing value are an empty cell; numbers, infinities and booleans have one spelling each.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { CSV_MISSING, csvCell, csvText } from "../../src/csv.js";

test("csvCell quotes exactly the cells RFC 4180 needs quoted", () => {
  assert.equal(csvCell("plain"), "plain");
  assert.equal(csvCell("a b;c\t'd'"), "a b;c\t'd'", "spaces, semicolons, tabs and single quotes stay bare");
  assert.equal(csvCell("a,b"), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('"'), '""""');
  assert.equal(csvCell("two\nlines"), '"two\nlines"');
  assert.equal(csvCell("cr\ronly"), '"cr\ronly"');
  assert.equal(csvCell("crlf\r\n"), '"crlf\r\n"');
});

test("csvCell: empty and missing are an empty cell; numbers, infinities and booleans", () => {
  assert.equal(CSV_MISSING, "");
  assert.equal(csvCell(""), "");
  assert.equal(csvCell(null), "");
  assert.equal(csvCell(undefined), "");
  assert.equal(csvCell(1 / 3), "0.3333333333333333", "full precision, as JSON writes it");
  assert.equal(csvCell(0), "0");
  assert.equal(csvCell(-0.5), "-0.5");
  assert.equal(csvCell(1e-7), "1e-7");
  assert.equal(csvCell(Infinity), "inf");
  assert.equal(csvCell(-Infinity), "-inf");
  assert.equal(csvCell(true), "true");
  assert.equal(csvCell(false), "false");
});

test("csvText: the header, one line per row, LF endings and a final newline", () => {
  assert.equal(
    csvText(
      ["id", "note"],
      [
        ["a/1", "x,y"],
        ["a/2", null],
      ],
    ),
    'id,note\na/1,"x,y"\na/2,\n',
  );
  assert.equal(csvText(["only"], []), "only\n");
});
