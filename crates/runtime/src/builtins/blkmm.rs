//! `blkmm (A, B)`: the matrix products of A's and B's pages,
//! `C(:,:,i) = A(:,:,i) * B(:,:,i)`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Class, Dims, Value, C64};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("blkmm", blkmm)];

fn blkmm(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (a, b) = (&args[0], &args[1]);
    if !(a.is_numeric() && b.is_numeric()) {
        return Err(MatError::msg("blkmm: A and B must be numeric"));
    }
    let (da, db) = (a.dims(), b.dims());
    let (m, k, n) = (da.get(0), da.get(1), db.get(1));
    let pages_a = &da.as_slice()[2.min(da.ndims())..];
    let pages_b = &db.as_slice()[2.min(db.ndims())..];
    if db.rows() != k || pages_a != pages_b {
        return Err(MatError::msg(format!(
            "blkmm: A and B dimensions don't match: ({}) and ({})",
            da.to_string_x(),
            db.to_string_x()
        )));
    }
    let np: usize = pages_a.iter().product();
    let (xa, xb) = (num_data("blkmm", a)?, num_data("blkmm", b)?);
    let mut c = vec![C64::new(0.0, 0.0); m * n * np];
    for p in 0..np {
        let (pa, pb, pc) = (&xa[p * m * k..], &xb[p * k * n..], p * m * n);
        for j in 0..n {
            for l in 0..k {
                let blj = pb[l + j * k];
                for i in 0..m {
                    c[pc + i + j * m] += pa[i + l * m] * blj;
                }
            }
        }
    }
    let mut dims = vec![m, n];
    dims.extend_from_slice(pages_a);
    let class = if a.class() == Class::Single || b.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let dims = Dims::new(&dims);
    if a.is_complex() || b.is_complex() {
        one(complex_result(class, dims, c))
    } else {
        one(real_result(class, dims, c.iter().map(|z| z.re).collect()))
    }
}
