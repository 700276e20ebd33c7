// Keys name an origin by a hash, so that Redis holds no host name: nothing of a URL is stored.

/** FNV-1a over the UTF-16 code units of `text`, from `seed`: 32 bits. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** 64 bits of hash of `origin`, in hex: the same in every process and every version. */
export function originHash(origin: string): string {
  const hex = (n: number) => n.toString(16).padStart(8, "0");
  return hex(fnv1a(origin, 0x811c9dc5)) + hex(fnv1a(origin, 0x050c5d1f));
}
