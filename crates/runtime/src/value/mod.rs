//! The MATLAB value: unboxed scalars plus reference-counted N-d arrays of every class.
//!
//! Architecture invariants:
//! - Arrays are column-major; `Dims` always has at least two entries and never
//!   ends in a singleton beyond the second (`2x3x1` is stored as `2x3`).
//! - A real double 1x1 array and `Value::Num` are the same value: constructors
//!   (`Value::real`, `Value::from_f64s`) produce `Num` for 1x1 results, and
//!   every accessor accepts both forms. Likewise `Bool` / 1x1 logical and
//!   `Complex` / 1x1 complex double.
//! - Cloning a `Value` is O(1): arrays sit behind `Rc`; writers use
//!   `Rc::make_mut`, which copies only when the array is shared.

use std::fmt;
use std::rc::Rc;

pub mod diagmat;
pub mod object;
pub mod sparse;

pub use crate::carith::{C32, C64};
pub use crate::class::Class;
pub use crate::dims::Dims;
use crate::error::MatError;

/// Octave's NA ("missing value"): a NaN with a payload of its own.
pub const NA: f64 = f64::from_bits(0x7ff8_40f4_4000_0000);

/// Whether `x` is Octave's NA (a NaN, but not every NaN is NA).
pub fn is_na(x: f64) -> bool {
    x.to_bits() == NA.to_bits()
}

/// A dense column-major N-d array. `data.len() == dims.numel()` always.
#[derive(Clone, Debug)]
pub struct Tensor<T> {
    pub dims: Dims,
    pub data: Vec<T>,
    /// How Octave would hold this array; only display reads it.
    pub form: Form,
}

/// Equality is of contents: two arrays with the same elements are equal
/// whatever their display form.
impl<T: PartialEq> PartialEq for Tensor<T> {
    fn eq(&self, other: &Self) -> bool {
        self.dims == other.dims && self.data == other.data
    }
}

/// How Octave 7.3 holds an array that prints differently from a full
/// matrix of the same elements: a range kept unevaluated (`x = 0:0.5:2`
/// prints one column wider). Every operation yields `Full` unless it keeps
/// the form on purpose, and whatever writes into an array resets it.
/// (Diagonal and permutation matrices, which Octave also prints apart, are
/// values of their own: `Value::Diag`, `Value::Perm`.)
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum Form {
    #[default]
    Full,
    Range(RangeSpec),
}

/// A range `base:inc:limit` that Octave 7.3 still holds unevaluated: a
/// colon expression's result before any other operation touches it.
/// Octave prints such ranges with their own (one column wider) format,
/// computed from `base` and `limit` rather than from the elements.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RangeSpec {
    pub base: f64,
    pub inc: f64,
    pub limit: f64,
}

impl<T: Clone> Tensor<T> {
    /// Panics if the data length does not match: that is a bug in the caller.
    pub fn new(dims: Dims, data: Vec<T>) -> Tensor<T> {
        assert_eq!(dims.numel(), data.len(), "tensor data/dims mismatch");
        Tensor {
            dims,
            data,
            form: Form::Full,
        }
    }

    pub fn filled(dims: Dims, v: T) -> Tensor<T> {
        let n = dims.numel();
        Tensor {
            dims,
            data: vec![v; n],
            form: Form::Full,
        }
    }

    pub fn row(data: Vec<T>) -> Tensor<T> {
        Tensor {
            dims: Dims::rc(1, data.len()),
            data,
            form: Form::Full,
        }
    }

    pub fn col(data: Vec<T>) -> Tensor<T> {
        Tensor {
            dims: Dims::rc(data.len(), 1),
            data,
            form: Form::Full,
        }
    }

    pub fn scalar(v: T) -> Tensor<T> {
        Tensor {
            dims: Dims::scalar(),
            data: vec![v],
            form: Form::Full,
        }
    }

    #[inline]
    pub fn numel(&self) -> usize {
        self.data.len()
    }

    /// Writes element `pos`: a written array is a full array.
    #[inline]
    pub fn set(&mut self, pos: usize, x: T) {
        self.form = Form::Full;
        self.data[pos] = x;
    }

    /// The elements, for writing: a written array is a full array.
    #[inline]
    pub fn data_mut(&mut self) -> &mut Vec<T> {
        self.form = Form::Full;
        &mut self.data
    }

    #[inline]
    pub fn rows(&self) -> usize {
        self.dims.rows()
    }

    #[inline]
    pub fn cols(&self) -> usize {
        self.dims.cols()
    }

    /// 0-based (row, col) read of a 2-D view.
    #[inline]
    pub fn at2(&self, r: usize, c: usize) -> &T {
        &self.data[r + c * self.dims.rows()]
    }

    pub fn map<U, F: FnMut(&T) -> U>(&self, f: F) -> Tensor<U> {
        Tensor {
            dims: self.dims.clone(),
            data: self.data.iter().map(f).collect(),
            form: Form::Full,
        }
    }

