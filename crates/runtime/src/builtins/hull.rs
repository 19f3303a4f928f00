//! Convex hulls: `convhull` and `convhulln`.
//!
//! In the plane, Andrew's monotone chain (A. M. Andrew, Information
//! Processing Letters 9, 1979), hand-written because it is twenty lines.
//! Octave asks Qhull and walks its facets, so its hull starts at whichever
//! vertex Qhull lists first; matc starts at the leftmost (lowest) one. Both
//! go counterclockwise, leave out points on an edge and close the loop.
//!
//! In space, an incremental hull (each point, the farthest first, replaces
//! the triangles it sees by a fan to their horizon; time O(points x
//! triangles)) decided by Shewchuk's exact orientation test (the `robust`
//! crate), hand-written because the crates
//! at hand were not deterministic (`chull` iterates hash sets) or need
//! libclang to build (`qhull`). A point on a face is not a vertex, and a
//! flat face comes out as triangles, as Qhull's `Qt` gives them. Qhull
//! lists the triangles in another order, so matc turns each to start at
//! its lowest row and sorts them: the set of facets and the volume agree
//! with Octave's, the printed rows may not.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("convhull", convhull), ("convhulln", convhulln)];

/// The coordinates of the points of `NAME (X [, OPTIONS])`, X of 2 or 3
/// columns, or `NAME (X, Y [, Z] [, OPTIONS])`: one vector per axis, with
/// Octave's checks and messages (`convhull` and `delaunay` share them).
pub(super) fn point_columns(name: &str, args: &[Value]) -> Result<Vec<Vec<f64>>, MatError> {
    let nums = args.iter().take(3).take_while(|a| a.is_numeric()).count();
    if nums == 0 || args.len() > nums + 1 {
        return Err(MatError::invalid_call(name));
    }
    if nums == 1 && !matches!(args[0].dims().cols(), 2 | 3) {
        return Err(MatError::msg(format!(
            "{name}: X must be a matrix with 2 or 3 columns"
        )));
    }
    if args[nums..]
        .iter()
        .any(|o| !matches!(o, Value::Char(_) | Value::Cell(_)))
    {
        return Err(MatError::msg(format!(
            "{name}: OPTIONS must be a string or cell array of strings"
        )));
    }
    let coords = |v: &Value| {
        real_view(v)
            .map(|r| r.data.into_owned())
            .ok_or_else(|| MatError::msg(format!("{name}: X and Y must be real numeric arrays")))
    };
    if nums == 1 {
        let n = args[0].dims().rows();
        let all = coords(&args[0])?;
        return Ok(all.chunks(n.max(1)).map(<[f64]>::to_vec).collect());
    }
    let c = args[..nums]
        .iter()
        .map(coords)
        .collect::<Result<Vec<_>, _>>()?;
    if c.iter().any(|v| v.len() != c[0].len()) {
        return Err(MatError::msg(if nums == 2 {
            format!("{name}: X and Y must be the same size")
        } else {
            format!("{name}: X, Y, and Z must be the same size")
        }));
    }
    Ok(c)
}

/// `[H, V] = convhull (X, Y [, Z] [, OPTIONS])` or `convhull (X [, OPTIONS])`
/// with X of 2 or 3 columns: in the plane, the hull's vertex indices (a
/// closed counterclockwise loop, a column) and its area; in space, its
/// triangles and volume as `convhulln` gives them. OPTIONS (Qhull's) are
/// checked and not used.
fn convhull(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let columns = point_columns("convhull", args)?;
    if columns.len() == 3 {
        let points: Vec<Vec<f64>> = (0..columns[0].len())
            .map(|k| vec![columns[0][k], columns[1][k], columns[2][k]])
            .collect();
        return hull3("convhulln", &points);
    }
    let (x, y) = (&columns[0], &columns[1]);
    let hull = monotone_chain(x, y);
    if hull.len() < 3 {
        return Err(MatError::msg("convhulln: qhull failed"));
    }
    let area = hull
        .iter()
        .zip(hull.iter().cycle().skip(1))
        .map(|(&a, &b)| x[a] * y[b] - x[b] * y[a])
        .sum::<f64>()
        / 2.0;
    let mut idx: Vec<f64> = hull.iter().map(|&k| (k + 1) as f64).collect();
    idx.push(idx[0]);
    let n = idx.len();
    Ok(vec![
        Value::from_f64s(Dims::rc(n, 1), idx),
        Value::Num(area.abs()),
    ])
}

