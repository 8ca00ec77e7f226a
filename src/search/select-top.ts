/**
 * The `k` largest values of `values`, moved to its end and returned as that subarray (in no order):
 * quickselect in place, linear on average. Ranking needs only the head of a long list sorted, and
 * sorting a query's every match cost more than scoring them.
 */
export function selectTop(values: Float64Array, k: number): Float64Array {
  const n = values.length;
  if (k >= n) return values;
  if (k <= 0) return values.subarray(n);
  // The element that ends at index n - k, with everything after it larger or equal.
  const target = n - k;
  let lo = 0;
  let hi = n - 1;
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    // Median of three as the pivot, which keeps already ordered input linear.
    if (values[mid] < values[lo]) swap(values, mid, lo);
    if (values[hi] < values[lo]) swap(values, hi, lo);
    if (values[hi] < values[mid]) swap(values, hi, mid);
    const pivot = values[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        swap(values, i, j);
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values.subarray(target);
}

function swap(values: Float64Array, a: number, b: number): void {
  const t = values[a];
  values[a] = values[b];
  values[b] = t;
}
