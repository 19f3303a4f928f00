//! Octave's diagonal and permutation matrices as values: a diagonal matrix
//! (`eye(3)`, `diag(v)`, `M^0`, `inv(D)`, `eig`'s `D`) holds its diagonal, a
//! permutation matrix (the `P` of `lu` and `qr`) one index per row, so that
//! memory and time follow the diagonal's length (`trace(diag(z))` of 10,000
//! elements touches 10,000 numbers, not 10^8).
//!
//! They are values of their own (`Value::Diag`, `Value::Perm`) rather than a
//! display form of a full array (what `Tensor::form` still records for
//! ranges): a form would keep every element stored, and every reader of
//! `Tensor::data` would have to know the form to skip the zeros. As with
//! sparse matrices, code that does not know these values sees their full
//! arrays: `ops::diag`, `index::diag` and `builtins::structured` compute
//! the operators, indexing and builtins that keep them (as Octave does)
//! and hand everything else the full array.

use std::rc::Rc;

use crate::value::{Class, Dims, Form, Tensor, Value, C32, C64};

/// A `rows x cols` matrix that is zero off its diagonal.
#[derive(Clone, Debug)]
pub struct DiagMatrix {
    pub rows: usize,
    pub cols: usize,
    /// The diagonal, `min(rows, cols)` elements: a column of doubles or
    /// singles, real or complex (never a scalar variant: `Num` and `Complex`
    /// are widened to 1x1 arrays).
    pub diag: Value,
}

/// An `n x n` permutation matrix: row `i` holds its one in column `perm[i]`,
/// so that `P * A` is `A(perm, :)`.
#[derive(Clone, Debug, PartialEq)]
pub struct PermMatrix {
    pub perm: Vec<usize>,
}

impl DiagMatrix {
    pub fn len(&self) -> usize {
        self.rows.min(self.cols)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn dims(&self) -> Dims {
        Dims::rc(self.rows, self.cols)
    }

    pub fn class(&self) -> Class {
        self.diag.class()
    }

    pub fn is_complex(&self) -> bool {
        self.diag.is_complex()
    }

    /// The diagonal's elements as complex doubles.
    pub fn c64s(&self) -> Vec<C64> {
        self.diag.to_c64_vec().unwrap_or_default()
    }

    /// The full `rows x cols` array.
    pub fn to_full(&self) -> Value {
        let (r, c, n) = (self.rows, self.cols, self.len());
        fn place<T: Clone + Default>(r: usize, c: usize, n: usize, d: &[T]) -> Tensor<T> {
            let mut data = vec![T::default(); r * c];
            for (k, x) in d.iter().take(n).enumerate() {
                data[k + k * r] = x.clone();
            }
            Tensor::new(Dims::rc(r, c), data)
        }
        match self.diag.to_array_form() {
            Value::Single(t) => Value::single(place(r, c, n, &t.data)),
            Value::ComplexDouble(t) => Value::complex(place(r, c, n, &t.data)),
            Value::ComplexSingle(t) => Value::ComplexSingle(Rc::new(place(r, c, n, &t.data))),
            d => Value::real(place(
                r,
                c,
                n,
                &d.to_f64_vec().expect("a diagonal is numeric"),
            )),
        }
    }

    /// The elements at column-major positions `idx`, as an array of
    /// extents `dims` (complex narrowed, as indexing does).
    pub fn gather(&self, idx: &[usize], dims: Dims) -> Value {
        let r = self.rows.max(1);
        let on = |p: usize| (p % r == p / r).then_some(p % r);
        fn pick<T: Copy + Default>(
            d: &[T],
            idx: &[usize],
            on: impl Fn(usize) -> Option<usize>,
        ) -> Vec<T> {
            idx.iter()
                .map(|&p| on(p).map_or(T::default(), |k| d[k]))
                .collect()
        }
        match self.diag.to_array_form() {
            Value::Single(t) => Value::single(Tensor::new(dims, pick(&t.data, idx, on))),
            Value::ComplexDouble(t) => {
                Value::complex_narrow(Tensor::new(dims, pick(&t.data, idx, on)))
            }
            Value::ComplexSingle(t) => {
                Value::complex_single_narrow(Tensor::new(dims, pick(&t.data, idx, on)))
            }
            d => {
                let d = d.to_f64_vec().expect("a diagonal is numeric");
                Value::real(Tensor::new(dims, pick(&d, idx, on)))
            }
        }
    }

    /// Octave's type name, as in its operator errors.
    pub fn type_desc(&self) -> &'static str {
        match (self.class(), self.is_complex()) {
            (Class::Single, false) => "float diagonal matrix",
            (Class::Single, true) => "float complex diagonal matrix",
            (_, false) => "diagonal matrix",
            (_, true) => "complex diagonal matrix",
        }
    }
}

