//! The interpreter's view of the runtime: one function per MIR operation.
//!
//! Keeping every call into `runtime` behind this module keeps the dispatch
//! loop independent of how the runtime spells its operations.

use std::rc::Rc;

use runtime::value::{Form, Tensor};
use runtime::{index, lanes, ops, Ctx, Dims, MatError, Value};
use syntax::ast::{BinOp, UnOp};

/// An index argument: a value or a bare `:`.
#[derive(Clone, Debug)]
pub enum Idx {
    Val(Value),
    Colon,
    /// A numeric range never materialized (`a(p:m, :)`).
    Range(LazyRange),
}

/// A `for` range kept as numbers instead of an array.
#[derive(Clone, Copy, Debug, Default)]
pub struct LazyRange {
    pub base: f64,
    pub inc: f64,
    pub n: usize,
    pub last: f64,
    /// The range's limit as written (`base:inc:limit`), to materialize it.
    pub limit: f64,
}

impl LazyRange {
    #[inline]
    pub fn elem(&self, i: usize) -> f64 {
        if i == 0 {
            self.base
        } else if i + 1 < self.n {
            self.base + i as f64 * self.inc
        } else {
            self.last
        }
    }
}

impl LazyRange {
    /// The positions the range lists, as 0-based `(first, step, count)`
    /// in increasing order (a falling range read backwards), if they are
    /// whole numbers inside `1..=extent`.
    pub fn progression(&self, extent: usize) -> Option<(usize, usize, usize)> {
        let (a, s) = (self.base as i64, self.inc as i64);
        if a as f64 != self.base || s as f64 != self.inc || self.n == 0 || s == 0 {
            return None;
        }
        let last = a.checked_add((self.n as i64 - 1).checked_mul(s)?)?;
        let (lo, hi) = (a.min(last), a.max(last));
        (lo >= 1 && hi <= extent as i64)
            .then(|| (lo as usize - 1, s.unsigned_abs() as usize, self.n))
    }
}

/// The array a lazy range stands for, exactly as the `Range` op would make it.
pub fn materialize(r: &LazyRange) -> Result<Value, MatError> {
    ops::colon(
        &Value::Num(r.base),
        Some(&Value::Num(r.inc)),
        &Value::Num(r.limit),
    )
}

/// Double scalar arithmetic for the dispatch loop's fast path: the
/// runtime's one definition of it (`ops::scalar_op`), inlined.
#[inline(always)]
pub(crate) fn num_binop(op: BinOp, x: f64, y: f64) -> Option<Value> {
    ops::scalar_op(op.eager(), x, y)
}

/// The runtime's arithmetic on the elements of complex scalars `x` and `y`
/// (one may be real, which decides the operation: `ops::Mixed`).
#[inline]
pub(crate) fn complex_arith(
    op: BinOp,
    x: &Value,
    y: &Value,
) -> fn(runtime::C64, runtime::C64) -> runtime::C64 {
    ops::complex_arith(op.eager(), ops::Mixed::of(x, y))
}

pub fn binary(op: BinOp, a: Value, b: Value) -> Result<Value, MatError> {
    if !(scalar(&a) && scalar(&b)) {
        // The fast paths below allocate infallibly: room first, or the error.
        runtime::alloc::room_for_result_of_elements(
            runtime::alloc::stored(&a).saturating_add(runtime::alloc::stored(&b)),
        )?;
    }
    let (a, b) = match fast_binary(op, a, b) {
        Ok(v) => return Ok(v),
        Err(ab) => ab,
    };
    ops::binary(op.eager(), &a, &b)
}

/// `binary`, counting the conformability checks of elementwise operators
/// on arrays. With `conformable` (proven by the types analysis), two real
/// double arrays are combined element by element without comparing their
/// shapes: that check is counted as skipped. Every other array case runs
/// the checked path and counts one executed check.
pub fn binary_counted(
    op: BinOp,
    a: Value,
    b: Value,
    conformable: bool,
    stats: &mut crate::stats::Stats,
) -> Result<Value, MatError> {
    if op.is_matrix() || (scalar(&a) && scalar(&b)) {
        return binary(op, a, b);
    }
    runtime::alloc::room_for_result_of_elements(
        runtime::alloc::stored(&a).saturating_add(runtime::alloc::stored(&b)),
    )?;
    let (a, b) = if conformable {
        // Each operator is its own instance of the kernels (inlined, vectorized).
        let r = match op {
            BinOp::Add => unchecked(a, b, |x, y| x + y),
            BinOp::Sub => unchecked(a, b, |x, y| x - y),
            BinOp::Mul => unchecked(a, b, |x, y| x * y),
            BinOp::Div => unchecked(a, b, |x, y| x / y),
            BinOp::LeftDiv => unchecked(a, b, |x, y| y / x),
            _ => Err((a, b)),
        };
        match r {
            Ok(v) => {
                stats.shape_checks_skipped += 1;
                return Ok(v);
            }
            Err(ab) => ab,
        }
    } else {
        (a, b)
    };
    stats.shape_checks += 1;
    binary(op, a, b)
}

/// Real double operands proven conformable: two arrays of one shape are
/// combined without comparing their shapes; an array and a double scalar
/// need no shape at all. Anything else is returned for the checked path.
#[inline(always)]
fn unchecked<F: Fn(f64, f64) -> f64 + Copy + Sync>(
    a: Value,
    b: Value,
    f: F,
) -> Result<Value, (Value, Value)> {
    match (a, b) {
        // Conformable arrays of one length may still broadcast (a row and a
        // column of 70): only the same dims combine element by element.
        (Value::Double(ta), Value::Double(tb))
            if ta.data.len() != 1 && tb.data.len() != 1 && ta.dims == tb.dims =>
        {
            Ok(zip_same(ta, tb, f))
        }
        (a @ Value::Double(_), b @ Value::Num(_)) | (a @ Value::Num(_), b @ Value::Double(_)) => {
            zip_arith(a, b, f)
        }
        (a, b) => Err((a, b)),
    }
}

/// Whether `v` has one element, without building its dims for the common classes.
fn scalar(v: &Value) -> bool {
    match v {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) => true,
        Value::Double(t) => t.data.len() == 1,
        Value::Logical(t) => t.data.len() == 1,
        Value::ComplexDouble(t) => t.data.len() == 1,
        _ => v.is_scalar(),
    }
}

/// Two real double arrays of one shape combined element by element, in
/// place in whichever operand is not shared.
fn zip_same<F: Fn(f64, f64) -> f64 + Copy + Sync>(
    mut ta: Rc<Tensor<f64>>,
    mut tb: Rc<Tensor<f64>>,
    f: F,
) -> Value {
    if let Some(m) = Rc::get_mut(&mut ta) {
        lanes::update(m.data_mut(), &tb.data, f);
        return Value::Double(ta);
    }
    if let Some(m) = Rc::get_mut(&mut tb) {
        lanes::update(m.data_mut(), &ta.data, |y, x| f(x, y));
        return Value::Double(tb);
    }
    let data = lanes::zip_map(&ta.data, &tb.data, f);
    Value::Double(Rc::new(Tensor::new(ta.dims.clone(), data)))
}

