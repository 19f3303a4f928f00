//! Elementwise operations with implicit expansion: the result's dims, and its elements computed in the widest vectors the CPU has.
//!
//! Below the operators (`ops`) and the builtins (`builtins::args`), which
//! both expand their operands this one way.

use std::mem::MaybeUninit;

use crate::error::MatError;
use crate::value::Dims;

/// Output dims of implicit expansion, or Octave's nonconformant error.
pub fn broadcast_dims(name: &str, da: &Dims, db: &Dims) -> Result<Dims, MatError> {
    if da == db {
        return Ok(da.clone());
    }
    let n = da.ndims().max(db.ndims());
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let (x, y) = (da.get(k), db.get(k));
        out.push(if x == y {
            x
        } else if x == 1 {
            y
        } else if y == 1 {
            x
        } else {
            return Err(MatError::nonconformant(name, da, db));
        });
    }
    Ok(Dims::new(&out))
}

/// Elementwise `f` with implicit expansion, in the widest vectors the CPU
/// has (`lanes`).
pub fn broadcast<A: Copy, B: Copy, R>(
    name: &str,
    da: &Dims,
    a: &[A],
    db: &Dims,
    b: &[B],
    mut f: impl FnMut(A, B) -> R,
) -> Result<(Dims, Vec<R>), MatError> {
    if da == db {
        let out = crate::lanes::run(a.len(), || {
            a.iter().zip(b).map(|(&x, &y)| f(x, y)).collect()
        });
        return Ok((da.clone(), out));
    }
    if a.len() == 1 && da.is_scalar() {
        let x = a[0];
        let out = crate::lanes::run(b.len(), || b.iter().map(|&y| f(x, y)).collect());
        return Ok((db.clone(), out));
    }
    if b.len() == 1 && db.is_scalar() {
        let y = b[0];
        let out = crate::lanes::run(a.len(), || a.iter().map(|&x| f(x, y)).collect());
        return Ok((da.clone(), out));
    }
    let dout = broadcast_dims(name, da, db)?;
    let total = dout.numel();
    // The operands' sizes do not bound the result's (a row plus a column).
    MatError::check_size(dout.as_slice())?;
    let mut out = Vec::new();
    crate::alloc::reserve(&mut out, total)?;
    if total > 0 {
        spread(
            da,
            a,
            db,
            b,
            &dout,
            f,
            &mut out.spare_capacity_mut()[..total],
        );
    }
    // SAFETY: `spread` wrote each of the `total` elements.
    unsafe { out.set_len(total) };
    Ok((dout, out))
}

/// [`broadcast`] of real doubles by an arithmetic operator, where each
/// operand is repeated along some dimension (`M - mean (M)`): from
/// [`crate::lanes::SPLIT_MIN`] elements the result is cut in two along its
/// last dimension, one half a thread (1000x1000: 0.6 ms on one, 0.3 on
/// two). Each element is `f` of its own operands, so the bits do not
/// depend on the cut.
pub fn broadcast_split(
    name: &str,
    da: &Dims,
    a: &[f64],
    db: &Dims,
    b: &[f64],
    f: impl Fn(f64, f64) -> f64 + Copy + Send + Sync,
) -> Result<(Dims, Vec<f64>), MatError> {
    let scalar = (a.len() == 1 && da.is_scalar()) || (b.len() == 1 && db.is_scalar());
    if da == db || scalar || crate::threads::count() < 2 {
        return broadcast(name, da, a, db, b, f);
    }
    let dout = broadcast_dims(name, da, db)?;
    let total = dout.numel();
    let last = (0..dout.ndims()).rev().find(|&k| dout.get(k) > 1);
    let (Some(k), true) = (last, total >= crate::lanes::SPLIT_MIN) else {
        return broadcast(name, da, a, db, b, f);
    };
    MatError::check_size(dout.as_slice())?;
    let mut out = Vec::new();
    crate::alloc::reserve(&mut out, total)?;
    // The first `h` slices along `k`, and the rest; an operand of extent 1
    // there is repeated whole in both.
    let h = dout.get(k) / 2;
    let cut = |d: &Dims, first: bool| -> (Dims, std::ops::Range<usize>) {
        let n = d.numel();
        if d.get(k) == 1 {
            return (d.clone(), 0..n);
        }
        let slice: usize = (0..k).map(|j| d.get(j)).product();
        let mut e = d.as_slice().to_vec();
        if first {
            e[k] = h;
            (Dims::new(&e), 0..h * slice)
        } else {
            e[k] -= h;
            (Dims::new(&e), h * slice..n)
        }
    };
    let [(da1, ra1), (da2, ra2)] = [cut(da, true), cut(da, false)];
    let [(db1, rb1), (db2, rb2)] = [cut(db, true), cut(db, false)];
    let [(do1, ro1), (do2, _)] = [cut(&dout, true), cut(&dout, false)];
    let (o1, o2) = out.spare_capacity_mut()[..total].split_at_mut(ro1.end);
    crate::threads::fork(
        || spread(&da1, &a[ra1], &db1, &b[rb1], &do1, f, o1),
        || spread(&da2, &a[ra2], &db2, &b[rb2], &do2, f, o2),
    );
    // SAFETY: the two halves wrote each of the `total` elements.
    unsafe { out.set_len(total) };
    Ok((dout, out))
}