/// The hull's vertices counterclockwise from the leftmost, lowest point.
fn monotone_chain(x: &[f64], y: &[f64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..x.len()).collect();
    order.sort_by(|&a, &b| x[a].total_cmp(&x[b]).then(y[a].total_cmp(&y[b])));
    order.dedup_by(|a, b| x[*a] == x[*b] && y[*a] == y[*b]);
    let cross = |o: usize, a: usize, b: usize| {
        (x[a] - x[o]) * (y[b] - y[o]) - (y[a] - y[o]) * (x[b] - x[o])
    };
    let mut hull: Vec<usize> = Vec::with_capacity(2 * order.len());
    for pass in [order.clone(), order.iter().rev().copied().collect()] {
        let floor = hull.len();
        for p in pass {
            while hull.len() >= floor + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// `[H, V] = convhulln (PTS [, OPTIONS])`: the facets of the hull of the
/// rows of PTS (edges in 2-D, triangles in 3-D; 1-based rows of PTS) and
/// its volume. Qhull's OPTIONS are accepted and not used.
fn convhulln(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [p, ..] = args else {
        return Err(MatError::invalid_call("convhulln"));
    };
    let d = p.dims();
    let all = real_view(p)
        .map(|r| r.data.into_owned())
        .ok_or_else(|| MatError::msg("convhulln: PTS must be a real numeric matrix"))?;
    let (n, dim) = (d.rows(), d.cols());
    match dim {
        2 => {
            let (x, y) = (&all[..n], &all[n..]);
            if n < 3 {
                return Err(MatError::msg("convhulln: qhull failed"));
            }
            let hull = monotone_chain(x, y);
            if hull.len() < 3 {
                return Err(MatError::msg("convhulln: qhull failed"));
            }
            let m = hull.len();
            let mut h = vec![0.0; 2 * m];
            let mut area = 0.0;
            for k in 0..m {
                let (a, b) = (hull[k], hull[(k + 1) % m]);
                h[k] = (a + 1) as f64;
                h[m + k] = (b + 1) as f64;
                area += x[a] * y[b] - x[b] * y[a];
            }
            Ok(vec![
                Value::from_f64s(Dims::rc(m, 2), h),
                Value::Num(area.abs() / 2.0),
            ])
        }
        3 => {
            let points: Vec<Vec<f64>> = (0..n)
                .map(|k| vec![all[k], all[n + k], all[2 * n + k]])
                .collect();
            hull3("convhulln", &points)
        }
        _ => Err(MatError::msg(
            "convhulln: matc computes hulls in 2-D and 3-D only (PTS with 2 or 3 columns)",
        )),
    }
}

/// The triangles of the hull of `points` in space (1-based rows, an
/// M-by-3 matrix, outward counterclockwise) and its volume.
fn hull3(name: &str, points: &[Vec<f64>]) -> Out {
    let failed = || MatError::msg(format!("{name}: qhull failed"));
    if points.iter().flatten().any(|v| !v.is_finite()) {
        return Err(failed());
    }
    let pt = |k: usize| robust::Coord3D {
        x: points[k][0],
        y: points[k][1],
        z: points[k][2],
    };
    // Positive when `d` is on the inner side of the triangle (a, b, c).
    let orient =
        |a: usize, b: usize, c: usize, d: usize| robust::orient3d(pt(a), pt(b), pt(c), pt(d));
    let seed = first_simplex(points, &orient).ok_or_else(failed)?;
    // A point sees a face when it is above the face's plane by more than a
    // rounding error of the coordinates (as Qhull merges near-coplanar
    // points): a point that close to the hull is not one of its vertices.
    let size = points.iter().flatten().fold(0.0f64, |m, v| m.max(v.abs()));
    let tol = 1e-13 * size.max(f64::MIN_POSITIVE);
    let above = |t: &[usize; 3], p: usize| {
        // Most faces are not seen: the exact sign first, the normal only then.
        let o = orient(t[0], t[1], t[2], p);
        if o >= 0.0 {
            return 0.0;
        }
        let e = |k: usize| [0, 1, 2].map(|c| points[k][c] - points[t[0]][c]);
        let (u, v) = (e(t[1]), e(t[2]));
        let n = [
            u[1] * v[2] - u[2] * v[1],
            u[2] * v[0] - u[0] * v[2],
            u[0] * v[1] - u[1] * v[0],
        ];
        let norm = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
        if norm == 0.0 {
            f64::INFINITY
        } else {
            -o / norm
        }
    };
    let [a, b, c, d] = seed;
    let mut faces: Vec<[usize; 3]> = vec![[a, b, c], [a, c, d], [a, d, b], [b, d, c]];
    let mut alive = vec![true; 4];
    let mut by_edge: std::collections::HashMap<(usize, usize), usize> = Default::default();
    for (f, t) in faces.iter().enumerate() {
        for e in 0..3 {
            by_edge.insert((t[e], t[(e + 1) % 3]), f);
        }
    }
    // The farthest points first (from the seed's centre): a point on an
    // edge or a face of the final hull then finds that face already made,
    // so that it is not a vertex, as in Qhull's answer.
    let centre: Vec<f64> = (0..3)
        .map(|c| seed.iter().map(|&k| points[k][c]).sum::<f64>() / 4.0)
        .collect();
    let far = |k: usize| {
        (0..3)
            .map(|c| (points[k][c] - centre[c]).powi(2))
            .sum::<f64>()
    };
    let mut order: Vec<usize> = (0..points.len()).filter(|k| !seed.contains(k)).collect();
    order.sort_by(|&i, &j| far(j).total_cmp(&far(i)).then(i.cmp(&j)));
    for p in order {
        let visible: Vec<usize> = (0..faces.len())
            .filter(|&f| alive[f] && above(&faces[f], p) > tol)
            .collect();
        if visible.is_empty() {
            continue;
        }
        let mut horizon = Vec::new();
        for &f in &visible {
            let t = faces[f];
            for e in 0..3 {
                let (u, v) = (t[e], t[(e + 1) % 3]);
                let across = by_edge.get(&(v, u)).copied();
                if across.is_none_or(|g| !visible.contains(&g)) {
                    horizon.push((u, v));
                }
            }
        }
        for &f in &visible {
            alive[f] = false;
            let t = faces[f];
            for e in 0..3 {
                by_edge.remove(&(t[e], t[(e + 1) % 3]));
            }
        }
        for (u, v) in horizon {
            let f = faces.len();
            faces.push([u, v, p]);
            alive.push(true);
            for (x, y) in [(u, v), (v, p), (p, u)] {
                by_edge.insert((x, y), f);
            }
        }
    }
    let mut tris: Vec<[usize; 3]> = faces
        .iter()
        .zip(&alive)
        .filter(|(_, &on)| on)
        .map(|(t, _)| {
            let mut t = *t;
            let low = (0..3).min_by_key(|&c| t[c]).unwrap_or(0);
            t.rotate_left(low);
            t
        })
        .collect();
    tris.sort_unstable();
    let o = points[a].clone();
    let rel = |k: usize| {
        [
            points[k][0] - o[0],
            points[k][1] - o[1],
            points[k][2] - o[2],
        ]
    };
    let volume: f64 = tris
        .iter()
        .map(|t| {
            let (p, q, r) = (rel(t[0]), rel(t[1]), rel(t[2]));
            p[0] * (q[1] * r[2] - q[2] * r[1]) - p[1] * (q[0] * r[2] - q[2] * r[0])
                + p[2] * (q[0] * r[1] - q[1] * r[0])
        })
        .sum::<f64>()
        / 6.0;
    let m = tris.len();
    let mut h = vec![0.0; 3 * m];
    for (t, tri) in tris.iter().enumerate() {
        for c in 0..3 {
            h[c * m + t] = (tri[c] + 1) as f64;
        }
    }
    Ok(vec![
        Value::from_f64s(Dims::rc(m, 3), h),
        Value::Num(volume.abs()),
    ])
}

/// Four rows of `points` that span space, ordered so that the fourth is on
/// the inner side of the first three: the lowest point, the one farthest
/// from it, the one farthest from their line, the one farthest from their
/// plane. None when all points lie in one plane.
fn first_simplex(
    points: &[Vec<f64>],
    orient: &dyn Fn(usize, usize, usize, usize) -> f64,
) -> Option<[usize; 4]> {
    let n = points.len();
    let d2 = |i: usize, j: usize| {
        (0..3)
            .map(|c| (points[i][c] - points[j][c]).powi(2))
            .sum::<f64>()
    };
    let a = (0..n).min_by(|&i, &j| {
        points[i]
            .partial_cmp(&points[j])
            .unwrap_or(std::cmp::Ordering::Equal)
    })?;
    let b = (0..n).max_by(|&i, &j| d2(a, i).total_cmp(&d2(a, j)).then(j.cmp(&i)))?;
    if d2(a, b) == 0.0 {
        return None;
    }
    let off_line = |k: usize| {
        let (u, v): (Vec<f64>, Vec<f64>) = (0..3)
            .map(|c| (points[b][c] - points[a][c], points[k][c] - points[a][c]))
            .unzip();
        let x = [
            u[1] * v[2] - u[2] * v[1],
            u[2] * v[0] - u[0] * v[2],
            u[0] * v[1] - u[1] * v[0],
        ];
        x.iter().map(|t| t * t).sum::<f64>()
    };
    let c = (0..n).max_by(|&i, &j| off_line(i).total_cmp(&off_line(j)).then(j.cmp(&i)))?;
    if off_line(c) == 0.0 {
        return None;
    }
    let d = (0..n).max_by(|&i, &j| {
        orient(a, b, c, i)
            .abs()
            .total_cmp(&orient(a, b, c, j).abs())
            .then(j.cmp(&i))
    })?;
    match orient(a, b, c, d) {
        o if o > 0.0 => Some([a, b, c, d]),
        o if o < 0.0 => Some([a, c, b, d]),
        _ => None,
    }
}
