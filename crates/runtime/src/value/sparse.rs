//! The sparse value (2-D compressed columns of double, complex or logical
//! elements, Octave's three sparse kinds) and its conversions to and from full arrays.

use std::rc::Rc;

use crate::error::MatError;
use crate::value::{Class, Dims, Tensor, Value, C64};

/// The stored (nonzero) elements, in column-major order of their positions.
#[derive(Clone, Debug)]
pub enum SpData {
    Real(Vec<f64>),
    Complex(Vec<C64>),
    Bool(Vec<bool>),
}

impl SpData {
    pub fn len(&self) -> usize {
        match self {
            SpData::Real(v) => v.len(),
            SpData::Complex(v) => v.len(),
            SpData::Bool(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `k`-th stored element as a complex number (logical as 0/1).
    pub fn c64(&self, k: usize) -> C64 {
        match self {
            SpData::Real(v) => C64::new(v[k], 0.0),
            SpData::Complex(v) => v[k],
            SpData::Bool(v) => C64::new(v[k] as u8 as f64, 0.0),
        }
    }

    /// An empty store of the same kind.
    pub(crate) fn empty_like(&self) -> SpData {
        match self {
            SpData::Real(_) => SpData::Real(Vec::new()),
            SpData::Complex(_) => SpData::Complex(Vec::new()),
            SpData::Bool(_) => SpData::Bool(Vec::new()),
        }
    }

    pub(crate) fn push_from(&mut self, src: &SpData, k: usize) {
        match (self, src) {
            (SpData::Real(d), SpData::Real(s)) => d.push(s[k]),
            (SpData::Complex(d), SpData::Complex(s)) => d.push(s[k]),
            (SpData::Bool(d), SpData::Bool(s)) => d.push(s[k]),
            (d, s) => unreachable!("sparse stores of different kinds: {d:?} {s:?}"),
        }
    }
}

/// A 2-D sparse matrix in compressed-column form: the rows of column `j`'s
/// nonzeros are `row_idx[col_ptr[j]..col_ptr[j + 1]]`, increasing.
#[derive(Clone, Debug)]
pub struct SparseMatrix {
    pub rows: usize,
    pub cols: usize,
    pub col_ptr: Vec<usize>,
    pub row_idx: Vec<usize>,
    pub data: SpData,
    /// The storage `nzmax` reports (at least `nnz`; `spalloc` asks for more).
    pub capacity: usize,
}

/// The largest full array a sparse matrix is expanded into (elements): past
/// it a densifying operation fails as Octave fails on memory.
const MAX_FULL_ELEMENTS: usize = 1 << 28;

impl SparseMatrix {
    /// An all-zero `rows x cols` matrix of the kind of `data`.
    pub fn zeros(rows: usize, cols: usize, data: SpData) -> SparseMatrix {
        SparseMatrix {
            rows,
            cols,
            col_ptr: vec![0; cols + 1],
            row_idx: Vec::new(),
            data: data.empty_like(),
            capacity: 0,
        }
    }

    /// Where row `r` of column `c` is stored (`Ok`), or where it would be
    /// inserted (`Err`), as a position in `row_idx`.
    pub fn locate(&self, r: usize, c: usize) -> Result<usize, usize> {
        let from = self.col_ptr[c];
        match self.row_idx[from..self.col_ptr[c + 1]].binary_search(&r) {
            Ok(k) => Ok(from + k),
            Err(k) => Err(from + k),
        }
    }

    /// The stored elements as doubles (logical ones as 0/1); `None` for complex.
    pub fn real_values(&self) -> Option<std::borrow::Cow<'_, [f64]>> {
        match &self.data {
            SpData::Real(v) => Some(std::borrow::Cow::Borrowed(v)),
            SpData::Bool(v) => Some(v.iter().map(|&b| b as u8 as f64).collect()),
            SpData::Complex(_) => None,
        }
    }

    pub fn nnz(&self) -> usize {
        self.row_idx.len()
    }

    pub fn dims(&self) -> Dims {
        Dims::rc(self.rows, self.cols)
    }

    pub fn class(&self) -> Class {
        match self.data {
            SpData::Bool(_) => Class::Logical,
            _ => Class::Double,
        }
    }

    pub fn is_complex(&self) -> bool {
        matches!(self.data, SpData::Complex(_))
    }

    /// `(row, col, k)` of every stored element, column by column.
    pub fn entries(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        (0..self.cols).flat_map(move |j| {
            (self.col_ptr[j]..self.col_ptr[j + 1]).map(move |k| (self.row_idx[k], j, k))
        })
    }

    /// Builds a matrix from `(row, col)` positions (0-based) and their values,
    /// in any order: repeated positions are summed (logical: or-ed), or the
    /// last one kept when `sum` is false; zeros are not stored.
    pub fn from_triplets(
        rows: usize,
        cols: usize,
        pos: &[(usize, usize)],
        vals: &SpData,
        sum: bool,
    ) -> SparseMatrix {
        let mut order: Vec<usize> = (0..pos.len()).collect();
        order.sort_by_key(|&k| (pos[k].1, pos[k].0));
        let mut col_ptr = vec![0usize; cols + 1];
        let mut row_idx = Vec::with_capacity(pos.len());
        let mut data = vals.empty_like();
        let mut last: Option<(usize, usize)> = None;
        for &k in &order {
            let p = pos[k];
            if last == Some((p.0, p.1)) {
                let n = row_idx.len() - 1;
                match (&mut data, vals) {
                    (SpData::Real(d), SpData::Real(s)) => {
                        d[n] = if sum { d[n] + s[k] } else { s[k] }
                    }
                    (SpData::Complex(d), SpData::Complex(s)) => {
                        d[n] = if sum { d[n] + s[k] } else { s[k] }
                    }
                    (SpData::Bool(d), SpData::Bool(s)) => {
                        d[n] = if sum { d[n] || s[k] } else { s[k] }
                    }
                    _ => unreachable!(),
                }
                continue;
            }
            last = Some(p);
            row_idx.push(p.0);
            data.push_from(vals, k);
            col_ptr[p.1 + 1] += 1;
        }
        for j in 0..cols {
            col_ptr[j + 1] += col_ptr[j];
        }
        let capacity = row_idx.len();
        let mut s = SparseMatrix {
            rows,
            cols,
            col_ptr,
            row_idx,
            data,
            capacity,
        };
        s.drop_zeros();
        s
    }

    /// Removes stored zeros (what sums of opposite values leave).
    pub(crate) fn drop_zeros(&mut self) {
        let keep: Vec<bool> = (0..self.nnz())
            .map(|k| {
                let z = self.data.c64(k);
                z.re != 0.0 || z.im != 0.0
            })
            .collect();
        if keep.iter().all(|&b| b) {
            return;
        }
        let mut data = self.data.empty_like();
        let mut row_idx = Vec::new();
        let mut col_ptr = vec![0usize; self.cols + 1];
        for j in 0..self.cols {
            let (from, to) = (self.col_ptr[j], self.col_ptr[j + 1]);
            for (k, &kept) in keep.iter().enumerate().take(to).skip(from) {
                if kept {
                    row_idx.push(self.row_idx[k]);
                    data.push_from(&self.data, k);
                }
            }
            col_ptr[j + 1] = row_idx.len();
        }
        self.row_idx = row_idx;
        self.col_ptr = col_ptr;
        self.data = data;
    }

    /// The sparse form of a full numeric or logical value (N-d arrays fold
    /// their trailing dimensions into columns, as Octave does); `None` for
    /// any other class.
    pub fn from_full(v: &Value) -> Option<SparseMatrix> {
        let d = v.dims();
        let (rows, cols) = (d.rows(), d.cols());
        let mut pos = Vec::new();
        let data = match v {
            Value::Sparse(s) => return Some((**s).clone()),
            Value::Bool(_) | Value::Logical(_) => {
                let Value::Logical(t) = Value::logical_of(v)? else {
                    return None;
                };
                let mut out = Vec::new();
                for (i, &b) in t.data.iter().enumerate() {
                    if b {
                        pos.push((i % rows.max(1), i / rows.max(1)));
                        out.push(true);
                    }
                }
                SpData::Bool(out)
            }
            _ if v.is_complex() && matches!(v.class(), Class::Double | Class::Single) => {
                let z = v.to_c64_vec().ok()?;
                let mut out = Vec::new();
                for (i, x) in z.into_iter().enumerate() {
                    if x.re != 0.0 || x.im != 0.0 {
                        pos.push((i % rows, i / rows));
                        out.push(x);
                    }
                }
                SpData::Complex(out)
            }
            _ if matches!(v.class(), Class::Double | Class::Single) => {
                let x = v.to_f64_vec().ok()?;
                let mut out = Vec::new();
                for (i, x) in x.into_iter().enumerate() {
                    if x != 0.0 {
                        pos.push((i % rows, i / rows));
                        out.push(x);
                    }
                }
                SpData::Real(out)
            }
            _ => return None,
        };
        Some(SparseMatrix::from_triplets(rows, cols, &pos, &data, true))
    }

    /// The full array of the same elements (an error past the size a full
    /// array may have here).
    pub fn to_full(&self) -> Result<Value, MatError> {
        let n = self
            .rows
            .checked_mul(self.cols)
            .filter(|&n| n <= MAX_FULL_ELEMENTS)
            .ok_or_else(|| {
                MatError::msg("out of memory or dimension too large for Octave's index type")
            })?;
        let dims = self.dims();
        Ok(match &self.data {
            SpData::Real(v) => {
                let mut out = vec![0.0; n];
                for (r, c, k) in self.entries() {
                    out[r + c * self.rows] = v[k];
                }
                Value::real(Tensor::new(dims, out))
            }
            SpData::Complex(v) => {
                let mut out = vec![C64::new(0.0, 0.0); n];
                for (r, c, k) in self.entries() {
                    out[r + c * self.rows] = v[k];
                }
                Value::complex(Tensor::new(dims, out))
            }
            SpData::Bool(v) => {
                let mut out = vec![false; n];
                for (r, c, k) in self.entries() {
                    out[r + c * self.rows] = v[k];
                }
                Value::logical(Tensor::new(dims, out))
            }
        })
    }

    /// The transpose (`conj`: the conjugate transpose).
    pub fn transpose(&self, conj: bool) -> SparseMatrix {
        let pos: Vec<(usize, usize)> = self.entries().map(|(r, c, _)| (c, r)).collect();
        let data = match (&self.data, conj) {
            (SpData::Complex(v), true) => SpData::Complex(v.iter().map(|z| z.conj()).collect()),
            (d, _) => d.clone(),
        };
        let mut t = SparseMatrix::from_triplets(self.cols, self.rows, &pos, &data, true);
        t.capacity = self.capacity.max(t.nnz());
        t
    }

    /// The same positions with every element mapped by `f` (zeros that `f`
    /// makes are dropped).
    pub fn map_real(&self, f: impl Fn(f64) -> f64) -> SparseMatrix {
        let data = match &self.data {
            SpData::Real(v) => SpData::Real(v.iter().map(|&x| f(x)).collect()),
            SpData::Bool(v) => SpData::Real(v.iter().map(|&b| f(b as u8 as f64)).collect()),
            SpData::Complex(v) => {
                SpData::Complex(v.iter().map(|z| C64::new(f(z.re), f(z.im))).collect())
            }
        };
        let mut s = SparseMatrix {
            data,
            ..self.clone()
        };
        s.drop_zeros();
        s
    }

    pub fn into_value(self) -> Value {
        Value::Sparse(Rc::new(self))
    }
}

impl Value {
    /// A logical tensor of a logical value (`Bool` widened).
    fn logical_of(v: &Value) -> Option<Value> {
        match v {
            Value::Bool(b) => Some(Value::Logical(Rc::new(Tensor::scalar(*b)))),
            Value::Logical(_) => Some(v.clone()),
            _ => None,
        }
    }
}

/// Whether any of `vals` is sparse.
pub fn any_sparse(vals: &[Value]) -> bool {
    vals.iter().any(|v| matches!(v, Value::Sparse(_)))
}

/// `v` as a full array (sparse values expanded, others as they are).
pub fn full(v: &Value) -> Result<Value, MatError> {
    match v {
        Value::Sparse(s) => s.to_full(),
        _ => Ok(v.clone()),
    }
}

/// Every value of `vals` as a full array.
pub fn full_all(vals: &[Value]) -> Result<Vec<Value>, MatError> {
    vals.iter().map(full).collect()
}

/// The sparse form of a result computed on full arrays, for operations that
/// keep sparsity: double (single narrowed to double), complex and logical
/// 2-D arrays become sparse; anything else is returned as it is.
pub fn sparsify(v: Value) -> Value {
    if matches!(v, Value::Sparse(_)) || v.dims().ndims() > 2 {
        return v;
    }
    match v.class() {
        Class::Double | Class::Single | Class::Logical => match SparseMatrix::from_full(&v) {
            Some(s) => s.into_value(),
            None => v,
        },
        _ => v,
    }
}

/// A sparse matrix written column after column.
pub(crate) struct Columns {
    col_ptr: Vec<usize>,
    row_idx: Vec<usize>,
    data: SpData,
}

impl Columns {
    pub(crate) fn new(kind: &SpData, cols: usize) -> Columns {
        let mut col_ptr = Vec::with_capacity(cols + 1);
        col_ptr.push(0);
        Columns {
            col_ptr,
            row_idx: Vec::new(),
            data: kind.empty_like(),
        }
    }

    /// Stores element `k` of `src` in row `r` of the current column.
    pub(crate) fn push(&mut self, r: usize, src: &SpData, k: usize) {
        self.row_idx.push(r);
        self.data.push_from(src, k);
    }

    /// Stores `x` in row `r` of the current column unless it is zero.
    pub(crate) fn push_real(&mut self, r: usize, x: f64) {
        if x != 0.0 {
            let SpData::Real(d) = &mut self.data else {
                unreachable!("a real column")
            };
            self.row_idx.push(r);
            d.push(x);
        }
    }

    pub(crate) fn end_column(&mut self) {
        self.col_ptr.push(self.row_idx.len());
    }

    pub(crate) fn finish(self, rows: usize, cols: usize) -> SparseMatrix {
        debug_assert_eq!(self.col_ptr.len(), cols + 1);
        let capacity = self.row_idx.len();
        SparseMatrix {
            rows,
            cols,
            col_ptr: self.col_ptr,
            row_idx: self.row_idx,
            data: self.data,
            capacity,
        }
    }
}
