//! How each MIR value is held in C, from its types-analysis fact.
//!
//! A proven scalar is a C local (`double`, `int` for a logical, `double`
//! holding the code of a char, `mt_c` for a double that may be complex);
//! an array is its elements in its group's buffer plus one extent per
//! dimension (a C local, or a constant where the fact is exact); a range
//! read only by a `for` loop is its numbers (`mt_range`), never stored.
//! What has no C form (a cell, a struct, an unknown class or rank, an
//! integer class, a complex array) is refused with the reason.

use analysis::types::{AbsValue, ClassSet, Tri};

/// The element (or scalar) kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    F64,
    /// A double that may be complex: real when its imaginary part is zero.
    C64,
    Bool,
    Char,
}

impl Elem {
    /// The C type of one array element.
    pub fn c_elem(self) -> &'static str {
        match self {
            Elem::F64 => "double",
            Elem::C64 => "mt_c",
            Elem::Bool | Elem::Char => "unsigned char",
        }
    }
    /// The C type of a scalar of this kind.
    pub fn c_scalar(self) -> &'static str {
        match self {
            Elem::F64 | Elem::Char => "double",
            Elem::C64 => "mt_c",
            Elem::Bool => "int",
        }
    }
    pub fn bytes(self) -> u64 {
        match self {
            Elem::F64 => 8,
            Elem::C64 => 16,
            Elem::Bool | Elem::Char => 1,
        }
    }
    pub fn class_name(self) -> &'static str {
        match self {
            Elem::F64 | Elem::C64 => "double",
            Elem::Bool => "logical",
            Elem::Char => "char",
        }
    }
}

/// One extent of an array: known when compiling, or computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ext {
    Const(u64),
    Var,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Repr {
    Scalar(Elem),
    Array {
        elem: Elem,
        dims: Vec<Ext>,
    },
    /// A `for` loop's range, kept as its numbers.
    Range,
    /// Never holds a value (an undefined variable's placeholder).
    Absent,
}

impl Repr {
    pub fn elem(&self) -> Option<Elem> {
        match self {
            Repr::Scalar(e) | Repr::Array { elem: e, .. } => Some(*e),
            _ => None,
        }
    }
    pub fn is_array(&self) -> bool {
        matches!(self, Repr::Array { .. })
    }
    pub fn rank(&self) -> usize {
        match self {
            Repr::Array { dims, .. } => dims.len(),
            _ => 2,
        }
    }
    /// Bytes of the array when every extent is known.
    pub fn static_bytes(&self) -> Option<u64> {
        match self {
            Repr::Array { elem, dims } => dims
                .iter()
                .map(|d| match d {
                    Ext::Const(n) => Some(*n),
                    Ext::Var => None,
                })
                .product::<Option<u64>>()
                .map(|n| n * elem.bytes()),
            _ => None,
        }
    }
}

/// The C form of a value with fact `a`, or why it has none.
pub fn repr_of(a: &AbsValue) -> Result<Repr, String> {
    if a.class.is_empty() {
        return Ok(Repr::Absent);
    }
    let class = a.class;
    let elem = if class.within(ClassSet::DOUBLE) {
        match a.complex {
            Tri::No => Elem::F64,
            _ => Elem::C64,
        }
    } else if class.within(ClassSet::LOGICAL) {
        Elem::Bool
    } else if class.within(ClassSet::CHAR) {
        Elem::Char
    } else {
        return Err(match class.single_name() {
            Some("cell") => "cells are not compiled".into(),
            Some("struct") => "structs are not compiled".into(),
            Some("function_handle") => "function handles are not compiled".into(),
            Some("object") => "objects are not compiled".into(),
            Some(c) => format!("class {c} is not compiled yet"),
            None => format!(
                "its class is not known when compiling (one of {})",
                class.names().join(", ")
            ),
        });
    };
    if a.shape.is_scalar() {
        return Ok(Repr::Scalar(elem));
    }
    if elem == Elem::C64 {
        return Err("complex arrays are not compiled yet".into());
    }
    let Some(dims) = &a.shape.dims else {
        // The rank bounded: that many extents, each known when running.
        let hi = a.shape.rank.1;
        if hi <= 8 {
            return Ok(Repr::Array {
                elem,
                dims: vec![Ext::Var; hi.max(2) as usize],
            });
        }
        return Err("its number of dimensions is not known when compiling".into());
    };
    if dims.len() > 8 {
        return Err("arrays of more than 8 dimensions are not compiled".into());
    }
    Ok(Repr::Array {
        elem,
        dims: dims
            .iter()
            .map(|d| match d.get() {
                Some(n) => Ext::Const(n),
                None => Ext::Var,
            })
            .collect(),
    })
}
