//! `__contourc__ (X, Y, Z, LEVELS)`: the contour lines of a grid by marching
//! squares (Lorensen and Cline's cell cases in two dimensions; a saddle cell
//! joins its bottom side to its right one, as Octave's does), as Octave's
//! contour matrix: for each
//! line a column `[level; npoints]` followed by its points. Hand-written:
//! the contour matrix and its tracing order are MATLAB's own format.
//!
//! A grid edge is crossed where one end is at or above the level and the
//! other below it; each cell joins the crossed edges on its sides in pairs,
//! so every crossed edge has one or two neighbours. Lines are traced from
//! edges with one neighbour (they end on the boundary) first, then the
//! closed loops, which repeat their first point at the end.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{Dims, Value};

use super::args::*;
use super::BuiltinFn;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[("__contourc__", contourc)];

fn reals(v: &Value) -> Result<Vec<f64>, MatError> {
    real_view(v)
        .map(|r| r.data.into_owned())
        .ok_or_else(|| MatError::msg("__contourc__: X, Y, Z and LEVELS must be real"))
}

fn contourc(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [x, y, z, levels] = args else {
        return Err(MatError::invalid_call("__contourc__"));
    };
    let (x, y, levels) = (reals(x)?, reals(y)?, reals(levels)?);
    let d = z.dims();
    let z = reals(z)?;
    let (nr, nc) = (d.rows(), d.cols());
    if x.len() != nc || y.len() != nr || nr < 2 || nc < 2 {
        return Err(MatError::msg(
            "__contourc__: X must have COLUMNS (Z) and Y ROWS (Z) elements, Z at least 2 of each",
        ));
    }
    let grid = Grid { x, y, z, nr, nc };
    let mut out = Vec::new();
    for lev in levels {
        for line in grid.lines(lev) {
            out.push(lev);
            out.push(line.len() as f64);
            for p in line {
                out.extend(p);
            }
        }
    }
    let n = out.len() / 2;
    Ok(vec![Value::from_f64s(Dims::rc(2, n), out)])
}

struct Grid {
    x: Vec<f64>,
    y: Vec<f64>,
    /// Column-major, `nr` rows (along y) by `nc` columns (along x).
    z: Vec<f64>,
    nr: usize,
    nc: usize,
}

/// No neighbour.
const NONE: usize = usize::MAX;

impl Grid {
    fn at(&self, i: usize, j: usize) -> f64 {
        self.z[j * self.nr + i]
    }

    /// Edges are numbered: horizontal ones (row i, columns j..j+1) first,
    /// then vertical ones (column j, rows i..i+1).
    fn horizontal(&self, i: usize, j: usize) -> usize {
        i * (self.nc - 1) + j
    }

    fn vertical(&self, i: usize, j: usize) -> usize {
        self.nr * (self.nc - 1) + i * self.nc + j
    }

    fn edges(&self) -> usize {
        self.nr * (self.nc - 1) + (self.nr - 1) * self.nc
    }

    /// The two grid points an edge joins.
    fn ends(&self, e: usize) -> ((usize, usize), (usize, usize)) {
        let h = self.nr * (self.nc - 1);
        if e < h {
            let (i, j) = (e / (self.nc - 1), e % (self.nc - 1));
            ((i, j), (i, j + 1))
        } else {
            let (i, j) = ((e - h) / self.nc, (e - h) % self.nc);
            ((i, j), (i + 1, j))
        }
    }

    fn crossed(&self, e: usize, lev: f64) -> bool {
        let (a, b) = self.ends(e);
        let (za, zb) = (self.at(a.0, a.1), self.at(b.0, b.1));
        za.is_finite() && zb.is_finite() && ((za >= lev) != (zb >= lev))
    }

    /// Where the level crosses edge `e`, by linear interpolation.
    fn point(&self, e: usize, lev: f64) -> [f64; 2] {
        let (a, b) = self.ends(e);
        let (za, zb) = (self.at(a.0, a.1), self.at(b.0, b.1));
        let t = (lev - za) / (zb - za);
        let (xa, ya) = (self.x[a.1], self.y[a.0]);
        let (xb, yb) = (self.x[b.1], self.y[b.0]);
        [xa + t * (xb - xa), ya + t * (yb - ya)]
    }

    /// The sides of cell (i, j) (rows i..i+1, columns j..j+1) in the order
    /// lines start from them: bottom, top, left, right; with each, the slot
    /// of the side's links that goes through this cell (0: the cell below
    /// or left of the side, 1: above or right).
    fn sides(&self, i: usize, j: usize) -> [(usize, usize); 4] {
        [
            (self.horizontal(i, j), 1),
            (self.horizontal(i + 1, j), 0),
            (self.vertical(i, j), 1),
            (self.vertical(i, j + 1), 0),
        ]
    }

    /// Each crossed edge's neighbours: `[through the cell below or left,
    /// through the cell above or right]`.
    fn links(&self, lev: f64) -> Vec<[usize; 2]> {
        let mut links = vec![[NONE; 2]; self.edges()];
        for i in 0..self.nr - 1 {
            for j in 0..self.nc - 1 {
                let [b, t, l, r] = self.sides(i, j);
                let mut join = |a: (usize, usize), c: (usize, usize)| {
                    links[a.0][a.1] = c.0;
                    links[c.0][c.1] = a.0;
                };
                let cut: Vec<(usize, usize)> = [b, r, t, l]
                    .into_iter()
                    .filter(|e| self.crossed(e.0, lev))
                    .collect();
                match cut.len() {
                    2 => join(cut[0], cut[1]),
                    // A saddle: Octave joins the bottom side to the right one and
                    // the top to the left, whatever the values.
                    4 => {
                        join(b, r);
                        join(t, l);
                    }
                    _ => {}
                }
            }
        }
        links
    }

    /// The lines of one level: those that end on the boundary first, then
    /// the closed ones, in the order Octave's contour matrix lists them.
    fn lines(&self, lev: f64) -> Vec<Vec<[f64; 2]>> {
        let links = self.links(lev);
        let mut seen = vec![false; links.len()];
        let mut lines = Vec::new();
        let (last_i, last_j) = (self.nr - 2, self.nc - 2);
        for closed in [false, true] {
            // Lines that end on the boundary are found column by column,
            // closed ones row by row.
            let cells: Vec<(usize, usize)> = if closed {
                (0..=last_i)
                    .flat_map(|i| (0..=last_j).map(move |j| (i, j)))
                    .collect()
            } else {
                (0..=last_j)
                    .flat_map(|j| (0..=last_i).map(move |i| (i, j)))
                    .collect()
            };
            {
                for (i, j) in cells {
                    let on_boundary = [i == 0, i == last_i, j == 0, j == last_j];
                    for ((e, slot), edge) in self.sides(i, j).into_iter().zip(on_boundary) {
                        let ends = links[e].contains(&NONE);
                        if seen[e] || links[e] == [NONE; 2] || closed == ends || !closed && !edge {
                            continue;
                        }
                        let mut line = vec![self.point(e, lev)];
                        seen[e] = true;
                        let mut cur = e;
                        let mut next = if closed {
                            links[e][slot]
                        } else {
                            links[e].into_iter().find(|n| *n != NONE).unwrap_or(NONE)
                        };
                        while next != NONE && !seen[next] {
                            seen[next] = true;
                            line.push(self.point(next, lev));
                            let [a, b] = links[next];
                            let after = if a == cur { b } else { a };
                            cur = next;
                            next = after;
                        }
                        if closed {
                            line.push(line[0]);
                        }
                        lines.push(line);
                    }
                }
            }
        }
        lines
    }
}