    /// 2-D transpose (callers check for N-d).
    pub fn transpose(&self) -> Tensor<T> {
        let (r, c) = (self.rows(), self.cols());
        let mut data = Vec::with_capacity(self.data.len());
        for i in 0..r {
            for j in 0..c {
                data.push(self.data[i + j * r].clone());
            }
        }
        Tensor {
            dims: Dims::rc(c, r),
            data,
            form: Form::Full,
        }
    }

    pub fn reshaped(mut self, dims: Dims) -> Tensor<T> {
        debug_assert_eq!(dims.numel(), self.data.len());
        self.dims = dims;
        self
    }
}

/// A struct array: ordered field names, values stored element-major
/// (`vals[elem * nfields + field]`), so a 1x1 struct is a short Vec.
#[derive(Clone, PartialEq, Debug)]
pub struct StructArray {
    pub dims: Dims,
    pub fields: Vec<String>,
    pub vals: Vec<Value>,
}

impl StructArray {
    /// A 1x1 struct with no fields.
    pub fn new_scalar() -> StructArray {
        StructArray {
            dims: Dims::scalar(),
            fields: Vec::new(),
            vals: Vec::new(),
        }
    }

    /// An array of the given dims with the given fields, all set to `[]`.
    pub fn with_fields(dims: Dims, fields: Vec<String>) -> StructArray {
        let n = dims.numel() * fields.len();
        StructArray {
            dims,
            fields,
            vals: vec![Value::empty(); n],
        }
    }

    #[inline]
    pub fn numel(&self) -> usize {
        self.dims.numel()
    }

    #[inline]
    pub fn nfields(&self) -> usize {
        self.fields.len()
    }

    #[inline]
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.fields.iter().position(|f| f == name)
    }

    pub fn get(&self, elem: usize, field: usize) -> &Value {
        &self.vals[elem * self.fields.len() + field]
    }

    pub fn get_mut(&mut self, elem: usize, field: usize) -> &mut Value {
        let nf = self.fields.len();
        &mut self.vals[elem * nf + field]
    }

    /// Field of a 1x1 struct (or the first element), the common `s.a` case.
    pub fn field(&self, name: &str) -> Option<&Value> {
        let k = self.field_index(name)?;
        if self.numel() == 0 {
            return None;
        }
        Some(&self.vals[k])
    }

    /// Adds a field (filled with `[]`) if absent; returns its index.
    pub fn ensure_field(&mut self, name: &str) -> usize {
        if let Some(k) = self.field_index(name) {
            return k;
        }
        let nf = self.fields.len();
        let n = self.numel();
        let mut vals = Vec::with_capacity(n * (nf + 1));
        let mut old = std::mem::take(&mut self.vals).into_iter();
        for _ in 0..n {
            for _ in 0..nf {
                vals.push(old.next().unwrap_or_else(Value::empty));
            }
            vals.push(Value::empty());
        }
        self.vals = vals;
        self.fields.push(name.to_string());
        nf
    }

    /// Removes a field; false if absent.
    pub fn remove_field(&mut self, name: &str) -> bool {
        let Some(k) = self.field_index(name) else {
            return false;
        };
        let nf = self.fields.len();
        let old = std::mem::take(&mut self.vals);
        self.vals = old
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % nf != k)
            .map(|(_, v)| v)
            .collect();
        self.fields.remove(k);
        true
    }

    /// The element `elem` as a 1x1 struct.
    pub fn element(&self, elem: usize) -> StructArray {
        let nf = self.fields.len();
        StructArray {
            dims: Dims::scalar(),
            fields: self.fields.clone(),
            vals: self.vals[elem * nf..(elem + 1) * nf].to_vec(),
        }
    }
}

/// A function handle. `target` is an opaque id the interpreter understands
/// (e.g. a function index); `captures` are the values an anonymous function
/// captured at creation, in the interpreter's order.
#[derive(Clone, PartialEq, Debug)]
pub struct FuncHandle {
    /// For named handles the function name (`sin`); for anonymous ones the
    /// source text as `func2str` prints it (`@(x) x + 1`).
    pub name: String,
    pub anonymous: bool,
    pub target: Option<u32>,
    pub captures: Vec<Value>,
    /// Names of the captured variables, parallel to `captures` (for display).
    pub capture_names: Vec<String>,
    /// An `inline` object (Octave's class inline): called as the anonymous
    /// function `name` is, but of class `inline` and shown as such.
    pub inline: bool,
}

impl FuncHandle {
    pub fn named(name: &str) -> FuncHandle {
        FuncHandle {
            name: name.to_string(),
            anonymous: false,
            target: None,
            captures: Vec::new(),
            capture_names: Vec::new(),
            inline: false,
        }
    }

    /// An inline object's formula and argument names (from its `@(a, b) f` text).
    pub fn inline_parts(&self) -> (String, Vec<String>) {
        let text = self.name.strip_prefix("@(").unwrap_or(&self.name);
        let (params, body) = text.split_once(')').unwrap_or(("", text));
        let args = params
            .split(',')
            .map(|a| a.trim().to_string())
            .filter(|a| !a.is_empty())
            .collect();
        (body.trim_start().to_string(), args)
    }
}

