//! Elementwise operations with implicit expansion: the result's dims, and its elements computed in the widest vectors the CPU has.
//!
//! Below the operators (`ops`) and the builtins (`builtins::args`), which
//! both expand their operands this one way.

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
    crate::lanes::run(a.len().max(b.len()), || {
        if da == db {
            return Ok((
                da.clone(),
                a.iter().zip(b).map(|(&x, &y)| f(x, y)).collect(),
            ));
        }
        if a.len() == 1 && da.is_scalar() {
            let x = a[0];
            return Ok((db.clone(), b.iter().map(|&y| f(x, y)).collect()));
        }
        if b.len() == 1 && db.is_scalar() {
            let y = b[0];
            return Ok((da.clone(), a.iter().map(|&x| f(x, y)).collect()));
        }
        let dout = broadcast_dims(name, da, db)?;
        let n = dout.ndims();
        let total = dout.numel();
        // The operands' sizes do not bound the result's (a row plus a column).
        MatError::check_size(dout.as_slice())?;
        let mut out = Vec::new();
        crate::alloc::reserve(&mut out, total)?;
        if total == 0 {
            return Ok((dout, out));
        }
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
        let d0 = dout.get(0);
        loop {
            // Innermost dimension as a tight loop over slices (each operand
            // read along it or repeated), which vectorizes.
            match (sa[0], sb[0]) {
                (1, 1) => out.extend(
                    a[ia..ia + d0]
                        .iter()
                        .zip(&b[ib..ib + d0])
                        .map(|(&x, &y)| f(x, y)),
                ),
                (0, 1) => {
                    let x = a[ia];
                    out.extend(b[ib..ib + d0].iter().map(|&y| f(x, y)));
                }
                (1, 0) => {
                    let y = b[ib];
                    out.extend(a[ia..ia + d0].iter().map(|&x| f(x, y)));
                }
                _ => {
                    for i in 0..d0 {
                        out.push(f(a[ia + i * sa[0]], b[ib + i * sb[0]]));
                    }
                }
            }
            let mut k = 1;
            loop {
                if k >= n {
                    return Ok((dout, out));
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
    })
}