impl PermMatrix {
    pub fn len(&self) -> usize {
        self.perm.len()
    }

    pub fn is_empty(&self) -> bool {
        self.perm.is_empty()
    }

    /// The inverse (and transpose) permutation.
    pub fn inverse(&self) -> PermMatrix {
        let mut inv = vec![0; self.perm.len()];
        for (i, &p) in self.perm.iter().enumerate() {
            inv[p] = i;
        }
        PermMatrix { perm: inv }
    }

    /// `self * other`: row `i` of the product is row `perm[i]` of `other`.
    pub fn times(&self, other: &PermMatrix) -> PermMatrix {
        PermMatrix {
            perm: self.perm.iter().map(|&p| other.perm[p]).collect(),
        }
    }

    /// The determinant: the sign of the permutation.
    pub fn det(&self) -> f64 {
        let mut seen = vec![false; self.perm.len()];
        let mut sign = 1.0;
        for start in 0..self.perm.len() {
            let mut len = 0;
            let mut i = start;
            while !seen[i] {
                seen[i] = true;
                i = self.perm[i];
                len += 1;
            }
            if len > 0 && len % 2 == 0 {
                sign = -sign;
            }
        }
        sign
    }

    /// The elements at column-major positions `idx`, as an array of
    /// extents `dims`.
    pub fn gather(&self, idx: &[usize], dims: Dims) -> Value {
        let n = self.perm.len().max(1);
        let data = idx
            .iter()
            .map(|&p| (self.perm[p % n] == p / n) as u8 as f64)
            .collect();
        Value::real(Tensor::new(dims, data))
    }

    /// The full `n x n` array of doubles.
    pub fn to_full(&self) -> Value {
        let n = self.perm.len();
        let mut data = vec![0.0; n * n];
        for (i, &p) in self.perm.iter().enumerate() {
            data[i + p * n] = 1.0;
        }
        Value::real(Tensor::new(Dims::rc(n, n), data))
    }
}

/// A diagonal matrix of `rows x cols` holding `diag` (a vector of doubles or
/// singles of `min(rows, cols)` elements). A 1x1 one is its element, as in
/// Octave (`eye(1)` is a scalar).
pub fn diag_value(rows: usize, cols: usize, diag: Value) -> Value {
    if rows == 1 && cols == 1 {
        return diag.normalized();
    }
    let n = rows.min(cols);
    debug_assert_eq!(diag.numel(), n, "a diagonal of the wrong length");
    // A plain column: no range form left on it.
    fn column<T: Clone>(mut t: Rc<Tensor<T>>, n: usize) -> Rc<Tensor<T>> {
        if t.dims != Dims::rc(n, 1) || t.form != Form::Full {
            let t = Rc::make_mut(&mut t);
            t.dims = Dims::rc(n, 1);
            t.form = Form::Full;
        }
        t
    }
    let diag = match diag.to_array_form() {
        Value::Single(t) => Value::Single(column(t, n)),
        Value::ComplexDouble(t) => Value::ComplexDouble(column(t, n)),
        Value::ComplexSingle(t) => Value::ComplexSingle(column(t, n)),
        Value::Double(t) => Value::Double(column(t, n)),
        other => Value::real(Tensor::new(
            Dims::rc(n, 1),
            other.to_f64_vec().unwrap_or_else(|_| vec![0.0; n]),
        )),
    };
    Value::Diag(Rc::new(DiagMatrix { rows, cols, diag }))
}

/// A real diagonal matrix from its elements.
pub fn diag_of_f64s(rows: usize, cols: usize, d: Vec<f64>) -> Value {
    let n = d.len();
    diag_value(rows, cols, Value::real(Tensor::new(Dims::rc(n, 1), d)))
}