/// A MATLAB value.
#[derive(Clone, Debug)]
pub enum Value {
    /// Real double scalar (the hot path).
    Num(f64),
    /// Logical scalar.
    Bool(bool),
    /// Complex double scalar.
    Complex(C64),
    Double(Rc<Tensor<f64>>),
    Single(Rc<Tensor<f32>>),
    ComplexDouble(Rc<Tensor<C64>>),
    ComplexSingle(Rc<Tensor<C32>>),
    Int8(Rc<Tensor<i8>>),
    Int16(Rc<Tensor<i16>>),
    Int32(Rc<Tensor<i32>>),
    Int64(Rc<Tensor<i64>>),
    UInt8(Rc<Tensor<u8>>),
    UInt16(Rc<Tensor<u16>>),
    UInt32(Rc<Tensor<u32>>),
    UInt64(Rc<Tensor<u64>>),
    Logical(Rc<Tensor<bool>>),
    /// Characters are bytes, as in Octave (`double('é')` is `[195 169]`).
    Char(Rc<Tensor<u8>>),
    Cell(Rc<Tensor<Value>>),
    Struct(Rc<StructArray>),
    Func(Rc<FuncHandle>),
    /// A `containers.Map` or an instance of a classdef class (`object.rs`).
    Object(Rc<crate::value::object::Object>),
    /// A 2-D sparse double, complex or logical matrix (`sparse.rs`).
    Sparse(Rc<crate::value::sparse::SparseMatrix>),
    /// Octave's diagonal matrix, holding only its diagonal (`diagmat.rs`).
    Diag(Rc<crate::value::diagmat::DiagMatrix>),
    /// Octave's permutation matrix, one index per row (`diagmat.rs`).
    Perm(Rc<crate::value::diagmat::PermMatrix>),
}

impl Default for Value {
    fn default() -> Value {
        Value::empty()
    }
}

/// Integer element types, with MATLAB's saturating round-half-away conversion.
pub trait IntElem: Copy + PartialEq + PartialOrd + fmt::Debug + 'static {
    const CLASS: Class;
    const MIN_F: f64;
    const MAX_F: f64;
    fn to_f64(self) -> f64;
    /// Round half away from zero, saturate, NaN → 0.
    fn from_f64(x: f64) -> Self;
    fn wrap(t: Rc<Tensor<Self>>) -> Value;
    fn tensor(v: &Value) -> Option<&Rc<Tensor<Self>>>;
    fn zero() -> Self;
}

macro_rules! int_elem {
    ($t:ty, $cls:ident, $var:ident) => {
        impl IntElem for $t {
            const CLASS: Class = Class::$cls;
            const MIN_F: f64 = <$t>::MIN as f64;
            const MAX_F: f64 = <$t>::MAX as f64;
            #[inline]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline]
            fn from_f64(x: f64) -> Self {
                // `as` saturates and maps NaN to 0; round() is half-away.
                x.round() as $t
            }
            fn wrap(t: Rc<Tensor<Self>>) -> Value {
                Value::$var(t)
            }
            fn tensor(v: &Value) -> Option<&Rc<Tensor<Self>>> {
                match v {
                    Value::$var(t) => Some(t),
                    _ => None,
                }
            }
            fn zero() -> Self {
                0
            }
        }
    };
}
int_elem!(i8, Int8, Int8);
int_elem!(i16, Int16, Int16);
int_elem!(i32, Int32, Int32);
int_elem!(i64, Int64, Int64);
int_elem!(u8, UInt8, UInt8);
int_elem!(u16, UInt16, UInt16);
int_elem!(u32, UInt32, UInt32);
int_elem!(u64, UInt64, UInt64);

/// Applies `$body` with `$t` bound to the tensor of any integer variant.
#[macro_export]
macro_rules! with_int {
    ($v:expr, $t:ident => $body:expr, _ => $other:expr) => {
        match $v {
            $crate::value::Value::Int8($t) => $body,
            $crate::value::Value::Int16($t) => $body,
            $crate::value::Value::Int32($t) => $body,
            $crate::value::Value::Int64($t) => $body,
            $crate::value::Value::UInt8($t) => $body,
            $crate::value::Value::UInt16($t) => $body,
            $crate::value::Value::UInt32($t) => $body,
            $crate::value::Value::UInt64($t) => $body,
            _ => $other,
        }
    };
}

impl Value {
    // ---------- constructors ----------

    /// A scalar of integer class `class` (a hexadecimal or binary literal's
    /// value), saturated to the class's range; `None` for a class that is
    /// not an integer class.
    pub fn int_scalar(class: Class, value: i128) -> Option<Value> {
        fn sat<T: TryFrom<i128> + Copy>(v: i128, lo: T, hi: T) -> Rc<Tensor<T>> {
            Rc::new(Tensor::scalar(T::try_from(v).unwrap_or(if v < 0 {
                lo
            } else {
                hi
            })))
        }
        Some(match class {
            Class::Int8 => Value::Int8(sat(value, i8::MIN, i8::MAX)),
            Class::Int16 => Value::Int16(sat(value, i16::MIN, i16::MAX)),
            Class::Int32 => Value::Int32(sat(value, i32::MIN, i32::MAX)),
            Class::Int64 => Value::Int64(sat(value, i64::MIN, i64::MAX)),
            Class::UInt8 => Value::UInt8(sat(value, 0, u8::MAX)),
            Class::UInt16 => Value::UInt16(sat(value, 0, u16::MAX)),
            Class::UInt32 => Value::UInt32(sat(value, 0, u32::MAX)),
            Class::UInt64 => Value::UInt64(sat(value, 0, u64::MAX)),
            _ => return None,
        })
    }

