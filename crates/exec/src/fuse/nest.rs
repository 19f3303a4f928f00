//! The leaves and the destination of a pass program as one loop nest:
//! every block an affine map of the same indices, the innermost
//! contiguous in each, so that a pass walks whole runs with no division
//! and a program with no chunk buffer is a handful of kernel calls.

use crate::rt::Runs;

/// Dimensions of a nest once merged.
pub const MAX_DIMS: usize = 4;

/// Dimensions before merging (one per distinct run boundary).
const MAX_SPLIT: usize = 8;

/// A loop nest over the elements in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Nest {
    /// Extents, innermost first (the dimensions past the last are 1).
    pub len: [usize; MAX_DIMS],
    /// Per block (as given to `new`): where its first element lies and
    /// the distance along each dimension (along the first, 1).
    pub at: Vec<(usize, [usize; MAX_DIMS])>,
}

impl Nest {
    /// The nest common to `runs` (blocks of `n` elements each): their
    /// run boundaries must nest (each count of elements at which one of
    /// them starts a run divides the next larger such count), and every
    /// block's innermost dimension must be contiguous. None otherwise.
    pub fn new<'r>(runs: impl Iterator<Item = &'r Runs> + Clone, n: usize) -> Option<Nest> {
        if n <= 1 {
            let at = runs
                .map(|r| {
                    let base = (0..r.ndims()).map(|k| r.dim(k).0 * r.dim(k).2).sum();
                    (base, [1, 0, 0, 0])
                })
                .collect();
            return Some(Nest {
                len: [n, 1, 1, 1],
                at,
            });
        }
        // Every count of elements after which some block starts a new run
        // of an outer dimension, smallest first.
        let mut bps = [0usize; 4 * MAX_SPLIT];
        let mut nb = 0;
        for r in runs.clone() {
            let mut c = 1;
            for k in 0..r.ndims() {
                c *= r.dim(k).1;
                if c != 1 && c != n && !bps[..nb].contains(&c) {
                    if nb + 1 == bps.len() {
                        return None;
                    }
                    bps[nb] = c;
                    nb += 1;
                }
            }
        }
        bps[nb] = n;
        nb += 1;
        let bps = &mut bps[..nb];
        bps.sort_unstable();
        if nb > MAX_SPLIT {
            return None;
        }
        let mut len = [1usize; MAX_SPLIT];
        let mut prev = 1;
        for (l, &b) in len.iter_mut().zip(bps.iter()) {
            if b % prev != 0 {
                return None;
            }
            *l = b / prev;
            prev = b;
        }
        // Each block's distances along the split dimensions.
        let mut at: Vec<(usize, [usize; MAX_SPLIT])> = Vec::new();
        for r in runs {
            let (mut base, mut st, mut j) = (0, [0usize; MAX_SPLIT], 0);
            for k in 0..r.ndims() {
                let (s, l, stride) = r.dim(k);
                base += s * stride;
                let mut cum = 1;
                while cum < l {
                    st[j] = stride * cum;
                    cum *= len[j];
                    j += 1;
                }
            }
            if st[0] != 1 {
                return None;
            }
            at.push((base, st));
        }
        // Merge each dimension into the one inside it wherever every
        // block continues across it.
        let mut m = 0;
        let mut out_len = [1usize; MAX_SPLIT];
        let mut keep = [0usize; MAX_SPLIT];
        for j in 0..nb {
            let joins = m > 0
                && at
                    .iter()
                    .all(|(_, st)| st[j] == st[keep[m - 1]] * out_len[m - 1]);
            if joins {
                out_len[m - 1] *= len[j];
            } else {
                keep[m] = j;
                out_len[m] = len[j];
                m += 1;
            }
        }
        if m > MAX_DIMS {
            return None;
        }
        let mut nest_len = [1usize; MAX_DIMS];
        nest_len[..m].copy_from_slice(&out_len[..m]);
        let at = at
            .into_iter()
            .map(|(base, st)| {
                let mut d = [0usize; MAX_DIMS];
                for (dk, &j) in d.iter_mut().zip(&keep[..m]) {
                    *dk = st[j];
                }
                (base, d)
            })
            .collect();
        Some(Nest { len: nest_len, at })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rt::runs_by;
    use runtime::Dims;

    fn block(dims: &[usize], subs: &[(usize, usize)]) -> Runs {
        let (r, _) = runs_by(&Dims::new(dims), subs.len(), |k, _| Some(subs[k])).unwrap();
        r.merged()
    }

    /// Every element's offset in every block, in order, as the nest walks.
    fn offsets(nest: &Nest, b: usize) -> Vec<usize> {
        let [l0, l1, l2, l3] = nest.len;
        let (base, st) = nest.at[b];
        let mut v = Vec::new();
        for i3 in 0..l3 {
            for i2 in 0..l2 {
                for i1 in 0..l1 {
                    for i0 in 0..l0 {
                        v.push(base + i0 * st[0] + i1 * st[1] + i2 * st[2] + i3 * st[3]);
                    }
                }
            }
        }
        v
    }

    fn walk(r: &Runs) -> Vec<usize> {
        (0..r.count()).map(|k| r.offset_at(k)).collect()
    }

    #[test]
    fn nests_agree_with_the_blocks() {
        let blocks = [
            block(&[26, 20, 16], &[(0, 26), (0, 20), (1, 15)]),
            block(&[26, 21, 15], &[(0, 26), (1, 20), (0, 15)]),
            block(&[26, 20, 15], &[(0, 26), (0, 20), (0, 15)]),
            Runs::whole(7800),
        ];
        let nest = Nest::new(blocks.iter(), 7800).unwrap();
        assert_eq!(nest.len, [520, 15, 1, 1]);
        for (b, r) in blocks.iter().enumerate() {
            assert_eq!(offsets(&nest, b), walk(r));
        }
        let blocks = [
            block(&[26, 20, 16], &[(1, 24), (0, 20), (1, 14)]),
            block(&[25, 20, 16], &[(0, 24), (0, 20), (1, 14)]),
            Runs::whole(24 * 20 * 14),
        ];
        let nest = Nest::new(blocks.iter(), 24 * 20 * 14).unwrap();
        assert_eq!(nest.len, [24, 280, 1, 1]);
        for (b, r) in blocks.iter().enumerate() {
            assert_eq!(offsets(&nest, b), walk(r));
        }
        // Runs of 6 against runs of 4: no common nest.
        let blocks = [
            block(&[8, 4], &[(0, 6), (0, 4)]),
            block(&[5, 6], &[(0, 4), (0, 6)]),
        ];
        assert!(Nest::new(blocks.iter(), 24).is_none());
        // Runs of 4 against runs of 8: split.
        let blocks = [
            block(&[5, 6], &[(1, 4), (0, 6)]),
            block(&[9, 3], &[(0, 8), (0, 3)]),
        ];
        let nest = Nest::new(blocks.iter(), 24).unwrap();
        for (b, r) in blocks.iter().enumerate() {
            assert_eq!(offsets(&nest, b), walk(r));
        }
    }
}
