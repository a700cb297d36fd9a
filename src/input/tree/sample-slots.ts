/**
 * A subset's samples in order while some of them (the interruption samples) wait for the VAD:
 * a slot is reserved where such a sample belongs and filled once its probabilities are known,
 * and the list is taken only when every slot is filled.
 */
import type { Sample } from "./sample.js";

export class SampleSlots {
  private readonly items: (Sample | null)[] = [];

  push(sample: Sample): void {
    this.items.push(sample);
  }

  /** Reserve the next place for a sample filled later; returns its index. */
  reserve(): number {
    this.items.push(null);
    return this.items.length - 1;
  }

  fill(index: number, sample: Sample): void {
    if (this.items[index] !== null) throw new Error(`sample slot ${index} is not reserved or already filled`);
    this.items[index] = sample;
  }

  /** The samples in order; a slot never filled is a bug. */
  samples(): Sample[] {
    return this.items.map((s, i) => {
      if (s === null) throw new Error(`sample slot ${i} was never filled`);
      return s;
    });
  }
}