    /// `[]`: 0x0 double.
    pub fn empty() -> Value {
        Value::Double(Rc::new(Tensor::new(Dims::rc(0, 0), Vec::new())))
    }

    /// A real double array; 1x1 becomes `Num`.
    pub fn real(t: Tensor<f64>) -> Value {
        if t.data.len() == 1 && t.dims.is_scalar() {
            Value::Num(t.data[0])
        } else {
            Value::Double(Rc::new(t))
        }
    }

    pub fn from_f64s(dims: Dims, data: Vec<f64>) -> Value {
        Value::real(Tensor::new(dims, data))
    }

    pub fn row_f64(data: Vec<f64>) -> Value {
        Value::real(Tensor::row(data))
    }

    pub fn col_f64(data: Vec<f64>) -> Value {
        Value::real(Tensor::col(data))
    }

    pub fn zeros(dims: Dims) -> Value {
        Value::real(Tensor::filled(dims, 0.0))
    }

    /// A complex double array; kept complex even if imaginary parts are zero
    /// (call `narrow_complex` where Octave narrows).
    pub fn complex(t: Tensor<C64>) -> Value {
        if t.data.len() == 1 && t.dims.is_scalar() {
            Value::Complex(t.data[0])
        } else {
            Value::ComplexDouble(Rc::new(t))
        }
    }

    /// Complex double array narrowed to real when every imaginary part is 0,
    /// which is what Octave does after most operations.
    pub fn complex_narrow(t: Tensor<C64>) -> Value {
        if t.data.iter().all(|z| z.im == 0.0) {
            Value::real(Tensor::new(t.dims, t.data.iter().map(|z| z.re).collect()))
        } else {
            Value::complex(t)
        }
    }

    pub fn complex_scalar_narrow(z: C64) -> Value {
        if z.im == 0.0 {
            Value::Num(z.re)
        } else {
            Value::Complex(z)
        }
    }

    pub fn single(t: Tensor<f32>) -> Value {
        Value::Single(Rc::new(t))
    }

    pub fn complex_single_narrow(t: Tensor<C32>) -> Value {
        if t.data.iter().all(|z| z.im == 0.0) {
            Value::Single(Rc::new(Tensor::new(
                t.dims,
                t.data.iter().map(|z| z.re).collect(),
            )))
        } else {
            Value::ComplexSingle(Rc::new(t))
        }
    }

    /// A logical array; 1x1 becomes `Bool`.
    pub fn logical(t: Tensor<bool>) -> Value {
        if t.data.len() == 1 && t.dims.is_scalar() {
            Value::Bool(t.data[0])
        } else {
            Value::Logical(Rc::new(t))
        }
    }

    pub fn char_array(t: Tensor<u8>) -> Value {
        Value::Char(Rc::new(t))
    }

    /// A char row vector from text (UTF-8 bytes, as Octave stores them).
    pub fn str(s: &str) -> Value {
        Value::Char(Rc::new(Tensor::row(s.as_bytes().to_vec())))
    }

    pub fn str_bytes(b: &[u8]) -> Value {
        Value::Char(Rc::new(Tensor::row(b.to_vec())))
    }

    pub fn cell(t: Tensor<Value>) -> Value {
        Value::Cell(Rc::new(t))
    }

    /// A 1xN cell row.
    pub fn cell_row(items: Vec<Value>) -> Value {
        Value::Cell(Rc::new(Tensor::row(items)))
    }

    pub fn structure(s: StructArray) -> Value {
        Value::Struct(Rc::new(s))
    }

    pub fn int<T: IntElem>(t: Tensor<T>) -> Value {
        T::wrap(Rc::new(t))
    }

    pub fn func(h: FuncHandle) -> Value {
        Value::Func(Rc::new(h))
    }

    // ---------- queries ----------

    pub fn class(&self) -> Class {
        match self {
            Value::Num(_) | Value::Complex(_) | Value::Double(_) | Value::ComplexDouble(_) => {
                Class::Double
            }
            Value::Single(_) | Value::ComplexSingle(_) => Class::Single,
            Value::Bool(_) | Value::Logical(_) => Class::Logical,
            Value::Int8(_) => Class::Int8,
            Value::Int16(_) => Class::Int16,
            Value::Int32(_) => Class::Int32,
            Value::Int64(_) => Class::Int64,
            Value::UInt8(_) => Class::UInt8,
            Value::UInt16(_) => Class::UInt16,
            Value::UInt32(_) => Class::UInt32,
            Value::UInt64(_) => Class::UInt64,
            Value::Char(_) => Class::Char,
            Value::Cell(_) => Class::Cell,
            Value::Struct(_) => Class::Struct,
            Value::Func(_) => Class::FunctionHandle,
            Value::Object(_) => Class::Object,
            Value::Sparse(s) => s.class(),
            Value::Diag(d) => d.class(),
            Value::Perm(_) => Class::Double,
        }
    }

