//! Real matrix products by faer's sequential kernel, large ones cut in blocks shared by the cores.
//!
//! A block is a range of the result's columns (or rows), computed as the
//! product of the matching part of one operand with the whole other one by
//! the kernel the whole product uses. That kernel sums each element over
//! the depth in steps of 512, each step in order into one accumulator,
//! whatever the tile the element falls in, so the result does not depend on
//! the number of threads (the tests check it bit for bit). No block goes to
//! another of faer's kernels, which may sum in another order: none is a
//! single column (row), faer's matrix-vector product, nor under 16^3
//! multiply-adds, its small-product kernel.

use std::sync::OnceLock;

use faer::{Accum, MatMut, MatRef, Par};

/// Work a block must have to get a thread of its own, in multiply-adds:
/// two threads beat one from cubes of about 190 (7M multiply-adds) on the
/// 2-core machine, 0.9x the time at 200^3, 0.65x at 294^3 (bench/README.md).
const BLOCK_MIN_WORK: usize = 1 << 22;

/// The depth from which a product's time is its arithmetic; a shallower
/// one's work is discounted in proportion, since writing the result weighs
/// more: two threads lost at 1000x32 * 32x500 (16M multiply-adds) and won
/// at 1500x64 * 64x1500 (144M).
const FULL_DEPTH: usize = 128;

/// `a (m x k) * b (k x n)`, column-major.
pub fn matmul(a: &[f64], m: usize, k: usize, b: &[f64], n: usize) -> Vec<f64> {
    matmul_on(crate::threads::count(), a, m, k, b, n)
}

/// The product shared by up to `threads` threads: one block on this thread,
/// the others on the helper threads (on this one too when there are none).
fn matmul_on(threads: usize, a: &[f64], m: usize, k: usize, b: &[f64], n: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    let lhs = MatRef::from_column_major_slice(a, m, k);
    let rhs = MatRef::from_column_major_slice(b, k, n);
    let dst = MatMut::from_column_major_slice_mut(&mut c, m, n);
    let mut blocks = split(dst, lhs, rhs, block_count(threads, m, k, n));
    let last = blocks.pop().expect("a product has at least one block");
    match if blocks.is_empty() { None } else { helpers() } {
        Some(pool) => pool.in_place_scope(|s| {
            for block in blocks {
                s.spawn(move |_| product(block));
            }
            product(last);
        }),
        None => blocks.into_iter().chain([last]).for_each(product),
    }
    c
}

/// How many blocks `threads` threads cut an `m x k` by `k x n` product
/// into: each of at least `BLOCK_MIN_WORK` and two columns (rows).
fn block_count(threads: usize, m: usize, k: usize, n: usize) -> usize {
    let work = m.saturating_mul(n).saturating_mul(k) / FULL_DEPTH * k.min(FULL_DEPTH);
    threads.min(work / BLOCK_MIN_WORK).min(m.max(n) / 2).max(1)
}

/// A product to compute: the destination and the two operands.
type Block<'a> = (MatMut<'a, f64>, MatRef<'a, f64>, MatRef<'a, f64>);

/// One block, by faer's sequential kernel.
fn product((dst, lhs, rhs): Block) {
    faer::linalg::matmul::matmul(dst, Accum::Replace, lhs, rhs, 1.0, Par::Seq);
}

/// `dst = lhs * rhs` cut into `count` equal blocks (to one column or row)
/// along the result's longer side.
fn split<'a>(
    dst: MatMut<'a, f64>,
    lhs: MatRef<'a, f64>,
    rhs: MatRef<'a, f64>,
    count: usize,
) -> Vec<Block<'a>> {
    let by_cols = dst.ncols() >= dst.nrows();
    let len = dst.ncols().max(dst.nrows());
    let mut blocks = Vec::with_capacity(count);
    let (mut dst, mut lhs, mut rhs) = (dst, lhs, rhs);
    for i in 1..count {
        // The sizes of len split in count parts, larger ones first.
        let w = (len + count - i) / count;
        if by_cols {
            let (d0, d1) = dst.split_at_col_mut(w);
            let (r0, r1) = rhs.split_at_col(w);
            blocks.push((d0, lhs, r0));
            (dst, rhs) = (d1, r1);
        } else {
            let (d0, d1) = dst.split_at_row_mut(w);
            let (l0, l1) = lhs.split_at_row(w);
            blocks.push((d0, l0, rhs));
            (dst, lhs) = (d1, l1);
        }
    }
    blocks.push((dst, lhs, rhs));
    blocks
}

