//! Small vectors (`[x, y]`, a row `A(i, :)`) kept as their elements.
//!
//! A real double row or column of at most `MAX_ELEMS` elements, made by a
//! concatenation of doubles or read as a row of an array whose column count
//! the types analysis proves, is never made: each element is a double of
//! the region, an element read (`v(2)`, a constant subscript) is that
//! double, a row written (`A(i, :) = v`) is one store per element, and the
//! vector is made (by `exec::native`) only where the interpreter resumes
//! with it live. The column counts relied on are checked when the region is
//! entered, so the stores after the first need no bounds check.

use mir::ir::{Arg, Callee, Const, IndexKind, InstId, InstKind, ValueId};

use super::{updatable, Cx, Res};
use crate::{Extent, Inst, Ty, V};

/// The most elements a small vector has (more are a real array).
const MAX_ELEMS: usize = 16;

/// Lowers instruction `ii` when it makes, reads or writes a small vector
/// (`None`: it does not; `access`: the exit of its array accesses).
pub(super) fn lower(
    cx: &mut Cx,
    ii: InstId,
    access: Option<u32>,
    out: &mut Vec<Inst>,
) -> Option<Res<()>> {
    if cx.s.inline.is_some() || cx.exit_to.is_some() {
        return None;
    }
    let inst = cx.s.f.inst(ii);
    // `require v`: a small vector is present.
    if let InstKind::Require(a) = &inst.kind {
        return cx.small(*a).map(|_| Ok(()));
    }
    let [r] = inst.results.as_slice() else {
        return None;
    };
    let d = cx.v(*r);
    match &inst.kind {
        InstKind::Concat(_) if super::vector_for_min_max(cx.s.f, ii) => None,
        InstKind::Concat(rows) => {
            let column = rows.len() > 1;
            let n: usize = rows.iter().map(|row| row.len()).sum();
            let shaped = rows.len() == 1 || rows.iter().all(|row| row.len() == 1);
            if !shaped || !(2..=MAX_ELEMS).contains(&n) {
                return None;
            }
            Some(concat(cx, d, column, rows.iter().flatten(), out))
        }
        InstKind::Copy(a) => {
            let sv = cx.small(*a)?;
            cx.smalls.insert(d, sv);
            Some(Ok(()))
        }
        InstKind::Index {
            base,
            kind: IndexKind::Paren,
            args,
            for_update: false,
        } => {
            if let Some((column, elems)) = cx.small(*base) {
                return Some(element(cx, column, &elems, args).map(|a| {
                    out.push(Inst::Copy { dst: d, a });
                    cx.set_type(d, Ty::F64);
                }));
            }
            let [Arg::Value(i), Arg::Colon] = args.as_slice() else {
                return None;
            };
            let n =
                cx.s.env
                    .vector_len(*r)
                    .filter(|n| (2..=MAX_ELEMS).contains(n))?;
            Some(read_row(cx, d, *base, *i, n, access, out))
        }
        InstKind::IndexAssign {
            base,
            kind: IndexKind::Paren,
            args,
            value,
        } => {
            let (_, elems) = cx.small(*value)?;
            let [Arg::Value(i), Arg::Colon] = args.as_slice() else {
                return Some(Err("a small vector stored other than as a row".into()));
            };
            Some(write_row(cx, ii, d, *base, *i, &elems, access, out))
        }
        InstKind::Call {
            callee: Callee::Builtin(name),
            args,
            stmt: false,
        } => {
            let Some(Arg::Value(a)) = args.first() else {
                return None;
            };
            let (column, elems) = cx.small(*a)?;
            Some(extent(cx, name, args, column, elems.len()).map(|x| {
                out.push(Inst::ConstF { dst: d, x });
                cx.set_type(d, Ty::F64);
            }))
        }
        _ => None,
    }
}

/// `[x, y, ...]` or `[x; y; ...]` of doubles as its elements.
fn concat<'b>(
    cx: &mut Cx,
    d: V,
    column: bool,
    items: impl Iterator<Item = &'b Arg>,
    out: &mut Vec<Inst>,
) -> Res<()> {
    let mut elems = Vec::new();
    for a in items {
        let Arg::Value(x) = a else {
            return Err("a concatenation of other than values".into());
        };
        let x = cx.f64_only(*x, out)?;
        // A double of its own: the vector's elements are written back with it.
        let e = cx.temp(Ty::F64);
        out.push(Inst::Copy { dst: e, a: x });
        elems.push(e);
    }
    cx.smalls.insert(d, (column, elems));
    Ok(())
}