    pub fn class_name(&self) -> &'static str {
        self.class().name()
    }

    /// The name `class(x)` gives: an object's own class name, else [`Value::class_name`].
    pub fn class_name_full(&self) -> &str {
        match self {
            Value::Object(o) => o.class_name(),
            Value::Func(f) if f.inline => "inline",
            _ => self.class_name(),
        }
    }

    pub fn is_complex(&self) -> bool {
        match self {
            Value::Complex(_) | Value::ComplexDouble(_) | Value::ComplexSingle(_) => true,
            Value::Sparse(s) => s.is_complex(),
            Value::Diag(d) => d.is_complex(),
            _ => false,
        }
    }

    /// Dimensions (no allocation for up to 4-D).
    /// The display form of a floating-point array (`Full` for anything else).
    pub fn form(&self) -> Form {
        match self {
            Value::Double(t) => t.form,
            Value::Single(t) => t.form,
            Value::ComplexDouble(t) => t.form,
            Value::ComplexSingle(t) => t.form,
            _ => Form::Full,
        }
    }

    /// `v` holding `form`, when `v` is a floating-point array (else `v` as is).
    pub fn with_form(mut self, form: Form) -> Value {
        fn set<T: Clone>(t: &mut Rc<Tensor<T>>, form: Form) {
            if t.form != form {
                Rc::make_mut(t).form = form;
            }
        }
        match &mut self {
            Value::Double(t) => set(t, form),
            Value::Single(t) => set(t, form),
            Value::ComplexDouble(t) => set(t, form),
            Value::ComplexSingle(t) => set(t, form),
            _ => {}
        }
        self
    }

    pub fn dims(&self) -> Dims {
        match self {
            Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) => Dims::scalar(),
            Value::Object(o) => match &**o {
                crate::value::object::Object::Table(t) => Dims::rc(t.height, t.names.len()),
                _ => Dims::scalar(),
            },
            Value::Double(t) => t.dims.clone(),
            Value::Single(t) => t.dims.clone(),
            Value::ComplexDouble(t) => t.dims.clone(),
            Value::ComplexSingle(t) => t.dims.clone(),
            Value::Int8(t) => t.dims.clone(),
            Value::Int16(t) => t.dims.clone(),
            Value::Int32(t) => t.dims.clone(),
            Value::Int64(t) => t.dims.clone(),
            Value::UInt8(t) => t.dims.clone(),
            Value::UInt16(t) => t.dims.clone(),
            Value::UInt32(t) => t.dims.clone(),
            Value::UInt64(t) => t.dims.clone(),
            Value::Logical(t) => t.dims.clone(),
            Value::Char(t) => t.dims.clone(),
            Value::Cell(t) => t.dims.clone(),
            Value::Struct(s) => s.dims.clone(),
            Value::Sparse(s) => s.dims(),
            Value::Diag(d) => d.dims(),
            Value::Perm(p) => Dims::rc(p.len(), p.len()),
        }
    }

    pub fn numel(&self) -> usize {
        match self {
            Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) => 1,
            Value::Double(t) => t.data.len(),
            Value::Struct(s) => s.numel(),
            _ => self.dims().numel(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.numel() == 0
    }

    pub fn is_scalar(&self) -> bool {
        match self {
            Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) => true,
            _ => self.dims().is_scalar(),
        }
    }

    pub fn is_numeric(&self) -> bool {
        self.class().is_numeric()
    }

    pub fn is_char(&self) -> bool {
        matches!(self, Value::Char(_))
    }

    /// The real double scalar, if this is one (`Num` or a 1x1 double array).
    #[inline]
    pub fn as_num(&self) -> Option<f64> {
        match self {
            Value::Num(x) => Some(*x),
            Value::Double(t) if t.data.len() == 1 && t.dims.is_scalar() => Some(t.data[0]),
            _ => None,
        }
    }

    /// Any real numeric, logical or char scalar as f64 (for sizes, flags, indices).
    pub fn scalar_f64(&self) -> Option<f64> {
        match self {
            Value::Num(x) => Some(*x),
            Value::Bool(b) => Some(*b as u8 as f64),
            _ if self.numel() == 1 && !self.is_complex() => self.to_f64_vec().ok().map(|v| v[0]),
            _ => None,
        }
    }

    /// The complex scalar of a numeric scalar.
    pub fn scalar_c64(&self) -> Option<C64> {
        match self {
            Value::Complex(z) => Some(*z),
            Value::ComplexDouble(t) if t.data.len() == 1 => Some(t.data[0]),
            Value::ComplexSingle(t) if t.data.len() == 1 => {
                Some(C64::new(t.data[0].re as f64, t.data[0].im as f64))
            }
            _ => self.scalar_f64().map(|x| C64::new(x, 0.0)),
        }
    }

    /// Elements of a real numeric/logical/char value as f64 (column-major).
    pub fn to_f64_vec(&self) -> Result<Vec<f64>, MatError> {
        Ok(match self {
            Value::Num(x) => vec![*x],
            Value::Bool(b) => vec![*b as u8 as f64],
            Value::Double(t) => t.data.clone(),
            Value::Single(t) => t.data.iter().map(|&x| x as f64).collect(),
            Value::Logical(t) => t.data.iter().map(|&b| b as u8 as f64).collect(),
            Value::Char(t) => t.data.iter().map(|&c| c as f64).collect(),
            Value::Complex(z) => vec![z.re],
            Value::ComplexDouble(t) => t.data.iter().map(|z| z.re).collect(),
            Value::ComplexSingle(t) => t.data.iter().map(|z| z.re as f64).collect(),
            Value::Cell(_) | Value::Struct(_) | Value::Func(_) | Value::Object(_) => {
                return Err(MatError::msg(format!(
                    "invalid conversion from {} to real matrix",
                    self.type_desc()
                )))
            }
            Value::Sparse(s) => return s.to_full()?.to_f64_vec(),
            Value::Diag(_) | Value::Perm(_) => {
                return crate::value::diagmat::full(self).to_f64_vec()
            }
            other => {
                with_int!(other, t => t.data.iter().map(|x| x.to_f64()).collect(), _ => unreachable!())
            }
        })
    }

    /// Elements as complex doubles.
    pub fn to_c64_vec(&self) -> Result<Vec<C64>, MatError> {
        Ok(match self {
            Value::Sparse(s) => return s.to_full()?.to_c64_vec(),
            Value::Diag(_) => return crate::value::diagmat::full(self).to_c64_vec(),
            Value::Complex(z) => vec![*z],
            Value::ComplexDouble(t) => t.data.clone(),
            Value::ComplexSingle(t) => t
                .data
                .iter()
                .map(|z| C64::new(z.re as f64, z.im as f64))
                .collect(),
            _ => self
                .to_f64_vec()?
                .into_iter()
                .map(|x| C64::new(x, 0.0))
                .collect(),
        })
    }

    /// A real double tensor view (copying unless already one).
    pub fn to_f64_tensor(&self) -> Result<Tensor<f64>, MatError> {
        match self {
            Value::Double(t) => Ok((**t).clone()),
            _ => Ok(Tensor::new(self.dims(), self.to_f64_vec()?)),
        }
    }

    /// How a binary operator's error names this operand: logical and char
    /// values are named as the doubles Octave converts them to first.
    pub fn operand_desc(&self) -> String {
        match self {
            Value::Bool(_) | Value::Logical(_) | Value::Char(_) => {
                if self.is_scalar() { "scalar" } else { "matrix" }.into()
            }
            _ => self.type_desc(),
        }
    }

    /// Octave's operand description used in "binary operator '+' not
    /// implemented for 'X' by 'Y' operations" messages.
    pub fn type_desc(&self) -> String {
        let scalar = self.is_scalar();
        match self {
            Value::Num(_) => "scalar".into(),
            Value::Double(_) => if scalar { "scalar" } else { "matrix" }.into(),
            Value::Complex(_) => "complex scalar".into(),
            Value::ComplexDouble(_) => if scalar {
                "complex scalar"
            } else {
                "complex matrix"
            }
            .into(),
            Value::Single(_) => if scalar {
                "float scalar"
            } else {
                "float matrix"
            }
            .into(),
            Value::ComplexSingle(_) => if scalar {
                "float complex scalar"
            } else {
                "float complex matrix"
            }
            .into(),
            Value::Bool(_) => "bool".into(),
            Value::Logical(_) => if scalar { "bool" } else { "bool matrix" }.into(),
            Value::Char(_) => "char matrix".into(),
            Value::Cell(_) => "cell".into(),
            Value::Struct(_) => if scalar { "scalar struct" } else { "struct" }.into(),
            Value::Func(_) => "function handle".into(),
            Value::Object(_) => "object".into(),
            Value::Sparse(s) => match s.data {
                crate::value::sparse::SpData::Real(_) => "sparse matrix",
                crate::value::sparse::SpData::Complex(_) => "sparse complex matrix",
                crate::value::sparse::SpData::Bool(_) => "sparse bool matrix",
            }
            .into(),
            Value::Diag(d) => d.type_desc().into(),
            Value::Perm(_) => "permutation matrix".into(),
            _ => format!(
                "{} {}",
                self.class_name(),
                if scalar { "scalar" } else { "matrix" }
            ),
        }
    }

    /// Text of a char array (rows concatenated column-major for a row vector;
    /// for a matrix, rows joined in order). Bytes are decoded lossily.
    pub fn to_str(&self) -> Option<String> {
        match self {
            Value::Char(t) => {
                if t.rows() <= 1 {
                    Some(String::from_utf8_lossy(&t.data).into_owned())
                } else {
                    let (r, c) = (t.rows(), t.cols());
                    let mut b = Vec::with_capacity(t.data.len());
                    for i in 0..r {
                        for j in 0..c {
                            b.push(t.data[i + j * r]);
                        }
                    }
                    Some(String::from_utf8_lossy(&b).into_owned())
                }
            }
            _ => None,
        }
    }

    /// The string of a char row vector (or empty char), for name/option arguments.
    pub fn as_string(&self) -> Option<String> {
        match self {
            Value::Char(t) if t.rows() <= 1 && t.dims.ndims() == 2 => {
                Some(String::from_utf8_lossy(&t.data).into_owned())
            }
            _ => None,
        }
    }

    /// Rows of a char matrix as strings.
    pub fn char_rows(&self) -> Option<Vec<String>> {
        match self {
            Value::Char(t) => {
                let (r, c) = (t.rows(), t.cols());
                Some(
                    (0..r)
                        .map(|i| {
                            let b: Vec<u8> = (0..c).map(|j| t.data[i + j * r]).collect();
                            String::from_utf8_lossy(&b).into_owned()
                        })
                        .collect(),
                )
            }
            _ => None,
        }
    }

    /// A cell array's tensor.
    pub fn as_cell(&self) -> Option<&Tensor<Value>> {
        match self {
            Value::Cell(t) => Some(t),
            _ => None,
        }
    }

    pub fn as_struct(&self) -> Option<&StructArray> {
        match self {
            Value::Struct(s) => Some(s),
            _ => None,
        }
    }

    /// Expand scalar variants to their 1x1 array form (so generic code can
    /// match on array variants only).
    pub fn to_array_form(&self) -> Value {
        match self {
            Value::Num(x) => Value::Double(Rc::new(Tensor::scalar(*x))),
            Value::Bool(b) => Value::Logical(Rc::new(Tensor::scalar(*b))),
            Value::Complex(z) => Value::ComplexDouble(Rc::new(Tensor::scalar(*z))),
            v => v.clone(),
        }
    }

    /// Collapse 1x1 double/logical/complex arrays to the scalar variants.
    pub fn normalized(self) -> Value {
        match self {
            Value::Double(t) if t.data.len() == 1 && t.dims.is_scalar() => Value::Num(t.data[0]),
            Value::Logical(t) if t.data.len() == 1 && t.dims.is_scalar() => Value::Bool(t.data[0]),
            Value::ComplexDouble(t) if t.data.len() == 1 && t.dims.is_scalar() => {
                Value::Complex(t.data[0])
            }
            v => v,
        }
    }

    /// `normalized`, plus Octave's narrowing of complex arrays whose
    /// imaginary parts are all zero (done after indexing and assignment).
    pub fn narrowed(self) -> Value {
        match self {
            Value::ComplexDouble(t) if t.data.iter().all(|z| z.im == 0.0) => Value::real(
                Tensor::new(t.dims.clone(), t.data.iter().map(|z| z.re).collect()),
            ),
            Value::ComplexSingle(t) if t.data.iter().all(|z| z.im == 0.0) => {
                Value::Single(Rc::new(Tensor::new(
                    t.dims.clone(),
                    t.data.iter().map(|z| z.re).collect(),
                )))
            }
            Value::Complex(z) if z.im == 0.0 => Value::Num(z.re),
            v => v.normalized(),
        }
    }

    /// `true`/`false` of `if x` / `while x`: non-empty and all nonzero.
    /// Complex values test their real and imaginary parts; NaN is an error.
    pub fn is_true(&self) -> Result<bool, MatError> {
        match self {
            Value::Sparse(s) => s.to_full()?.is_true(),
            Value::Diag(_) | Value::Perm(_) => crate::value::diagmat::full(self).is_true(),
            Value::Num(x) => {
                if x.is_nan() {
                    Err(MatError::nan_to_logical())
                } else {
                    Ok(*x != 0.0)
                }
            }
            Value::Bool(b) => Ok(*b),
            Value::Logical(t) => Ok(!t.data.is_empty() && t.data.iter().all(|&b| b)),
            Value::Double(t) => {
                let mut all = !t.data.is_empty();
                for &x in &t.data {
                    if x.is_nan() {
                        return Err(MatError::nan_to_logical());
                    }
                    if x == 0.0 {
                        all = false;
                    }
                }
                Ok(all)
            }
            Value::Complex(z) => Ok(z.re != 0.0 || z.im != 0.0),
            Value::ComplexDouble(t) => {
                Ok(!t.data.is_empty() && t.data.iter().all(|z| z.re != 0.0 || z.im != 0.0))
            }
            Value::ComplexSingle(t) => {
                Ok(!t.data.is_empty() && t.data.iter().all(|z| z.re != 0.0 || z.im != 0.0))
            }
            Value::Cell(_) => Err(MatError::msg(
                "invalid conversion from cell array to logical value",
            )),
            Value::Struct(_) => Err(MatError::msg(
                "invalid conversion from struct to logical value",
            )),
            Value::Func(_) => Err(MatError::msg(
                "invalid conversion from function handle to logical value",
            )),
            Value::Object(_) => Err(MatError::msg(
                "invalid conversion from object to logical value",
            )),
            _ => {
                let v = self.to_f64_vec()?;
                if v.iter().any(|x| x.is_nan()) {
                    return Err(MatError::nan_to_logical());
                }
                Ok(!v.is_empty() && v.iter().all(|&x| x != 0.0))
            }
        }
    }
}