/// The threads besides the caller's that share large products, one fewer
/// than the cores, started at the first product split in blocks; none when
/// they cannot be started (every block is then computed by the caller).
pub(crate) fn helpers() -> Option<&'static rayon::ThreadPool> {
    static POOL: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(crate::threads::cores().saturating_sub(1).max(1))
            .thread_name(|i| format!("matc-gemm-{i}"))
            .build()
            .ok()
    })
    .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64: a fixed sequence, so a failure names a reproducible shape.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
        /// Uniform in [-1, 1), with `special` two NaN, ±Inf or ±0 (few
        /// enough that most sums stay finite and show their order).
        fn matrix(&mut self, len: usize, special: bool) -> Vec<f64> {
            const ODD: [f64; 5] = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0, 0.0];
            let mut x: Vec<f64> = (0..len)
                .map(|_| (self.next() >> 11) as f64 / (1u64 << 52) as f64 - 1.0)
                .collect();
            for _ in 0..if special && len > 0 { 2 } else { 0 } {
                let at = self.below(len);
                x[at] = ODD[self.below(ODD.len())];
            }
            x
        }
    }

    #[test]
    fn blocks_give_the_whole_products_bits() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        // At faer's thresholds: the depth it sums in steps of 512, the 48 rows
        // where its kernel changes (blocks of 45, 48 and 49 rows of products
        // of 90, 96 and 98), blocks of two columns or rows, products too small
        // for its kernel; at ours (just under and at two blocks' work, deep
        // and shallow); one row or column; empty.
        let mut shapes = vec![
            (203, 203, 203),
            (204, 204, 204),
            (255, 128, 256),
            (256, 128, 256),
            (511, 64, 512),
            (512, 64, 512),
            (294, 294, 294),
            (300, 1023, 41),
            (300, 1024, 41),
            (41, 1025, 300),
            (90, 2000, 60),
            (96, 1025, 90),
            (98, 1200, 96),
            (48, 600, 700),
            (49, 600, 700),
            (700, 600, 48),
            (13, 120_000, 5),
            (5, 120_000, 13),
            (4, 300_000, 3),
            (3, 400_000, 2),
            (5, 600, 3),
            (16, 17, 16),
            (1, 3000, 3000),
            (3000, 3000, 1),
            (3000, 1, 3000),
            (0, 3000, 3000),
            (3000, 0, 3000),
            (3000, 3000, 0),
        ];
        for _ in 0..60 {
            let (m, n) = (2 + rng.below(700), 2 + rng.below(700));
            let k = (2 + rng.below(700))
                .max(FULL_DEPTH)
                .max(2 * BLOCK_MIN_WORK / (m * n) + 1);
            shapes.push((m, k, n));
        }
        let mut split = 0;
        for (case, &(m, k, n)) in shapes.iter().enumerate() {
            let special = case % 3 == 0;
            let (a, b) = (rng.matrix(m * k, special), rng.matrix(k * n, special));
            let whole = matmul_on(1, &a, m, k, &b, n);
            let same_bits = |got: Vec<f64>| {
                got.iter()
                    .zip(&whole)
                    .all(|(g, w)| g.to_bits() == w.to_bits())
            };
            for threads in [2, 3, 7] {
                split += usize::from(block_count(threads, m, k, n) > 1);
                assert!(
                    same_bits(matmul_on(threads, &a, m, k, &b, n)),
                    "{m}x{k} * {k}x{n} on {threads} threads differs from the whole product"
                );
            }
            assert!(
                same_bits(matmul(&a, m, k, &b, n)),
                "{m}x{k} * {k}x{n} on this machine's cores differs from the whole product"
            );
        }
        assert!(split > 2 * shapes.len(), "only {split} products were split");
    }

    #[test]
    fn blocks_are_two_wide_and_large_and_cover_the_result() {
        let shapes = [
            (2, 1 << 22, 2),
            (3, 1 << 21, 5),
            (9, 1 << 20, 4),
            (100, 3000, 7),
            (6, 2000, 300),
            (300, 300, 300),
        ];
        for (m, k, n) in shapes {
            for threads in 1..9 {
                let (a, b) = (vec![0.0; m * k], vec![0.0; k * n]);
                let mut c = vec![0.0; m * n];
                let lhs = MatRef::from_column_major_slice(&a, m, k);
                let rhs = MatRef::from_column_major_slice(&b, k, n);
                let dst = MatMut::from_column_major_slice_mut(&mut c, m, n);
                let blocks = split(dst, lhs, rhs, block_count(threads, m, k, n));
                let shape = |(d, _, _): &Block| (d.nrows(), d.ncols());
                let shapes: Vec<(usize, usize)> = blocks.iter().map(shape).collect();
                let what = format!("{m}x{k} * {k}x{n} on {threads} threads: {shapes:?}");
                assert!(shapes.len() <= threads, "{what}");
                let (rows, cols): (Vec<usize>, Vec<usize>) = shapes.iter().copied().unzip();
                assert!(
                    rows.iter().all(|&r| r == m) && cols.iter().sum::<usize>() == n
                        || cols.iter().all(|&c| c == n) && rows.iter().sum::<usize>() == m,
                    "{what}"
                );
                let thin = |&(r, c): &(usize, usize)| r < 2 || c < 2 || r * c * k <= 16 * 16 * 16;
                assert!(shapes.len() == 1 || !shapes.iter().any(thin), "{what}");
            }
        }
    }

    #[test]
    fn small_products_or_one_core_stay_in_one_block() {
        assert_eq!(block_count(1, 1000, 1000, 1000), 1);
        assert_eq!(block_count(2, 203, 203, 203), 1);
        assert_eq!(block_count(2, 204, 204, 204), 2);
        assert_eq!(block_count(8, 204, 204, 204), 2);
        assert_eq!(block_count(8, 1000, 1000, 1000), 8);
        assert_eq!(block_count(2, 1000, 32, 500), 1);
        assert_eq!(block_count(2, 511, 64, 512), 1);
        assert_eq!(block_count(2, 512, 64, 512), 2);
        assert_eq!(block_count(8, 3, usize::MAX, 2), 1);
        assert_eq!(block_count(8, 4, usize::MAX, 2), 2);
        assert_eq!(block_count(8, 0, 1 << 30, 1 << 30), 1);
    }
}
