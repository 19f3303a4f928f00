//! `a(dst) = a(src)` within one real double array: the block moved in place, with no temporary, the array grown first when `dst` passes its end.
//!
//! Inserting a row, `A(p+1:m+1, :) = A(p:m, :)`, copied the block out and
//! back in (and grew `A` in between): three passes over the rows below `p`
//! for one. A block moves in place when its elements can all be moved in
//! one order (`move_order`), piece by piece with `copy_within` (a memmove);
//! a row block moved down its columns as the matrix gains rows is moved by
//! the growth itself (`rt::RowShift`), each element once.

use runtime::value::Tensor;
use runtime::Dims;

use crate::rt::{self, RowShift, Runs};

/// The rows and columns of a matrix before and after it grows.
pub type Growth = ((usize, usize), (usize, usize));

/// A planned `a(dst) = a(src)`.
#[derive(Debug)]
pub struct SelfMove {
    src: Runs,
    dst: Runs,
    grow: Option<Growth>,
    /// The move, when the growth itself does it.
    shift: Option<RowShift>,
    /// Whether the elements move last first (see `move_order`).
    last_first: bool,
}

impl SelfMove {
    /// The move of block `src` (its runs in `a` as it is, and its dims)
    /// onto block `dst` (its runs in `a` grown by `grow`, unmerged when it
    /// grows, and its dims), when the blocks have one shape (with `all`,
    /// `a(:) = ...`, any shape of as many elements) and their elements can
    /// be moved in one order.
    pub fn plan(
        (src, src_dims): (&Runs, &Dims),
        (dst, dst_dims): (Runs, &Dims),
        grow: Option<Growth>,
        all: bool,
    ) -> Option<SelfMove> {
        if dst_dims.numel() != src_dims.numel()
            || (!all && !rt::same_squeezed(dst_dims.as_slice(), src_dims.as_slice()))
        {
            return None;
        }
        let src = match grow {
            Some(((r0, _), (r1, _))) => src.regrown(r0, r1)?,
            None => src.clone(),
        };
        let shift = grow.and_then(|((r0, _), (r1, _))| row_shift(&src, &dst, r0 < r1));
        let (src, dst) = (src.merged(), dst.merged());
        let last_first = match shift {
            Some(_) => true,
            None => move_order(&src, &dst)?,
        };
        Some(SelfMove {
            src,
            dst,
            grow,
            shift,
            last_first,
        })
    }

    /// Does the move in `m`: the array `plan` saw, or a copy of it.
    pub fn run(&self, m: &mut Tensor<f64>) {
        if let Some((from, to)) = self.grow {
            rt::grow_matrix_in_place(m, from, to, self.shift);
        }
        if self.shift.is_none() {
            move_within(m.data_mut(), &self.src, &self.dst, self.last_first);
        }
    }
}

/// The block of a matrix of `dims` that two subscripts select when it may
/// pass the end (an assignment grows the matrix to hold it), each
/// subscript's run given by `run(k, extent)` for a subscript within
/// `extent`, or past it for any other: its runs in the grown matrix
/// (unmerged), its dims, and the growth.
pub fn grown_block(
    dims: &Dims,
    run: impl FnMut(usize, usize) -> Option<(usize, usize)>,
) -> Option<(Runs, Dims, Growth)> {
    if dims.ndims() != 2 {
        return None;
    }
    let (runs, ext) = rt::runs_by(dims, 2, run)?;
    let end = |k: usize| {
        let (s, l, _) = runs.dim(k);
        (s + l).max(ext[k])
    };
    let (from, to) = ((ext[0], ext[1]), (end(0), end(1)));
    let lens = Dims::new(&runs.lens());
    Some((runs.regrown(from.0, to.0)?, lens, (from, to)))
}

/// The move of rows within the same columns to rows further down, in a
/// matrix that gains rows (`src` and `dst` unmerged, in the grown matrix).
fn row_shift(src: &Runs, dst: &Runs, rows_grow: bool) -> Option<RowShift> {
    let ((s0, len, _), (d0, dlen, _)) = (src.dim(0), dst.dim(0));
    let ((c0, cn, _), (dc0, dcn, _)) = (src.dim(1), dst.dim(1));
    let same_cols = (c0, cn) == (dc0, dcn);
    (rows_grow && src.ndims() == 2 && dst.ndims() == 2 && len == dlen && same_cols && s0 < d0)
        .then_some(RowShift {
            cols: (c0, cn),
            src: s0,
            dst: d0,
            len,
        })
}

/// How a block of an array may be copied onto another block of as many
/// elements of the same array without a temporary: `Some(true)` last
/// element first (every element moves to a later position or stays),
/// `Some(false)` first element first (every element moves to an earlier
/// one), None when elements move both ways. Each element then lands only
/// where no element still to be read lies, since a block's offsets grow
/// with its element order.
fn move_order(src: &Runs, dst: &Runs) -> Option<bool> {
    let (mut later, mut earlier) = (true, true);
    move_pieces(src, dst, false, |s, d, _| {
        later &= d >= s;
        earlier &= d <= s;
    });
    match (later, earlier) {
        (true, _) => Some(true),
        (false, true) => Some(false),
        (false, false) => None,
    }
}