impl Value {
    /// Packs f64 results into an array of class `cls`.
    pub fn pack_real(cls: Class, dims: Dims, data: Vec<f64>) -> Value {
        fn ints<T: IntElem>(dims: Dims, data: &[f64]) -> Value {
            Value::int(Tensor::new(
                dims,
                data.iter().map(|&x| T::from_f64(x)).collect(),
            ))
        }
        match cls {
            Class::Double => Value::real(Tensor::new(dims, data)),
            Class::Single => {
                Value::single(Tensor::new(dims, data.iter().map(|&x| x as f32).collect()))
            }
            Class::Int8 => ints::<i8>(dims, &data),
            Class::Int16 => ints::<i16>(dims, &data),
            Class::Int32 => ints::<i32>(dims, &data),
            Class::Int64 => ints::<i64>(dims, &data),
            Class::UInt8 => ints::<u8>(dims, &data),
            Class::UInt16 => ints::<u16>(dims, &data),
            Class::UInt32 => ints::<u32>(dims, &data),
            Class::UInt64 => ints::<u64>(dims, &data),
            Class::Logical => {
                Value::logical(Tensor::new(dims, data.iter().map(|&x| x != 0.0).collect()))
            }
            Class::Char => {
                Value::char_array(Tensor::new(dims, data.iter().map(|&x| x as u8).collect()))
            }
            _ => Value::real(Tensor::new(dims, data)),
        }
    }
}

