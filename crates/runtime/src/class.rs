//! The MATLAB classes, as `class (x)` names them.

use std::fmt;

/// The MATLAB class of a value, as `class(x)` names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Class {
    Double,
    Single,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Logical,
    Char,
    Cell,
    Struct,
    FunctionHandle,
    /// A `containers.Map` or classdef instance (its own class name is on the object).
    Object,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Double => "double",
            Class::Single => "single",
            Class::Int8 => "int8",
            Class::Int16 => "int16",
            Class::Int32 => "int32",
            Class::Int64 => "int64",
            Class::UInt8 => "uint8",
            Class::UInt16 => "uint16",
            Class::UInt32 => "uint32",
            Class::UInt64 => "uint64",
            Class::Logical => "logical",
            Class::Char => "char",
            Class::Cell => "cell",
            Class::Struct => "struct",
            Class::FunctionHandle => "function_handle",
            Class::Object => "object",
        }
    }

    pub fn from_name(s: &str) -> Option<Class> {
        Some(match s {
            "double" => Class::Double,
            "single" => Class::Single,
            "int8" => Class::Int8,
            "int16" => Class::Int16,
            "int32" => Class::Int32,
            "int64" => Class::Int64,
            "uint8" => Class::UInt8,
            "uint16" => Class::UInt16,
            "uint32" => Class::UInt32,
            "uint64" => Class::UInt64,
            "logical" => Class::Logical,
            "char" => Class::Char,
            "cell" => Class::Cell,
            "struct" => Class::Struct,
            "function_handle" => Class::FunctionHandle,
            _ => return None,
        })
    }

    pub fn is_int(self) -> bool {
        matches!(
            self,
            Class::Int8
                | Class::Int16
                | Class::Int32
                | Class::Int64
                | Class::UInt8
                | Class::UInt16
                | Class::UInt32
                | Class::UInt64
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, Class::Double | Class::Single)
    }

    /// Numeric in the sense of `isnumeric` (not logical, not char).
    pub fn is_numeric(self) -> bool {
        self.is_float() || self.is_int()
    }

    /// Range of an integer class, as f64 (exact for all but the 64-bit bounds).
    pub fn int_range(self) -> Option<(f64, f64)> {
        Some(match self {
            Class::Int8 => (i8::MIN as f64, i8::MAX as f64),
            Class::Int16 => (i16::MIN as f64, i16::MAX as f64),
            Class::Int32 => (i32::MIN as f64, i32::MAX as f64),
            Class::Int64 => (i64::MIN as f64, i64::MAX as f64),
            Class::UInt8 => (0.0, u8::MAX as f64),
            Class::UInt16 => (0.0, u16::MAX as f64),
            Class::UInt32 => (0.0, u32::MAX as f64),
            Class::UInt64 => (0.0, u64::MAX as f64),
            _ => return None,
        })
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
