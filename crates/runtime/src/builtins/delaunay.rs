//! `delaunay` and `delaunayn` in the plane, by the `spade` crate's
//! incremental Delaunay triangulation (exact orientation and in-circle
//! predicates). Octave asks Qhull, whose triangles come in an order and
//! with a starting vertex of its own: the set of triangles is the same
//! (for points in general position), their order and rotation are not.
//! Each triangle's vertices go counterclockwise. A point repeated keeps
//! its first index; collinear points have no triangles (a 0-by-3 result,
//! as Octave's).

use spade::{DelaunayTriangulation, Point2, Triangulation};

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("delaunay", delaunay), ("delaunayn", delaunayn)];

fn coords(name: &str, v: &Value) -> Result<Vec<f64>, MatError> {
    real_view(v)
        .map(|r| r.data.into_owned())
        .ok_or_else(|| MatError::msg(format!("{name}: X and Y must be real numeric arrays")))
}

fn three_d(name: &str) -> MatError {
    MatError::msg(format!(
        "{name}: matc triangulates points in the plane only (no tetrahedra in 3-D or more)"
    ))
}

/// `T = delaunay (X, Y)`, `delaunay ([X, Y])`, `delaunay (..., OPTIONS)`.
fn delaunay(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let name = "delaunay";
    let columns = super::hull::point_columns(name, args)?;
    let [x, y] = columns.as_slice() else {
        return Err(three_d(name));
    };
    one(triangles(name, x, y)?)
}

/// `T = delaunayn (PTS)`, `delaunayn (PTS, OPTIONS)`: PTS N-by-2.
fn delaunayn(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let name = "delaunayn";
    let Some(p) = args.first().filter(|_| args.len() <= 2) else {
        return Err(MatError::invalid_call(name));
    };
    let d = p.dims();
    if d.ndims() != 2 || d.cols() < 2 {
        return Err(MatError::msg(
            "delaunayn: PTS must be an N-by-D matrix, D >= 2",
        ));
    }
    if d.cols() > 2 {
        return Err(three_d(name));
    }
    let all = coords(name, p)?;
    let n = d.rows();
    one(triangles(name, &all[..n], &all[n..])?)
}

/// The triangles as an M-by-3 matrix of 1-based point indices.
fn triangles(name: &str, x: &[f64], y: &[f64]) -> Result<Value, MatError> {
    if x.len() < 3 {
        return Err(MatError::msg(format!(
            "{name}: at least 3 points are needed"
        )));
    }
    let mut tri: DelaunayTriangulation<Point2<f64>> = DelaunayTriangulation::new();
    // The point each vertex of the triangulation was first inserted for.
    let mut first = Vec::with_capacity(x.len());
    for (k, (a, b)) in x.iter().zip(y).enumerate() {
        let h = tri
            .insert(Point2::new(*a, *b))
            .map_err(|_| MatError::msg(format!("{name}: point {} is not finite", k + 1)))?;
        if h.index() == first.len() {
            first.push(k);
        }
    }
    let faces: Vec<[usize; 3]> = tri
        .inner_faces()
        .map(|f| f.vertices().map(|v| first[v.fix().index()] + 1))
        .collect();
    let m = faces.len();
    let mut data = vec![0.0; m * 3];
    for (i, f) in faces.iter().enumerate() {
        for k in 0..3 {
            data[k * m + i] = f[k] as f64;
        }
    }
    Ok(Value::from_f64s(Dims::rc(m, 3), data))
}