pub fn unary(op: UnOp, a: Value) -> Result<Value, MatError> {
    ops::unary(op, &a)
}

pub fn transpose(a: Value, conj: bool) -> Result<Value, MatError> {
    ops::transpose(&a, conj)
}

pub fn range(a: Value, s: Option<Value>, e: Value) -> Result<Value, MatError> {
    ops::colon(&a, s.as_ref(), &e)
}

pub fn concat(rows: Vec<Vec<Value>>) -> Result<Value, MatError> {
    // `[a, b; c, d]` of double scalars: no class or shape rules to apply.
    let w = rows.first().map_or(0, |r| r.len());
    if w > 0
        && rows
            .iter()
            .all(|r| r.len() == w && r.iter().all(|v| matches!(v, Value::Num(_))))
    {
        let h = rows.len();
        let mut data = vec![0.0; h * w];
        for (i, r) in rows.iter().enumerate() {
            for (j, v) in r.iter().enumerate() {
                if let Value::Num(x) = v {
                    data[i + j * h] = *x;
                }
            }
        }
        return Ok(Value::real(Tensor::new(Dims::rc(h, w), data)));
    }
    runtime::concat::matrix(&rows)
}

/// `{a, b; c}`: every element becomes one cell (cells nest), rows stack.
pub fn cell_literal(rows: Vec<Vec<Value>>) -> Result<Value, MatError> {
    runtime::concat::cell_literal(&rows)
}

fn subs_of(idx: &[Idx]) -> Result<Vec<Value>, MatError> {
    idx.iter()
        .map(|i| {
            Ok(match i {
                Idx::Val(v) => v.clone(),
                Idx::Colon => index::colon(),
                Idx::Range(r) => materialize(r)?,
            })
        })
        .collect()
}

/// `base(idx)` / `base{idx}`; `nout` values wanted (`usize::MAX`: the whole
/// list); `gctd`: the run's storage policy is `--storage=gctd`.
pub fn index(
    base: &Value,
    kind: mir::ir::IndexKind,
    idx: &[Idx],
    nout: usize,
    for_update: bool,
    gctd: bool,
) -> Result<Vec<Value>, MatError> {
    if kind == mir::ir::IndexKind::Paren {
        if let Some(v) = fast_index(base, idx, gctd) {
            return Ok(vec![v]);
        }
    }
    // `c{1}.name = v` of an undefined or empty `c`: the update makes `c` a
    // cell, as `c{1} = v` does, so its element is missing.
    if for_update
        && kind == mir::ir::IndexKind::Brace
        && matches!(base, Value::Double(_))
        && base.is_empty()
    {
        return Err(missing());
    }
    if let (Value::Func(_), mir::ir::IndexKind::Brace) = (base, kind) {
        return Err(MatError::msg("function handle cannot be indexed with {"));
    }
    if let Value::Object(_) = base {
        return crate::objects::index_object(base, kind, &subs_of(idx)?).map(|v| vec![v]);
    }
    let subs = subs_of(idx)?;
    let r = match kind {
        mir::ir::IndexKind::Paren => index::index(base, &subs).map(|v| vec![v]),
        mir::ir::IndexKind::Brace => index::brace_index(base, &subs),
    };
    match r {
        Ok(v) if for_update && matches!(&v[..], [x] if zero_by_zero(x)) => Err(missing()),
        Ok(v) => {
            if nout != usize::MAX && v.is_empty() && nout > 0 {
                if for_update {
                    return Ok(vec![Value::empty()]);
                }
                if nout > 1 {
                    return Err(MatError::msg("element number 1 undefined in return list"));
                }
                return Err(MatError::msg(
                    "invalid number of elements on RHS of assignment",
                ));
            }
            Ok(v)
        }
        // `s(k).f = v` beyond the end of a struct array starts from an element
        // with the array's fields, all `[]`; several elements (`s(1:3).f =
        // v`) are refused further on, as reading them would be. A cell
        // beyond the end is missing (`c{3}(2) = 'x'` makes a char).
        Err(e) if for_update && beyond_the_end(&e) => {
            let count: usize = index::selection_extents(base, &subs)?.iter().product();
            Ok(vec![match base {
                Value::Struct(s) if kind == mir::ir::IndexKind::Paren => Value::structure(
                    runtime::StructArray::with_fields(Dims::rc(1, count), s.fields.clone()),
                ),
                _ if kind == mir::ir::IndexKind::Brace && count != 1 => {
                    return Err(MatError::msg("a cs-list cannot be further indexed"))
                }
                _ if kind == mir::ir::IndexKind::Brace => return Err(missing()),
                _ => Value::empty(),
            }])
        }
        Err(e) => Err(e),
    }
}

/// `base(idx) = v` / `base{idx} = v`; an absent base is created. `field`:
/// `v` is the element updated by `base(idx).f = x`.
pub fn index_assign(
    base: Option<Value>,
    kind: mir::ir::IndexKind,
    idx: Vec<Idx>,
    v: Value,
    field: bool,
) -> Result<Value, MatError> {
    // `x(i).f = v` on an empty `x` (`{}`, `[]`) makes a struct array.
    let base = match base {
        Some(b) if field && b.is_empty() && matches!(b, Value::Double(_) | Value::Cell(_)) => None,
        b => b,
    };
    // The fast path reads lazy ranges as they are: the general one needs
    // them built (`a(p+1:m+1, :) = ...` built both ranges at every update).
    let base = match (kind, base) {
        (mir::ir::IndexKind::Paren, Some(b)) => match fast_assign(b, &idx, &v) {
            Ok(r) => return Ok(r),
            Err(b) => Some(b),
        },
        (_, b) => b,
    };
    let subs = subs_of(&idx)?;
    match (kind, base) {
        (_, Some(b @ Value::Object(_))) => crate::objects::assign_object(b, kind, &subs, v),
        (mir::ir::IndexKind::Paren, Some(Value::Struct(mut s))) if field => {
            // `s(i).new = v` adds the field to every element.
            if let Value::Struct(e) = &v {
                let s = std::rc::Rc::make_mut(&mut s);
                for f in &e.fields {
                    s.ensure_field(f);
                }
            }
            let mut b = Value::Struct(s);
            index::assign(&mut b, &subs, &v)?;
            Ok(b)
        }
        (mir::ir::IndexKind::Paren, None) => index::assign_new(&subs, &v),
        (mir::ir::IndexKind::Paren, Some(mut b)) => {
            index::assign(&mut b, &subs, &v)?;
            Ok(b)
        }
        (mir::ir::IndexKind::Brace, b) => {
            let mut b = b.unwrap_or_else(|| Value::cell(Tensor::new(Dims::rc(0, 0), Vec::new())));
            index::brace_assign(&mut b, &subs, v)?;
            Ok(b)
        }
    }
}