/// A diagonal matrix from complex elements: real when no imaginary part is
/// nonzero, as Octave narrows.
pub fn diag_of_c64s(rows: usize, cols: usize, d: Vec<C64>) -> Value {
    let n = d.len();
    diag_value(
        rows,
        cols,
        Value::complex_narrow(Tensor::new(Dims::rc(n, 1), d)),
    )
}

/// A diagonal matrix from single complex elements (narrowed as above).
pub fn diag_of_c32s(rows: usize, cols: usize, d: Vec<C32>) -> Value {
    let n = d.len();
    diag_value(
        rows,
        cols,
        Value::complex_single_narrow(Tensor::new(Dims::rc(n, 1), d)),
    )
}

/// The identity as a diagonal matrix of `class` (double or single).
pub fn identity(rows: usize, cols: usize, class: Class) -> Value {
    let n = rows.min(cols);
    let d = if class == Class::Single {
        Value::single(Tensor::new(Dims::rc(n, 1), vec![1.0f32; n]))
    } else {
        Value::real(Tensor::new(Dims::rc(n, 1), vec![1.0; n]))
    };
    diag_value(rows, cols, d)
}

/// A permutation matrix from row `i`'s column `perm[i]`; one of order 1 is
/// the scalar 1.
pub fn perm_value(perm: Vec<usize>) -> Value {
    if perm.len() == 1 {
        return Value::Num(1.0);
    }
    Value::Perm(Rc::new(PermMatrix { perm }))
}

/// The diagonal matrix of a full floating-point matrix `v` that is zero off
/// its diagonal (any other value as is), as `svd` builds its `S` and
/// `diag (v, m, n)` its result. The diagonal is read as indexing reads it
/// (complex narrowed).
pub fn from_full(v: Value) -> Value {
    let d = v.dims();
    if d.ndims() != 2 || !v.class().is_float() {
        return v;
    }
    let (r, c) = (d.rows(), d.cols());
    let n = r.min(c);
    fn take<T: Clone>(data: &[T], r: usize, n: usize) -> Tensor<T> {
        Tensor::new(
            Dims::rc(n, 1),
            (0..n).map(|k| data[k + k * r].clone()).collect(),
        )
    }
    let diag = match &v {
        Value::Num(_) | Value::Complex(_) => v.clone().narrowed(),
        Value::Double(t) => Value::real(take(&t.data, r, n)),
        Value::Single(t) => Value::Single(Rc::new(take(&t.data, r, n))),
        Value::ComplexDouble(t) => Value::complex_narrow(take(&t.data, r, n)),
        Value::ComplexSingle(t) => Value::complex_single_narrow(take(&t.data, r, n)),
        _ => return v,
    };
    diag_value(r, c, diag)
}

/// Whether `v` is a diagonal or permutation matrix.
pub fn is_structured(v: &Value) -> bool {
    matches!(v, Value::Diag(_) | Value::Perm(_))
}

/// Whether any of `vs` is one.
pub fn any_structured(vs: &[Value]) -> bool {
    vs.iter().any(is_structured)
}

/// The full array of a diagonal or permutation matrix; any other value as is.
pub fn full(v: &Value) -> Value {
    match v {
        Value::Diag(d) => d.to_full(),
        Value::Perm(p) => p.to_full(),
        _ => v.clone(),
    }
}

/// `full` of each value.
pub fn full_all(vs: &[Value]) -> Vec<Value> {
    vs.iter().map(full).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_compose_invert_and_sign() {
        let p = PermMatrix {
            perm: vec![1, 2, 0],
        };
        assert_eq!(p.times(&p.inverse()).perm, vec![0, 1, 2]);
        assert_eq!(p.det(), 1.0);
        assert_eq!(PermMatrix { perm: vec![1, 0] }.det(), -1.0);
        // Row 0 of [0 1 0; 0 0 1; 1 0 0] has its one in column 1.
        let f = p.to_full().to_f64_vec().unwrap();
        assert_eq!(f, vec![0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
    }

    #[test]
    fn a_diagonal_expands_to_its_full_array() {
        let d = diag_of_f64s(2, 3, vec![4.0, 5.0]);
        assert_eq!(d.dims(), Dims::rc(2, 3));
        let f = full(&d).to_f64_vec().unwrap();
        assert_eq!(f, vec![4.0, 0.0, 0.0, 5.0, 0.0, 0.0]);
        assert!(matches!(diag_of_f64s(1, 1, vec![7.0]), Value::Num(x) if x == 7.0));
    }
}
