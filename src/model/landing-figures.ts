/** OQ-25: the "years" mission figure, whole years since the founding year (its anniversary counts from 1 January). */
export function yearsSince(founded: number, today: Date): number {
  return Math.max(0, today.getUTCFullYear() - founded)
}

/** ABOUT-03: a file's size in megabytes (2^20 bytes) with one decimal, as "4.6 MB" prints it. */
export function sizeInMegabytes(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10
}

/** A file's size as shown beside its link: whole kilobytes below a megabyte (at least 1), else megabytes with one decimal. */
export function fileSizeShown(bytes: number): { amount: number; digits: 0 | 1; unit: 'kb' | 'mb' } {
  if (bytes < 1_048_576) return { amount: Math.max(1, Math.round(bytes / 1024)), digits: 0, unit: 'kb' }
  return { amount: sizeInMegabytes(bytes), digits: 1, unit: 'mb' }
}