/// `base(idx) = []`, and whether the result is an array of its own (a
/// deletion builds a new array, so its base needs no copy first; false:
/// the result may be the base itself).
pub fn index_delete(mut base: Value, idx: Vec<Idx>) -> Result<(Value, bool), MatError> {
    // `v(1:2:end) = []`, `A(:, 1:2:end) = []`: no list of positions.
    let along = match &idx[..] {
        [Idx::Range(r)] => Some((None, r)),
        [Idx::Range(r), Idx::Colon] => Some((Some(0), r)),
        [Idx::Colon, Idx::Range(r)] => Some((Some(1), r)),
        _ => None,
    };
    if let (Some((dim, r)), Value::Double(t)) = (along, &base) {
        let extent = dim.map_or(t.dims.numel(), |k| t.dims.get(k));
        if let Some(p) = r.progression(extent) {
            if index::delete_progression(&mut base, dim, p) {
                return Ok((base, true));
            }
        }
    }
    let subs = subs_of(&idx)?;
    // `m(key) = []` stores an empty value in a containers.Map.
    if let Value::Object(o) = &base {
        if matches!(&**o, runtime::value::object::Object::Map(_)) {
            let map = crate::objects::assign_object(
                base,
                mir::ir::IndexKind::Paren,
                &subs,
                Value::empty(),
            );
            return map.map(|m| (m, false));
        }
    }
    let fresh = index::delete(&mut base, &subs)?;
    Ok((base, fresh))
}

/// Whether a read failed only because it reaches beyond the end (which an
/// update may: it grows the array), not for a subscript no update takes.
fn beyond_the_end(e: &MatError) -> bool {
    e.identifier == "Octave:index-out-of-bounds" && e.message.contains("out of bound")
}

/// `.name =` on other than one struct element (see `index::dot_assign_not_one`).
pub fn dot_assign_not_one() -> MatError {
    index::dot_assign_not_one()
}

/// What a read for an update (`c{3}(2) = v` reads `c{3}`) finds when the
/// element or field it reads does not exist yet: the update then creates
/// it from the value assigned, as it creates a variable.
fn missing() -> MatError {
    MatError::new(MISSING, "")
}

const MISSING: &str = "matc:missing-for-update";

/// Whether an element an update reads counts as missing though present: a
/// 0x0 value that is no struct (Octave's `empty_conv`: `c = cell (1, 3);
/// c{3}(2) = 'x'` makes a char, as in MATLAB).
fn zero_by_zero(v: &Value) -> bool {
    !matches!(v, Value::Struct(_) | Value::Object(_))
        && v.dims().ndims() == 2
        && v.dims().rows() == 0
        && v.dims().cols() == 0
}

/// Whether `e` is a read for an update finding nothing (see `missing`).
pub fn is_missing(e: &MatError) -> bool {
    e.identifier == MISSING
}

/// `base.name`: one value per struct element (a comma-separated list).
pub fn field(base: &Value, name: &str, for_update: bool) -> Result<Vec<Value>, MatError> {
    match base {
        Value::Struct(s) => match s.field_index(name) {
            Some(k) if for_update && s.numel() == 1 && zero_by_zero(s.get(0, k)) => Err(missing()),
            Some(k) => Ok((0..s.numel()).map(|e| s.get(e, k).clone()).collect()),
            None if for_update && s.numel() == 1 => Err(missing()),
            None if for_update => Ok(vec![Value::empty(); s.numel()]),
            None => Err(MatError::no_member(name)),
        },
        Value::Object(_) => crate::objects::field_of_object(base, name).map(|v| vec![v]),
        v if for_update && v.is_empty() => Err(missing()),
        v => Err(MatError::msg(format!(
            "{} cannot be indexed with .",
            index::index_desc(v)
        ))),
    }
}

/// `base.name = v`; an absent or empty (`[]`, `{}`) base becomes a struct.
pub fn field_assign(base: Option<Value>, name: &str, v: Value) -> Result<Value, MatError> {
    let mut s = match base {
        None => runtime::StructArray::new_scalar(),
        Some(Value::Struct(s)) => std::rc::Rc::try_unwrap(s).unwrap_or_else(|s| (*s).clone()),
        Some(b) if index::dot_assign_makes_struct(&b) => runtime::StructArray::new_scalar(),
        Some(Value::Object(o)) => return crate::objects::set_property(o, name, v),
        Some(b) => return Err(index::dot_assign_error(&b)),
    };
    if s.numel() != 1 {
        return Err(index::dot_assign_not_one());
    }
    let k = s.ensure_field(name);
    *s.get_mut(0, k) = v;
    Ok(Value::structure(s))
}

/// `end` in position `dim` of `count` subscripts.
pub fn end_value(base: &Value, dim: usize, count: usize) -> f64 {
    index::end_of(base, dim, count)
}

pub fn for_count(v: &Value) -> usize {
    ops::for_count(v)
}

pub fn for_item(v: &Value, k: usize) -> Result<Value, MatError> {
    ops::for_item(v, k)
}