impl PartialEq for Value {
    /// Structural equality (same class, dims and elements; NaN ≠ NaN).
    fn eq(&self, other: &Value) -> bool {
        use Value::*;
        match (self.clone().normalized(), other.clone().normalized()) {
            (Num(a), Num(b)) => a == b,
            (Bool(a), Bool(b)) => a == b,
            (Complex(a), Complex(b)) => a == b,
            (Double(a), Double(b)) => a == b,
            (Single(a), Single(b)) => a == b,
            (ComplexDouble(a), ComplexDouble(b)) => a == b,
            (ComplexSingle(a), ComplexSingle(b)) => a == b,
            (Int8(a), Int8(b)) => a == b,
            (Int16(a), Int16(b)) => a == b,
            (Int32(a), Int32(b)) => a == b,
            (Int64(a), Int64(b)) => a == b,
            (UInt8(a), UInt8(b)) => a == b,
            (UInt16(a), UInt16(b)) => a == b,
            (UInt32(a), UInt32(b)) => a == b,
            (UInt64(a), UInt64(b)) => a == b,
            (Logical(a), Logical(b)) => a == b,
            (Char(a), Char(b)) => a == b,
            (Cell(a), Cell(b)) => a == b,
            (Struct(a), Struct(b)) => a == b,
            (Func(a), Func(b)) => a == b,
            _ => false,
        }
    }
}