/// `f` of `a` and `b` read along `dout` into `out` (as long as `dout` has
/// elements, at least one), in the widest lanes.
fn spread<A: Copy, B: Copy, R>(
    da: &Dims,
    a: &[A],
    db: &Dims,
    b: &[B],
    dout: &Dims,
    f: impl FnMut(A, B) -> R,
    out: &mut [MaybeUninit<R>],
) {
    crate::lanes::call(
        out.len(),
        Spread {
            da,
            a,
            db,
            b,
            dout,
            f,
            out,
        },
    );
}

/// The general case of [`broadcast`]: `f` of `a` and `b` read along `dout`
/// (each repeated along its dims of extent 1), into `out`, `dout`'s
/// elements long.
struct Spread<'a, A, B, R, F> {
    da: &'a Dims,
    a: &'a [A],
    db: &'a Dims,
    b: &'a [B],
    dout: &'a Dims,
    f: F,
    out: &'a mut [MaybeUninit<R>],
}

impl<A: Copy, B: Copy, R, F: FnMut(A, B) -> R> crate::lanes::Loop for Spread<'_, A, B, R, F> {
    type Out = ();

    /// One slice along the first dimension at a time (each operand read
    /// along it or repeated), which vectorizes. Written in place, not by
    /// `Vec::extend`, whose body is not inlined into the wide variants
    /// (`dr ./ r` of 80x80x3 by 80x80 ran at a quarter of the speed of
    /// equal dims).
    #[inline(always)]
    fn run(self) {
        let Spread {
            da,
            a,
            db,
            b,
            dout,
            mut f,
            out,
        } = self;
        let n = dout.ndims();
        // Strides of a and b along each output dim (0 where expanded).
        let mut sa = vec![0usize; n];
        let mut sb = vec![0usize; n];
        let (mut pa, mut pb) = (1usize, 1usize);
        for k in 0..n {
            sa[k] = if da.get(k) == 1 { 0 } else { pa };
            sb[k] = if db.get(k) == 1 { 0 } else { pb };
            pa *= da.get(k);
            pb *= db.get(k);
        }
        let mut idx = vec![0usize; n];
        let (mut ia, mut ib) = (0usize, 0usize);
        let (d0, total) = (dout.get(0), dout.numel());
        let mut done = 0;
        loop {
            let o = &mut out[done..done + d0];
            match (sa[0], sb[0]) {
                (1, 1) => {
                    for ((o, &x), &y) in o.iter_mut().zip(&a[ia..ia + d0]).zip(&b[ib..ib + d0]) {
                        o.write(f(x, y));
                    }
                }
                (0, 1) => {
                    let x = a[ia];
                    for (o, &y) in o.iter_mut().zip(&b[ib..ib + d0]) {
                        o.write(f(x, y));
                    }
                }
                (1, 0) => {
                    let y = b[ib];
                    for (o, &x) in o.iter_mut().zip(&a[ia..ia + d0]) {
                        o.write(f(x, y));
                    }
                }
                _ => {
                    for (i, o) in o.iter_mut().enumerate() {
                        o.write(f(a[ia + i * sa[0]], b[ib + i * sb[0]]));
                    }
                }
            }
            done += d0;
            let mut k = 1;
            loop {
                if k >= n {
                    debug_assert_eq!(done, total);
                    return;
                }
                idx[k] += 1;
                ia += sa[k];
                ib += sb[k];
                if idx[k] < dout.get(k) {
                    break;
                }
                ia -= sa[k] * idx[k];
                ib -= sb[k] * idx[k];
                idx[k] = 0;
                k += 1;
            }
        }
    }
}