/// Copies block `src` of `data` onto block `dst` in the order `move_order`
/// gave, each piece with `copy_within` (a memmove): the result is that of
/// copying `src` out first.
fn move_within(data: &mut [f64], src: &Runs, dst: &Runs, last_first: bool) {
    move_pieces(src, dst, last_first, |s, d, len| {
        data.copy_within(s..s + len, d)
    });
}

/// Calls `f(src_offset, dst_offset, len)` for the pieces over which both
/// blocks are contiguous, in element order or (`rev`) the reverse.
fn move_pieces(src: &Runs, dst: &Runs, rev: bool, mut f: impl FnMut(usize, usize, usize)) {
    let n = src.count().min(dst.count());
    let (a, b) = (src.run_len(), dst.run_len());
    if n == 0 || a == 0 || b == 0 {
        return;
    }
    // A piece length that divides both run lengths, so that every piece
    // lies within one run of each block.
    let (mut len, mut y) = (a, b);
    while y != 0 {
        (len, y) = (y, len % y);
    }
    let mut piece = |k: usize| f(src.offset_at(k), dst.offset_at(k), len);
    if rev {
        (0..n).step_by(len).rev().for_each(&mut piece);
    } else {
        (0..n).step_by(len).for_each(&mut piece);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::index;
    use runtime::Value;

    /// Every move the plan accepts leaves the matrix as the runtime's own
    /// `a(dst) = a(src)` does (a copy of the block, then the assignment,
    /// growing the matrix with zeros): blocks overlapping either way,
    /// disjoint, passing the end by rows, columns or both, of other
    /// orientations.
    #[test]
    fn moves_agree_with_copy_then_assign() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as usize
        };
        let (mut planned, mut shifted) = (0, 0);
        for _ in 0..20000 {
            let (r, c) = (1 + next(7), 1 + next(7));
            let data: Vec<f64> = (0..r * c).map(|k| k as f64 + 1.0).collect();
            let a = Tensor::new(Dims::rc(r, c), data);
            // A source block: runs within the matrix.
            let (sr, sc) = ((next(r), 0), (next(c), 0));
            let sr = (sr.0, 1 + next(r - sr.0));
            let sc = (sc.0, 1 + next(c - sc.0));
            // A destination of the same shape or its transpose, anywhere
            // up to 3 past either end.
            let (dl0, dl1) = if next(4) == 0 {
                (sc.1, sr.1)
            } else {
                (sr.1, sc.1)
            };
            let dr = (next(r + 3), dl0);
            let dc = (next(c + 3), dl1);
            let (src_runs, _) = rt::runs_by(&a.dims, 2, |k, _| Some([sr, sc][k])).unwrap();
            let src_dims = Dims::rc(sr.1, sc.1);
            let within = dr.0 + dr.1 <= r && dc.0 + dc.1 <= c;
            let (dst, dst_dims, grow) = if within {
                let (runs, _) = rt::runs_by(&a.dims, 2, |k, _| Some([dr, dc][k])).unwrap();
                (runs.merged(), Dims::rc(dr.1, dc.1), None)
            } else {
                let (runs, dims, g) = grown_block(&a.dims, |k, _| Some([dr, dc][k])).unwrap();
                (runs, dims, Some(g))
            };
            let Some(mv) = SelfMove::plan(
                (&src_runs.merged(), &src_dims),
                (dst, &dst_dims),
                grow,
                false,
            ) else {
                continue;
            };
            planned += 1;
            shifted += mv.shift.is_some() as usize;
            let mut moved = a.clone();
            mv.run(&mut moved);
            let range = |(s, l): (usize, usize)| {
                Value::real(Tensor::row((s + 1..=s + l).map(|x| x as f64).collect()))
            };
            let whole = Value::real(a);
            let block = index::index(&whole, &[range(sr), range(sc)]).unwrap();
            let mut expected = whole.clone();
            index::assign(&mut expected, &[range(dr), range(dc)], &block).unwrap();
            let expected = match expected {
                Value::Double(t) => (*t).clone(),
                Value::Num(x) => Tensor::new(Dims::rc(1, 1), vec![x]),
                v => panic!("{v:?}"),
            };
            assert_eq!(
                (moved.dims.as_slice(), &moved.data),
                (expected.dims.as_slice(), &expected.data),
                "{r}x{c}: rows {dr:?} cols {dc:?} = rows {sr:?} cols {sc:?}"
            );
        }
        assert!(
            planned > 5000 && shifted > 500,
            "{planned} planned, {shifted} shifted"
        );
    }
}