impl From<f64> for Value {
    fn from(x: f64) -> Value {
        Value::Num(x)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::str(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dims_trim_and_pad() {
        assert_eq!(Dims::new(&[2, 3, 1, 1]).as_slice(), &[2, 3]);
        assert_eq!(Dims::new(&[4]).as_slice(), &[4, 1]);
        assert_eq!(Dims::new(&[2, 1, 3]).as_slice(), &[2, 1, 3]);
        assert_eq!(Dims::new(&[1, 2, 3, 4, 5]).numel(), 120);
        assert_eq!(Dims::new(&[2, 3, 4]).cols(), 12);
        assert_eq!(Dims::new(&[0, 3]).to_string_x(), "0x3");
    }

    #[test]
    fn scalar_normalization() {
        let v = Value::real(Tensor::scalar(2.5));
        assert!(matches!(v, Value::Num(x) if x == 2.5));
        let a = Value::Double(Rc::new(Tensor::scalar(2.5)));
        assert_eq!(a.as_num(), Some(2.5));
        assert_eq!(a, Value::Num(2.5));
        assert!(Value::empty().is_empty());
        assert_eq!(Value::empty().dims().as_slice(), &[0, 0]);
    }

    #[test]
    fn int_conversion_saturates_and_rounds_half_away() {
        assert_eq!(i8::from_f64(127.5), 127);
        assert_eq!(i8::from_f64(-200.0), -128);
        assert_eq!(u8::from_f64(2.5), 3);
        assert_eq!(u8::from_f64(-2.5), 0);
        assert_eq!(i32::from_f64(-2.5), -3);
        assert_eq!(i32::from_f64(f64::NAN), 0);
    }

    #[test]
    fn struct_fields_keep_order() {
        let mut s = StructArray::new_scalar();
        let b = s.ensure_field("b");
        let a = s.ensure_field("a");
        *s.get_mut(0, b) = Value::Num(1.0);
        *s.get_mut(0, a) = Value::Num(2.0);
        assert_eq!(s.fields, vec!["b", "a"]);
        assert_eq!(s.field("a"), Some(&Value::Num(2.0)));
        assert!(s.remove_field("b"));
        assert_eq!(s.vals, vec![Value::Num(2.0)]);
    }

    #[test]
    fn truth() {
        assert!(Value::Num(1.0).is_true().unwrap());
        assert!(!Value::empty().is_true().unwrap());
        assert!(!Value::row_f64(vec![1.0, 0.0]).is_true().unwrap());
        assert!(Value::cell_row(vec![]).is_true().is_err());
    }
}