pub fn switch_match(s: &Value, c: &Value) -> Result<bool, MatError> {
    match c {
        // A cell of labels matches when one of them does (one level deep).
        Value::Cell(t) => {
            for x in &t.data {
                if switch_equal(s, x)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => switch_equal(s, c),
    }
}

/// Whether subject `s` equals label `c`: text by its characters (MATLAB's
/// `strcmp`, so `'a'` does not match `97`); anything else as Octave's
/// `is_equal`: the same rows and columns, then `==` (which refuses cells,
/// structs and handles with its own error), every element true (an empty
/// result matches).
fn switch_equal(s: &Value, c: &Value) -> Result<bool, MatError> {
    if s.is_char() || c.is_char() {
        return Ok(
            s.is_char() && c.is_char() && s.to_str() == c.to_str() && s.dims() == c.dims()
                || (s.is_char() && c.is_char() && s.is_empty() && c.is_empty()),
        );
    }
    let (ds, dc) = (s.dims(), c.dims());
    if ds.rows() != dc.rows() || ds.cols() != dc.cols() {
        return Ok(false);
    }
    let eq = binary(BinOp::Eq, s.clone(), c.clone())?;
    Ok(eq.is_empty() || eq.to_f64_vec()?.iter().all(|&x| x != 0.0))
}

/// `name = value` display of a statement without semicolon.
pub fn display(ctx: &mut Ctx, name: &str, v: &Value) -> Result<(), MatError> {
    let text = runtime::display::display_value(ctx, name, v);
    ctx.print(&text);
    Ok(())
}

/// Octave's double range `base:inc:limit` as count and final value (the
/// runtime's `range_count` rule); `None` for non-finite operands, which the
/// runtime materializes instead.
/// Whether `r` is `lazy_range(base, inc, limit)` already (a range a loop
/// makes again every iteration from the same numbers).
#[inline]
pub fn same_range(r: &Option<LazyRange>, base: f64, inc: f64, limit: f64) -> bool {
    r.as_ref().is_some_and(|r| {
        r.base.to_bits() == base.to_bits()
            && r.inc.to_bits() == inc.to_bits()
            && r.limit.to_bits() == limit.to_bits()
    })
}

pub fn lazy_range(base: f64, inc: f64, limit: f64) -> Option<LazyRange> {
    if !(base.is_finite() && inc.is_finite() && limit.is_finite()) {
        return None;
    }
    let n = ops::range_len(base, inc, limit).ok()?;
    let mut last = if n <= 1 {
        base
    } else {
        base + (n - 1) as f64 * inc
    };
    if n > 1 && ((inc > 0.0 && last >= limit) || (inc < 0.0 && last <= limit)) {
        last = limit;
    }
    if n > 1 && base.fract() == 0.0 && inc.fract() == 0.0 {
        last = last.round();
    }
    Some(LazyRange {
        base,
        inc,
        n,
        last,
        limit,
    })
}

// ------------------------------------------------------------------ fast paths
//
// The runtime's operators and indexing are general (every class, broadcasting,
// growth, error wording). The shapes benchmarks hit most — real double arrays
// with same-shape or scalar operands, and subscripts that are `:`, scalars or
// contiguous ranges — are done here in straight loops, reusing an operand's
// buffer when the interpreter moved in its last reference. Anything else
// returns the operands for the general path.

#[inline(always)]
fn zip_arith<F: Fn(f64, f64) -> f64 + Copy + Sync>(
    a: Value,
    b: Value,
    f: F,
) -> Result<Value, (Value, Value)> {
    match (a, b) {
        (Value::Double(ta), Value::Double(tb)) if ta.dims == tb.dims && ta.data.len() != 1 => {
            Ok(zip_same(ta, tb, f))
        }
        (Value::Double(mut ta), Value::Num(y)) if ta.data.len() != 1 => {
            if let Some(m) = Rc::get_mut(&mut ta) {
                lanes::apply(m.data_mut(), move |x| f(x, y));
                return Ok(Value::Double(ta));
            }
            let data = lanes::map(&ta.data, move |x| f(x, y));
            Ok(Value::Double(Rc::new(Tensor::new(ta.dims.clone(), data))))
        }
        (Value::Num(x), Value::Double(mut tb)) if tb.data.len() != 1 => {
            if let Some(m) = Rc::get_mut(&mut tb) {
                lanes::apply(m.data_mut(), move |y| f(x, y));
                return Ok(Value::Double(tb));
            }
            let data = lanes::map(&tb.data, move |y| f(x, y));
            Ok(Value::Double(Rc::new(Tensor::new(tb.dims.clone(), data))))
        }
        // A mask into a dying double array of its shape: a sum of masks
        // (bench/life's eight `circshift`s) adds each into the first sum.
        (Value::Double(mut ta), Value::Logical(tb))
            if ta.dims == tb.dims && Rc::strong_count(&ta) == 1 && Rc::weak_count(&ta) == 0 =>
        {
            let m = Rc::get_mut(&mut ta).expect("checked unique");
            lanes::update(m.data_mut(), &tb.data, |x, y| f(x, f64::from(u8::from(y))));
            Ok(Value::Double(ta))
        }
        (Value::Logical(ta), Value::Double(mut tb))
            if ta.dims == tb.dims && Rc::strong_count(&tb) == 1 && Rc::weak_count(&tb) == 0 =>
        {
            let m = Rc::get_mut(&mut tb).expect("checked unique");
            lanes::update(m.data_mut(), &ta.data, |y, x| f(f64::from(u8::from(x)), y));
            Ok(Value::Double(tb))
        }
        (a, b) => Err((a, b)),
    }
}

#[inline(always)]
fn zip_cmp<F: Fn(f64, f64) -> bool + Copy + Sync>(
    a: Value,
    b: Value,
    f: F,
) -> Result<Value, (Value, Value)> {
    let (dims, data): (Dims, Vec<bool>) = match (&a, &b) {
        (Value::Double(ta), Value::Double(tb)) if ta.dims == tb.dims && ta.data.len() != 1 => {
            (ta.dims.clone(), lanes::zip_map(&ta.data, &tb.data, f))
        }
        (Value::Double(ta), &Value::Num(y)) if ta.data.len() != 1 => {
            (ta.dims.clone(), lanes::map(&ta.data, move |x| f(x, y)))
        }
        (&Value::Num(x), Value::Double(tb)) if tb.data.len() != 1 => {
            (tb.dims.clone(), lanes::map(&tb.data, move |y| f(x, y)))
        }
        _ => return Err((a, b)),
    };
    Ok(Value::logical(Tensor::new(dims, data)))
}

/// `a ./ b`: an array by a scalar as `runtime::quotient`'s steps (the
/// division's bits), where the CPU takes them; else as `zip_arith`.
fn div_arith(a: Value, b: Value) -> Result<Value, (Value, Value)> {
    match (a, b) {
        (Value::Double(mut ta), Value::Num(y))
            if ta.data.len() != 1 && runtime::quotient::in_steps() =>
        {
            if let Some(m) = Rc::get_mut(&mut ta) {
                runtime::quotient::by_scalar_in_place(m.data_mut(), y);
                return Ok(Value::Double(ta));
            }
            let data = runtime::quotient::by_scalar(&ta.data, y);
            Ok(Value::Double(Rc::new(Tensor::new(ta.dims.clone(), data))))
        }
        (a, b) => zip_arith(a, b, |x, y| x / y),
    }
}

/// Real double array arithmetic and comparisons; `Err` hands the operands back.
pub fn fast_binary(op: BinOp, a: Value, b: Value) -> Result<Value, (Value, Value)> {
    let scalar_rhs = matches!(b, Value::Num(_));
    let scalar_any = scalar_rhs || matches!(a, Value::Num(_));
    match op {
        BinOp::Add => zip_arith(a, b, |x, y| x + y),
        BinOp::Sub => zip_arith(a, b, |x, y| x - y),
        BinOp::Mul => zip_arith(a, b, |x, y| x * y),
        BinOp::MatMul if scalar_any => zip_arith(a, b, |x, y| x * y),
        BinOp::Div => div_arith(a, b),
        BinOp::MatDiv if scalar_rhs => div_arith(a, b),
        BinOp::LeftDiv => zip_arith(a, b, |x, y| y / x),
        BinOp::Lt => zip_cmp(a, b, |x, y| x < y),
        BinOp::Le => zip_cmp(a, b, |x, y| x <= y),
        BinOp::Gt => zip_cmp(a, b, |x, y| x > y),
        BinOp::Ge => zip_cmp(a, b, |x, y| x >= y),
        BinOp::Eq => zip_cmp(a, b, |x, y| x == y),
        BinOp::Ne => zip_cmp(a, b, |x, y| x != y),
        _ => Err((a, b)),
    }
}

/// A subscript as a contiguous run `(start, len)` (0-based) within `extent`.
pub(crate) fn run_of(s: &Idx, extent: usize) -> Option<(usize, usize)> {
    match s {
        Idx::Val(v) => run_of_value(v, extent),
        Idx::Colon => Some((0, extent)),
        Idx::Range(r) => range_run(r, extent),
    }
}

/// A lazy range subscript as a run: integer base, step 1.
pub(crate) fn range_run(r: &LazyRange, extent: usize) -> Option<(usize, usize)> {
    let i0 = r.base as usize;
    (r.inc == 1.0 && r.n > 0 && i0 as f64 == r.base && i0 >= 1 && i0 - 1 + r.n <= extent)
        .then_some((i0 - 1, r.n))
}

/// A subscript value as a run: a scalar, or consecutive integers.
pub(crate) fn run_of_value(s: &Value, extent: usize) -> Option<(usize, usize)> {
    match s {
        Value::Num(x) => {
            let i = *x as usize;
            (i as f64 == *x && i >= 1 && i <= extent).then(|| (i - 1, 1))
        }
        Value::Double(t) => {
            let d = &t.data;
            let s0 = *d.first()?;
            let i0 = s0 as usize;
            // Steps of exactly 1 make the last the first plus the count
            // less one (whole numbers): an index vector fails here at once.
            if i0 as f64 != s0 || i0 < 1 || d[d.len() - 1] != s0 + (d.len() - 1) as f64 {
                return None;
            }
            // Consecutive integers: every step exactly 1 (exact in f64 for
            // integers of index size), checked without an early exit so
            // the loop vectorizes.
            let steps_one = d
                .iter()
                .zip(&d[1..])
                .fold(true, |ok, (a, b)| ok & (b - a == 1.0));
            if !steps_one {
                return None;
            }
            (i0 - 1 + d.len() <= extent).then(|| (i0 - 1, d.len()))
        }
        _ => None,
    }
}

/// The start of one run of a block, and its position in the outer
/// dimensions (advanced one run at a time without division).
struct Cursor {
    off: usize,
    k: [usize; 4],
}

impl Cursor {
    #[inline(always)]
    fn new(r: &Runs, mut q: usize) -> Cursor {
        let mut k = [0usize; 4];
        let mut off = r.runs[0].0;
        for ((kd, &(s, l)), &st) in k.iter_mut().zip(&r.runs).zip(&r.stride).take(r.n).skip(1) {
            *kd = q % l;
            off += (s + *kd) * st;
            q /= l;
        }
        Cursor { off, k }
    }

    #[inline(always)]
    fn next(&mut self, r: &Runs) {
        let mut d = 1;
        while d < r.n {
            self.k[d] += 1;
            self.off += r.stride[d];
            if self.k[d] < r.runs[d].1 {
                break;
            }
            self.off -= r.runs[d].1 * r.stride[d];
            self.k[d] = 0;
            d += 1;
        }
    }
}

/// The pieces of `p` elements of a block in order (`p` divides its run
/// length), walked a chunk of pieces at a time: within a chunk that does
/// not cross a multiple of `period`, the pieces lie at a fixed distance
/// from one another (in one run, or one per run along dimension 1).
pub(crate) struct Pieces {
    cur: Cursor,
    j: usize,
    m: usize,
    p: usize,
}

impl Pieces {
    pub(crate) fn new(r: &Runs, p: usize) -> Pieces {
        Pieces {
            cur: Cursor::new(r, 0),
            j: 0,
            m: r.run_len() / p,
            p,
        }
    }

    /// How many pieces lie at a fixed distance from one another from any
    /// multiple of this many.
    pub(crate) fn period(&self, r: &Runs) -> usize {
        match (self.m, r.n) {
            (1, 1) => usize::MAX,
            (1, _) => r.runs[1].1,
            (m, _) => m,
        }
    }

    /// The offset of the current piece and the distance to the next.
    #[inline]
    pub(crate) fn at(&self, r: &Runs) -> (usize, usize) {
        let stride = if self.m == 1 && r.n > 1 {
            r.stride[1]
        } else {
            self.p
        };
        (self.cur.off + self.j * self.p, stride)
    }

    /// Moves `k` pieces on, up to the end of the period at most.
    #[inline]
    pub(crate) fn advance(&mut self, r: &Runs, k: usize) {
        if self.m > 1 {
            self.j += k;
            if self.j == self.m {
                self.j = 0;
                self.cur.next(r);
            }
        } else if r.n > 1 {
            self.cur.k[1] += k - 1;
            self.cur.off += (k - 1) * r.stride[1];
            self.cur.next(r);
        }
    }
}

/// Runs, extents and strides of an N-subscript (2 ≤ N ≤ 4) index into `dims`.
#[derive(Clone, Debug)]
pub struct Runs {
    n: usize,
    runs: [(usize, usize); 4],
    stride: [usize; 4],
}

/// The same element positions in the same order (dimensions past `n` aside).
impl PartialEq for Runs {
    fn eq(&self, o: &Runs) -> bool {
        self.n == o.n
            && self.runs[..self.n] == o.runs[..o.n]
            && self.stride[..self.n] == o.stride[..o.n]
    }
}

pub(crate) fn runs_of(dims: &Dims, idx: &[Idx], grow: bool) -> Option<(Runs, [usize; 4])> {
    runs_by(dims, idx.len(), |k, e| {
        match run_of(&idx[k], if grow { usize::MAX / 4 } else { e }) {
            Some(r) if !grow || !matches!(idx[k], Idx::Colon) => Some(r),
            Some(_) => Some((0, e)),
            None => None,
        }
    })
}

/// As `runs_of`, each subscript's run within its extent given by `run(k, extent)`.
pub(crate) fn runs_by(
    dims: &Dims,
    n: usize,
    mut run: impl FnMut(usize, usize) -> Option<(usize, usize)>,
) -> Option<(Runs, [usize; 4])> {
    if !(2..=4).contains(&n) {
        return None;
    }
    let mut ext = [1usize; 4];
    for (k, e) in ext.iter_mut().enumerate().take(n) {
        *e = if k + 1 < n {
            dims.get(k)
        } else {
            dims.iter().skip(k).product()
        };
    }
    let mut runs = [(0usize, 1usize); 4];
    for k in 0..n {
        runs[k] = run(k, ext[k])?;
    }
    let mut stride = [1usize; 4];
    for k in 1..n {
        stride[k] = stride[k - 1] * ext[k - 1];
    }
    Some((Runs { n, runs, stride }, ext))
}

impl Runs {
    /// How many subscripts the runs have (after merging, fewer).
    pub(crate) fn ndims(&self) -> usize {
        self.n
    }

    /// Dimension `k`'s run: its start, its length and the distance
    /// between its elements.
    #[inline]
    pub(crate) fn dim(&self, k: usize) -> (usize, usize, usize) {
        (self.runs[k].0, self.runs[k].1, self.stride[k])
    }

    pub(crate) fn lens(&self) -> Vec<usize> {
        self.runs[..self.n].iter().map(|r| r.1).collect()
    }

    /// The same element set with leading dimensions folded into one while
    /// the runs below them cover their whole extent (`a(:, 2:n, k)` is one
    /// block per `k`), so that copies move long blocks instead of columns.
    pub(crate) fn merged(&self) -> Runs {
        let mut r = Runs {
            n: self.n,
            runs: self.runs,
            stride: self.stride,
        };
        // Dimension 0's extent is stride[1]; fold it into 1 when fully covered.
        while r.n > 1 && r.runs[0] == (0, r.stride[1]) {
            let ext0 = r.stride[1];
            let (s1, l1) = r.runs[1];
            r.runs[0] = (s1 * ext0, l1 * ext0);
            for k in 1..r.n - 1 {
                r.runs[k] = r.runs[k + 1];
                r.stride[k] = r.stride[k + 1];
            }
            r.n -= 1;
            r.runs[r.n] = (0, 1);
        }
        r
    }

    /// The elements of an array of dims `from` repeated along each
    /// dimension where it has extent 1 and `to` more (distance 0), in the
    /// order of an array of dims `to`: None when the dims do not broadcast,
    /// when the first dimension would repeat (runs are contiguous), or
    /// past four dimensions.
    pub(crate) fn broadcast(from: &Dims, to: &Dims) -> Option<Runs> {
        let n = to.ndims().max(from.ndims());
        if n > 4 || from.get(0) != to.get(0) {
            return None;
        }
        let mut runs = [(0usize, 1usize); 4];
        let mut stride = [0usize; 4];
        let mut whole = 1;
        for k in 0..n {
            let (f, t) = (from.get(k), to.get(k));
            runs[k] = (0, t);
            stride[k] = match (f == t, f) {
                (true, _) => whole,
                (false, 1) => 0,
                _ => return None,
            };
            whole *= f;
        }
        Some(Runs { n, runs, stride }.merged())
    }

    /// The `n` elements of an array from the first, one run.
    pub(crate) fn whole(n: usize) -> Runs {
        Runs {
            n: 1,
            runs: [(0, n), (0, 1), (0, 1), (0, 1)],
            stride: [1; 4],
        }
    }

    /// `count` runs of `len` elements, the first from `start`, each `step`
    /// past the last (0: the same run again), in each of the columns
    /// `cols` (`(first, count)`) of an array of `ext0` rows: `t(rows, c)`
    /// for rows that are such runs (`R(ii, :)` with `ii = repmat (1:n,
    /// 1, m)`).
    pub(crate) fn blocks(
        (start, len, count, step): (usize, usize, usize, usize),
        cols: (usize, usize),
        ext0: usize,
    ) -> Runs {
        Runs {
            n: 3,
            runs: [(start, len), (0, count), cols, (0, 1)],
            stride: [1, step, ext0, 1],
        }
    }

    /// A linear subscript's run `(start, len)`.
    pub(crate) fn linear(start: usize, len: usize) -> Runs {
        Runs {
            n: 1,
            runs: [(start, len), (0, 1), (0, 1), (0, 1)],
            stride: [1; 4],
        }
    }

    /// The length of each contiguous run.
    pub(crate) fn run_len(&self) -> usize {
        self.runs[0].1
    }

    /// How many elements the runs cover.
    pub(crate) fn count(&self) -> usize {
        self.runs[..self.n].iter().map(|r| r.1).product()
    }

    /// The offset of the first element of the `q`-th run.
    #[inline]
    fn run_offset(&self, mut q: usize) -> usize {
        let mut off = self.runs[0].0;
        for k in 1..self.n {
            let (s, l) = self.runs[k];
            off += (s + q % l) * self.stride[k];
            q /= l;
        }
        off
    }

    /// The offset of element `k` of the block.
    #[inline]
    pub(crate) fn offset_at(&self, k: usize) -> usize {
        let l0 = self.runs[0].1;
        self.run_offset(k / l0) + k % l0
    }

    /// The offsets of the first and the last element (none when empty).
    fn span(&self) -> Option<(usize, usize)> {
        let n = self.count();
        let l0 = self.runs[0].1;
        (n > 0).then(|| (self.run_offset(0), self.run_offset(n / l0 - 1) + l0 - 1))
    }

    /// No element of `self` is one of `other`'s (their spans do not meet).
    pub(crate) fn disjoint(&self, other: &Runs) -> bool {
        match (self.span(), other.span()) {
            (Some((a0, a1)), Some((b0, b1))) => a1 < b0 || b1 < a0,
            _ => true,
        }
    }

    /// Calls `f(offset, k, len)` for the pieces of runs that hold elements
    /// `start..start + len` of the block, `k` counting from `start`: the
    /// position is found once, then each run follows from the last.
    #[inline(always)]
    fn walk(&self, start: usize, len: usize, mut f: impl FnMut(usize, usize, usize)) {
        let l0 = self.runs[0].1;
        let mut j0 = start % l0;
        let mut c = Cursor::new(self, start / l0);
        let mut done = 0;
        while done < len {
            let take = (l0 - j0).min(len - done);
            f(c.off + j0, done, take);
            done += take;
            j0 = 0;
            c.next(self);
        }
    }

    /// Appends the first `n` elements of the block of `data` to `out`.
    pub(crate) fn extend_into(&self, data: &[f64], n: usize, out: &mut Vec<f64>) {
        self.walk(0, n, |off, _, len| {
            out.extend_from_slice(&data[off..off + len])
        });
    }

    /// The same elements of a matrix of `r0` rows once it has grown to
    /// `r1` rows (`grow_matrix_in_place`): None for a run that crosses a
    /// column without covering whole columns.
    pub(crate) fn regrown(&self, r0: usize, r1: usize) -> Option<Runs> {
        if r0 == r1 {
            return Some(self.clone());
        }
        let two = |runs: [(usize, usize); 2]| Runs {
            n: 2,
            runs: [runs[0], runs[1], (0, 1), (0, 1)],
            stride: [1, r1, 1, 1],
        };
        match self.n {
            2 if self.stride[1] == r0 => Some(two([self.runs[0], self.runs[1]])),
            1 if r0 > 0 => {
                let (s, l) = self.runs[0];
                if s % r0 == 0 && l % r0 == 0 {
                    Some(two([(0, r0), (s / r0, l / r0)]))
                } else if l > 0 && s / r0 == (s + l - 1) / r0 {
                    Some(two([(s % r0, l), (s / r0, 1)]))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Calls `f(offset_of_run_start, len0)` for each contiguous run, in
    /// the elements' order.
    #[inline]
    pub(crate) fn for_each(&self, mut f: impl FnMut(usize, usize)) {
        if self.n == 1 {
            f(self.runs[0].0, self.runs[0].1);
            return;
        }
        let (s0, l0) = self.runs[0];
        let r = &self.runs;
        let st = &self.stride;
        for k3 in r[3].0..r[3].0 + if self.n > 3 { r[3].1 } else { 1 } {
            for k2 in r[2].0..r[2].0 + if self.n > 2 { r[2].1 } else { 1 } {
                for k1 in r[1].0..r[1].0 + r[1].1 {
                    let off = s0
                        + k1 * st[1]
                        + if self.n > 2 { k2 * st[2] } else { 0 }
                        + if self.n > 3 { k3 * st[3] } else { 0 };
                    f(off, l0);
                }
            }
        }
    }
}

fn gather<T: Clone>(t: &Tensor<T>, idx: &[Idx]) -> Option<Tensor<T>> {
    let (runs, _) = runs_of(&t.dims, idx, false)?;
    let lens = runs.lens();
    let mut data = Vec::with_capacity(lens.iter().product());
    runs.merged()
        .for_each(|off, len| data.extend_from_slice(&t.data[off..off + len]));
    Some(Tensor::new(Dims::new(&lens), data))
}

/// One of two subscripts as 0-based positions within `extent`: a run, or
/// an index vector's elements, each checked whole and in bounds (None
/// when one is not: the general path then reports the error).
enum Sub {
    Run(usize, usize),
    List(Vec<usize>),
}

fn sub_of(s: &Idx, extent: usize) -> Option<Sub> {
    if let Some((a, n)) = run_of(s, extent) {
        return Some(Sub::Run(a, n));
    }
    let Idx::Val(Value::Double(t)) = s else {
        return None;
    };
    if !index::whole_in(&t.data, extent) {
        return None;
    }
    Some(Sub::List(
        t.data.iter().map(|&x| index::list_pos(x)).collect(),
    ))
}

impl Sub {
    fn len(&self) -> usize {
        match self {
            Sub::Run(_, n) => *n,
            Sub::List(l) => l.len(),
        }
    }
}

/// `a(rows, cols)` where a subscript is an index vector (`R(jj, :)`):
/// validated and gathered in one pass, with no general index resolution.
fn gather_lists<T: Clone>(t: &Tensor<T>, idx: &[Idx]) -> Option<Tensor<T>> {
    if idx.len() != 2 || !idx.iter().any(|i| matches!(i, Idx::Val(Value::Double(_)))) {
        return None;
    }
    let ext0 = t.dims.get(0);
    let ext1: usize = t.dims.iter().skip(1).product();
    let rows = sub_of(&idx[0], ext0)?;
    let cols = sub_of(&idx[1], ext1)?;
    let (nr, nc) = (rows.len(), cols.len());
    if !runtime::alloc::room_for_doubles(nr.saturating_mul(nc)) {
        // The general path says Octave's out-of-memory error.
        return None;
    }
    let mut data = Vec::with_capacity(nr * nc);
    let mut column = |c: usize| {
        let col = &t.data[c * ext0..(c + 1) * ext0];
        match &rows {
            Sub::Run(a, n) => data.extend_from_slice(&col[*a..a + n]),
            Sub::List(l) => data.extend(l.iter().map(|&r| col[r].clone())),
        }
    };
    match &cols {
        Sub::Run(a, n) => (*a..a + n).for_each(&mut column),
        Sub::List(l) => l.iter().for_each(|&c| column(c)),
    }
    Some(Tensor::new(Dims::rc(nr, nc), data))
}

/// `a(:)` of a real double, logical or char array: the same elements as a
/// column, in `a`'s own storage when nothing else holds it (else one copy,
/// with no list of positions).
pub fn colon_all(a: Value) -> Result<Value, Value> {
    fn column<T: Clone>(mut t: Rc<Tensor<T>>) -> Rc<Tensor<T>> {
        let n = t.data.len();
        match Rc::get_mut(&mut t) {
            Some(m) => {
                m.dims = Dims::rc(n, 1);
                m.form = Form::Full;
                t
            }
            None => Rc::new(Tensor::new(Dims::rc(n, 1), t.data.clone())),
        }
    }
    match a {
        Value::Double(t) if t.data.len() > 1 => Ok(Value::Double(column(t))),
        Value::Logical(t) if t.data.len() > 1 => Ok(Value::Logical(column(t))),
        Value::Char(t) if t.data.len() > 1 => Ok(Value::Char(column(t))),
        a => Err(a),
    }
}

/// `a(i, j, ...)` with `:`, scalar and contiguous-range subscripts (and,
/// under `--storage=gctd`, index vectors among two subscripts).
pub fn fast_index(base: &Value, idx: &[Idx], gctd: bool) -> Option<Value> {
    if let (Value::Double(t), [Idx::Range(r)]) = (base, idx) {
        // `v(1:end)` of a vector is `v` itself: shared, not copied (a
        // range keeps its form only unindexed, so only full arrays).
        let n = t.data.len();
        if t.dims.is_vector() && t.form == Form::Full && n > 0 && range_run(r, n) == Some((0, n)) {
            return Some(base.clone());
        }
        if let Some(v) = range_gather(t, r) {
            return Some(Value::real(v));
        }
    }
    if gctd {
        if let Value::Double(t) = base {
            if let Some(r) = gather_lists(t, idx) {
                return Some(Value::real(r));
            }
        }
    }
    match base {
        Value::Double(t) => gather(t, idx).map(Value::real),
        Value::ComplexDouble(t) => gather(t, idx).map(Value::complex_narrow),
        Value::Logical(t) => gather(t, idx).map(Value::logical),
        Value::Char(t) => gather(t, idx).map(Value::char_array),
        _ => None,
    }
}

/// `v(a:s:b)` with whole-number `a` and `s` (any sign, `v(end:-1:1)`) and
/// at least two elements, all in bounds: read straight from the range. A
/// vector keeps its orientation; anything else gives a row (the range's).
fn range_gather(t: &Tensor<f64>, r: &LazyRange) -> Option<Tensor<f64>> {
    if r.n < 2 {
        return None;
    }
    // Whole numbers in bounds; then `base` and `inc` are exact integers.
    r.progression(t.data.len())?;
    let (a, s) = (r.base as i64, r.inc as i64);
    let mut data = Vec::with_capacity(r.n);
    // Cut between the threads: the pass waits on memory, not on the core.
    runtime::lanes::halves(&mut data.spare_capacity_mut()[..r.n], |start, o| {
        if s == -1 {
            // Elements `a - 1 - start` down, read backwards.
            let top = (a - 1) as usize - start;
            let from = &t.data[top + 1 - o.len()..=top];
            for (o, &x) in o.iter_mut().zip(from.iter().rev()) {
                o.write(x);
            }
        } else {
            for (k, o) in (start as i64..).zip(o.iter_mut()) {
                o.write(t.data[(a - 1 + k * s) as usize]);
            }
        }
        true
    });
    // SAFETY: the parts wrote each of the `r.n` elements.
    unsafe { data.set_len(r.n) };
    let dims = match t.dims.nd_vector_dim() {
        Some(k) if t.data.len() != 1 => {
            let mut d = vec![1; t.dims.ndims()];
            d[k] = r.n;
            Dims::new(&d)
        }
        _ => Dims::rc(1, r.n),
    };
    Some(Tensor::new(dims, data))
}

/// Whether two shapes are the same once their extents of one are dropped
/// (an assignment's block and value may differ in those).
pub(crate) fn same_squeezed(a: &[usize], b: &[usize]) -> bool {
    let one = |x: &&usize| **x != 1;
    a.iter().filter(one).eq(b.iter().filter(one))
}

/// Rows `src..src + len` of the columns `cols` (start, count) of a matrix
/// copied to rows `dst..dst + len` (`dst > src`) as it grows
/// (`grow_matrix_in_place`).
#[derive(Clone, Copy, Debug)]
pub struct RowShift {
    pub cols: (usize, usize),
    pub src: usize,
    pub dst: usize,
    pub len: usize,
}

/// Grows an `r0 x c0` matrix nothing else holds to `r1 x c1` (new elements
/// zero) in its own buffer, and does `shift` on the way. The buffer grows
/// as a `Vec` does, by doubling, so a matrix grown a row at a time
/// (`A(end+1, :) = v`, a row inserted by `A(p+1:m+1, :) = A(p:m, :)`) is
/// reallocated a logarithmic number of times instead of at every row; its
/// columns move down to their new starts, last column first (each lands at
/// or after where it was; the shifted rows of a column, further on), and
/// only the new rows are cleared, not the whole buffer.
pub(crate) fn grow_matrix_in_place(
    m: &mut Tensor<f64>,
    (r0, c0): (usize, usize),
    (r1, c1): (usize, usize),
    shift: Option<RowShift>,
) {
    let data = m.data_mut();
    data.resize(r1 * c1, 0.0);
    if r1 != r0 || shift.is_some() {
        for j in (0..c0).rev() {
            let (old, new) = (j * r0, j * r1);
            match shift.filter(|s| (s.cols.0..s.cols.0 + s.cols.1).contains(&j)) {
                Some(RowShift { src, dst, len, .. }) => {
                    debug_assert!(src < dst && dst + len >= r0 && dst + len <= r1);
                    data.copy_within(old + src..old + src + len, new + dst);
                    data.copy_within(old..old + dst.min(r0), new);
                    if dst > r0 {
                        data[new + r0..new + dst].fill(0.0);
                    }
                    data[new + dst + len..new + r1].fill(0.0);
                }
                None => {
                    data.copy_within(old..old + r0, new);
                    data[new + r0..new + r1].fill(0.0);
                }
            }
        }
    }
    m.dims = Dims::rc(r1, c1);
}

/// `a(i, j, ...) = b` on a real double array with run subscripts and a
/// double scalar or same-shaped `b`; grows 2-D arrays like Octave (zero fill).
pub fn fast_assign(base: Value, idx: &[Idx], v: &Value) -> Result<Value, Value> {
    let Value::Double(mut t) = base else {
        return Err(base);
    };
    let src: &[f64] = match v {
        Value::Num(x) => std::slice::from_ref(x),
        Value::Double(s) => &s.data,
        _ => return Err(Value::Double(t)),
    };
    // A colon into an array with no extent asks the rhs for its size
    // (`x = []; x(:, :) = 5`): the runtime's rule.
    if t.dims.iter().all(|&e| e == 0) && idx.iter().any(|s| matches!(s, Idx::Colon)) {
        return Err(Value::Double(t));
    }
    let Some((runs, ext)) = runs_of(&t.dims, idx, idx.len() == 2 && t.dims.ndims() == 2) else {
        return Err(Value::Double(t));
    };
    let lens = runs.lens();
    let total: usize = lens.iter().product();
    if src.len() != 1 {
        let Value::Double(s) = v else {
            return Err(Value::Double(t));
        };
        if s.data.len() != total || !same_squeezed(&lens, &s.dims) {
            return Err(Value::Double(t));
        }
    }
    // Growth (2-D only): the runs may end past the current extents.
    let need: Vec<usize> = (0..runs.n)
        .map(|k| (runs.runs[k].0 + runs.runs[k].1).max(ext[k]))
        .collect();
    let mut runs = runs;
    if need[..runs.n] != ext[..runs.n] {
        if total == 0 {
            return Err(Value::Double(t));
        }
        let (r0, c0) = (ext[0], ext[1]);
        let (r1, c1) = (need[0], need[1]);
        match Rc::get_mut(&mut t) {
            Some(m) => grow_matrix_in_place(m, (r0, c0), (r1, c1), None),
            None => {
                let mut data = Vec::with_capacity(r1 * c1);
                for j in 0..c0 {
                    data.extend_from_slice(&t.data[j * r0..(j + 1) * r0]);
                    data.resize((j + 1) * r1, 0.0);
                }
                data.resize(r1 * c1, 0.0);
                t = Rc::new(Tensor::new(Dims::rc(r1, c1), data));
            }
        }
        runs.stride[1] = r1;
    }
    let runs = runs.merged();
    let m = Rc::make_mut(&mut t);
    if total == 1 && src.len() == 1 {
        // One element: `set` keeps a diagonal matrix written on its diagonal.
        runs.for_each(|off, _| m.set(off, src[0]));
    } else if src.len() == 1 {
        m.form = runtime::value::Form::Full;
        let x = src[0];
        runs.for_each(|off, len| m.data[off..off + len].fill(x));
    } else {
        m.form = runtime::value::Form::Full;
        let mut k = 0;
        runs.for_each(|off, len| {
            m.data[off..off + len].copy_from_slice(&src[k..k + len]);
            k += len;
        });
    }
    Ok(Value::Double(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-pass gather of index vectors agrees with the runtime's
    /// general indexing on every subscript it accepts, and declines every
    /// subscript the general path rejects (so its error is reported).
    #[test]
    fn index_vector_gather_agrees_with_general_indexing() {
        let mut seed = 12345u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for _ in 0..3000 {
            let dims: Vec<usize> = (0..2 + next(2) as usize)
                .map(|_| next(4) as usize)
                .collect();
            let n: usize = dims.iter().product();
            let base = Value::real(Tensor::new(
                Dims::new(&dims),
                (0..n).map(|k| k as f64 + 0.5).collect(),
            ));
            let sub = |next: &mut dyn FnMut(u64) -> u64| match next(4) {
                0 => Idx::Colon,
                1 => Idx::Val(Value::Num(next(5) as f64)),
                _ => {
                    let len = next(5) as usize;
                    let v: Vec<f64> = (0..len)
                        .map(|_| match next(12) {
                            0 => 1.5,
                            1 => f64::NAN,
                            k => k as f64 - 2.0,
                        })
                        .collect();
                    Idx::Val(Value::Double(std::rc::Rc::new(Tensor::new(
                        Dims::rc(1, len),
                        v,
                    ))))
                }
            };
            let idx = vec![sub(&mut next), sub(&mut next)];
            let general = index::index(&base, &subs_of(&idx).unwrap());
            let Value::Double(t) = &base else { continue };
            match (gather_lists(t, &idx), general) {
                (Some(fast), Ok(g)) => {
                    let fast = Value::real(fast);
                    assert_eq!(fast.dims(), g.dims(), "{dims:?} {idx:?}");
                    assert_eq!(
                        fast.to_f64_vec().unwrap(),
                        g.to_f64_vec().unwrap(),
                        "{dims:?} {idx:?}"
                    );
                }
                (Some(fast), Err(e)) => panic!("{dims:?} {idx:?}: {fast:?} but {e:?}"),
                (None, _) => {}
            }
        }
    }

    #[test]
    fn range_counts_match_octave() {
        assert_eq!(lazy_range(1.0, 1.0, 10.0).unwrap().n, 10);
        assert_eq!(lazy_range(0.0, 0.1, 1.0).unwrap().n, 11);
        assert_eq!(lazy_range(0.0, 0.1, 1.0).unwrap().elem(10), 1.0);
        assert_eq!(lazy_range(10.0, -1.0, 1.0).unwrap().n, 10);
        assert_eq!(lazy_range(1.0, 1.0, 0.0).unwrap().n, 0);
        assert_eq!(lazy_range(1.0, 1.0, 1.5).unwrap().n, 1);
    }
}