/// The element `v(k)` (or `v(1, k)` of a row, `v(k, 1)` of a column) reads:
/// a constant subscript within the vector.
fn element(cx: &Cx, column: bool, elems: &[V], args: &[Arg]) -> Res<V> {
    let num = |a: &Arg| match a {
        Arg::Value(v) => match cx.s.env.constant(*v) {
            Some(Const::Num(x)) if x.fract() == 0.0 && x >= 1.0 => Some(x as usize),
            _ => None,
        },
        _ => None,
    };
    let k = match args {
        [k] => num(k),
        [i, j] if !column && num(i) == Some(1) => num(j),
        [i, j] if column && num(j) == Some(1) => num(i),
        _ => None,
    };
    match k {
        Some(k) if k <= elems.len() => Ok(elems[k - 1]),
        _ => {
            Err("an element of a small vector at other than a constant subscript within it".into())
        }
    }
}

/// `A(i, :)` as its `n` elements; `A` must have `n` columns (checked on entry).
fn read_row(
    cx: &mut Cx,
    d: V,
    base: ValueId,
    i: ValueId,
    n: usize,
    access: Option<u32>,
    out: &mut Vec<Inst>,
) -> Res<()> {
    if cx.read(base, out)? != Ty::Arr {
        return Err(format!(
            "{base:?} whose row is read is not a real double array"
        ));
    }
    let i = cx.f64_only(i, out)?;
    let arr = cx.v(base);
    let mut elems = Vec::new();
    for j in 0..n {
        let col = column_const(cx, j, out);
        let e = cx.temp(Ty::F64);
        // The first load checks the row; the columns are the array's own.
        out.push(Inst::Load {
            dst: e,
            arr,
            idx: vec![i, col],
            exit: if j == 0 { access } else { None },
        });
        elems.push(e);
    }
    cx.widths.push((arr, n as u32));
    cx.smalls.insert(d, (false, elems));
    Ok(())
}

/// `A(i, :) = v` as one store per element; `A` must have as many columns
/// (checked on entry).
#[allow(clippy::too_many_arguments)]
fn write_row(
    cx: &mut Cx,
    ii: InstId,
    d: V,
    base: ValueId,
    i: ValueId,
    elems: &[V],
    access: Option<u32>,
    out: &mut Vec<Inst>,
) -> Res<()> {
    updatable(cx, ii, base, out)?;
    let i = cx.f64_only(i, out)?;
    let first = cx.v(base);
    let mut cur = first;
    for (j, &x) in elems.iter().enumerate() {
        let col = column_const(cx, j, out);
        let dst = if j + 1 == elems.len() {
            d
        } else {
            cx.temp(Ty::Arr)
        };
        out.push(Inst::Store {
            dst,
            arr: cur,
            idx: vec![i, col],
            x,
            exit: if j == 0 { access } else { None },
        });
        cx.union(dst, cur);
        cur = dst;
    }
    cx.set_type(d, Ty::Arr);
    cx.widths.push((first, elems.len() as u32));
    Ok(())
}

/// Column `j + 1` as a double.
fn column_const(cx: &mut Cx, j: usize, out: &mut Vec<Inst>) -> V {
    let c = cx.temp(Ty::F64);
    out.push(Inst::ConstF {
        dst: c,
        x: (j + 1) as f64,
    });
    c
}

/// `numel`, `length` or `size(v, k)` of a small vector of `n` elements.
fn extent(cx: &Cx, name: &str, args: &[Arg], column: bool, n: usize) -> Res<f64> {
    let (rows, cols) = if column { (n, 1) } else { (1, n) };
    match super::extent(cx, name, args)? {
        Some(Some(Extent::Numel | Extent::Length)) => Ok(n as f64),
        Some(Some(Extent::Rows)) => Ok(rows as f64),
        Some(Some(Extent::Cols)) => Ok(cols as f64),
        Some(None) => Ok(1.0),
        None => Err(format!("{name} of a small vector is not compiled")),
    }
}
