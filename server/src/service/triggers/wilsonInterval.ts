/**
 * The 95 % Wilson score interval of a rate seen `k` times in `n` runs, as [low, high] in 0…1:
 * unlike k/n ± …, it stays inside 0…1 and says something honest about 3 runs out of 3.
 */
export function wilsonInterval(k: number, n: number, z = 1.96): readonly [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
