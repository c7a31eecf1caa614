// The question ids a resumed run has already scored. Not a plain Set: V8 caps a Set at 2^24 (16,777,216) entries
// ("RangeError: Set maximum size exceeded", measured on Node 20), below Stack Overflow's ~24 million questions, and a
// Set costs about 21 MB per million ids. Ids are dense positive integers (Stack Overflow's are below 80 million
// in 2025), so a bitmap holds them in max-id/8 bytes (10 MB for all of Stack Overflow); an id beyond the bitmap's
// limit (another site's numbering, a hostile file) goes to Sets split by id, each under V8's cap.

/** 2^28 bits = 32 MB at most for the bitmap. */
const BITMAP_LIMIT = 2 ** 28;
const SHARDS = 64;

export class IdSet {
  private bits = new Uint8Array(1024);
  private readonly beyond: Set<number>[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    if (id >= 0 && id < BITMAP_LIMIT && Number.isInteger(id))
      return id >> 3 < this.bits.length && (this.bits[id >> 3] & (1 << (id & 7))) !== 0;
    return this.beyond[shardOf(id)]?.has(id) ?? false;
  }

  add(id: number): this {
    if (this.has(id)) return this;
    this.count += 1;
    if (id >= 0 && id < BITMAP_LIMIT && Number.isInteger(id)) {
      if (id >> 3 >= this.bits.length) this.grow(id);
      this.bits[id >> 3] |= 1 << (id & 7);
    } else {
      const shard = shardOf(id);
      this.beyond[shard] ??= new Set();
      this.beyond[shard].add(id);
    }
    return this;
  }

  private grow(id: number): void {
    let length = this.bits.length;
    while (id >> 3 >= length) length *= 2;
    const bits = new Uint8Array(Math.min(length, BITMAP_LIMIT / 8));
    bits.set(this.bits);
    this.bits = bits;
  }
}

function shardOf(id: number): number {
  return Math.abs(Math.floor(id)) % SHARDS;
}
