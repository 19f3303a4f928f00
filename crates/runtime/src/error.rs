//! MATLAB run-time errors with Octave 7.3's identifiers and exact wording.

use std::fmt;

use crate::dims::Dims;

/// One frame of the call stack, filled in by the interpreter.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct StackFrame {
    pub name: String,
    pub file: String,
    pub line: u32,
    pub column: u32,
}

/// The identifier of [`MatError::interrupted`].
const INTERRUPTED: &str = "matc:interrupted";

/// A MATLAB error (`err.identifier`, `err.message`, `err.stack`).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct MatError {
    pub identifier: String,
    pub message: String,
    pub stack: Vec<StackFrame>,
    /// The message was given ending in a newline, which Octave drops and
    /// takes as "print no traceback".
    pub no_traceback: bool,
}

impl fmt::Display for MatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for MatError {}

pub type MResult<T> = Result<T, MatError>;

impl MatError {
    pub fn new(identifier: impl Into<String>, message: impl Into<String>) -> MatError {
        MatError {
            identifier: identifier.into(),
            message: message.into(),
            stack: Vec::new(),
            no_traceback: false,
        }
    }

    /// An error without identifier.
    pub fn msg(message: impl Into<String>) -> MatError {
        MatError::new("", message)
    }

    /// Octave names the indexed variable in index errors (`a(5): out of
    /// bound 3`) when it knows it and says `index (5)` otherwise; the runtime
    /// produces the latter and the interpreter renames.
    pub fn with_var_name(mut self, name: &str) -> MatError {
        if let Some(rest) = self.message.strip_prefix("index (") {
            self.message = format!("{name}({rest}");
        }
        self
    }

    /// Octave names a bad subscript of a deletion `a(0) = []` as `a0`: the
    /// variable's name and the subscript run together, without position.
    pub fn with_deleted_name(mut self, name: &str) -> MatError {
        if let Some(rest) = self.message.strip_prefix("index (") {
            if let Some((pos, tail)) = rest.split_once("): subscripts must") {
                let val = pos.split(',').find(|p| *p != "_").unwrap_or(pos);
                self.message = format!("{name}{val}: subscripts must{tail}");
            }
        }
        self
    }

    /// `operator +: nonconformant arguments (op1 is 1x2, op2 is 1x3)`.
    pub fn nonconformant(op: &str, a: &Dims, b: &Dims) -> MatError {
        MatError::new(
            "Octave:nonconformant-args",
            format!("{op}: nonconformant arguments (op1 is {a}, op2 is {b})"),
        )
    }

    /// Binary operator on unsupported operand types, e.g.
    /// `binary operator '+' not implemented for 'cell' by 'scalar' operations`.
    pub fn binop_types(op: &str, a: &str, b: &str) -> MatError {
        MatError::new(
            "Octave:undefined-function",
            format!("binary operator '{op}' not implemented for '{a}' by '{b}' operations"),
        )
    }

    /// `unary operator '-' not implemented for 'cell' operations`.
    pub fn unop_type(op: &str, a: &str) -> MatError {
        MatError::new(
            "Octave:undefined-function",
            format!("unary operator '{op}' not implemented for '{a}' operations"),
        )
    }

    /// `'x' undefined`.
    pub fn undefined(name: &str) -> MatError {
        MatError::new("Octave:undefined-function", format!("'{name}' undefined"))
    }

    /// Position text `(5)`, `(_,4)`, `(_,_,2)` used by index errors:
    /// `pos` is the 0-based position of the offending subscript among `n`.
    fn index_pos(pos: usize, n: usize, val: &str) -> String {
        let mut s = String::from("(");
        for k in 0..n {
            if k > 0 {
                s.push(',');
            }
            if k == pos {
                s.push_str(val);
            } else {
                s.push('_');
            }
        }
        s.push(')');
        s
    }

    /// `index (5): out of bound 3 (dimensions are 1x3)` and the N-subscript
    /// forms `index (_,4): out of bound 3 ...` (bound is that dimension's size).
    pub fn index_out_of_bound(
        idx: usize,
        pos: usize,
        n: usize,
        bound: usize,
        dims: &Dims,
    ) -> MatError {
        MatError::new(
            "Octave:index-out-of-bounds",
            format!(
                "index {}: out of bound {bound} (dimensions are {dims})",
                Self::index_pos(pos, n, &idx.to_string())
            ),
        )
    }

    /// `index (0): subscripts must be either integers 1 to (2^63)-1 or logicals`;
    /// `val` is the subscript as Octave prints it (`0`, `1.5`, `-1`).
    pub fn bad_subscript(val: f64, pos: usize, n: usize) -> MatError {
        let txt = fmt_subscript(val);
        MatError::new(
            "Octave:invalid-index",
            format!(
                "index {}: subscripts must be either integers 1 to (2^63)-1 or logicals",
                Self::index_pos(pos, n, &txt)
            ),
        )
    }

    /// `index (1+0.5i,_): subscripts must be real (forgot to initialize i or
    /// j?)`, for the complex subscript `re + im i` in position `pos` of `n`.
    pub fn complex_subscript(re: f64, im: f64, pos: usize, n: usize) -> MatError {
        let sign = if im < 0.0 || (im == 0.0 && im.is_sign_negative()) {
            '-'
        } else {
            '+'
        };
        let txt = format!("{}{sign}{}i", fmt_subscript(re), fmt_subscript(im.abs()));
        MatError::new(
            "Octave:index-out-of-bounds",
            format!(
                "index {}: subscripts must be real (forgot to initialize i or j?)",
                Self::index_pos(pos, n, &txt)
            ),
        )
    }

    /// `A(I) = []: index out of bounds: value 5 out of bound 3`.
    pub fn delete_out_of_bound(idx: usize, bound: usize) -> MatError {
        MatError::new(
            "Octave:index-out-of-bounds",
            format!("A(I) = []: index out of bounds: value {idx} out of bound {bound}"),
        )
    }

    /// `=: nonconformant arguments (op1 is 2x1, op2 is 1x3)`.
    pub fn assign_nonconformant(lhs: &Dims, rhs: &Dims) -> MatError {
        MatError::nonconformant("=", lhs, rhs)
    }

    pub fn vert_mismatch(a: &Dims, b: &Dims) -> MatError {
        MatError::msg(format!("vertical dimensions mismatch ({a} vs {b})"))
    }

    pub fn horz_mismatch(a: &Dims, b: &Dims) -> MatError {
        MatError::msg(format!("horizontal dimensions mismatch ({a} vs {b})"))
    }

    /// Reading a field a struct lacks: `structure has no member 'b'`.
    pub fn no_member(field: &str) -> MatError {
        MatError::new(
            "Octave:invalid-indexing",
            format!("structure has no member '{field}'"),
        )
    }

    /// Octave's error for arrays too large to allocate.
    /// A wait cut short by the interrupt flag (Ctrl-C, `--time-limit`): the
    /// interpreter stops the program instead of reporting an error, and no
    /// `catch` sees it.
    pub fn interrupted() -> MatError {
        MatError::new(INTERRUPTED, "interrupted")
    }

    /// Whether this is [`MatError::interrupted`].
    pub fn is_interrupt(&self) -> bool {
        self.identifier == INTERRUPTED
    }

    pub fn too_large() -> MatError {
        MatError::new(
            "Octave:out-of-memory",
            "out of memory or dimension too large for Octave's index type",
        )
    }

    /// Refuses element counts that cannot be allocated (instead of aborting
    /// the process): more than 2^31 elements.
    pub fn check_size(d: &[usize]) -> Result<(), MatError> {
        let n: f64 = d.iter().map(|&x| x as f64).product();
        if n > 2147483647.0 {
            Err(MatError::too_large())
        } else {
            Ok(())
        }
    }

    pub fn nan_to_logical() -> MatError {
        MatError::msg("invalid conversion from NaN to logical")
    }

    /// Wrong argument count/type error of a builtin: `Invalid call to NAME`
    /// and its correct usage, as Octave's `print_usage` says it.
    pub fn invalid_call(name: &str) -> MatError {
        MatError::new(
            "Octave:invalid-fun-call",
            crate::builtins::usage::invalid_call_message(name),
        )
    }
}

/// A subscript value as Octave prints it in index errors (`1.5`, `-1`, `0`).
fn fmt_subscript(v: f64) -> String {
    if v.is_nan() {
        "nan".into()
    } else if v == v.trunc() && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        // Octave prints with up to 4 significant decimals (`2.5`, `1.2346`).
        let s = format!("{:.4}", v);
        let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_match_octave() {
        assert_eq!(
            MatError::bad_subscript(f64::NAN, 0, 2).message,
            "index (nan,_): subscripts must be either integers 1 to (2^63)-1 or logicals"
        );
        let d = Dims::rc(1, 3);
        assert_eq!(
            MatError::index_out_of_bound(5, 0, 1, 3, &d).message,
            "index (5): out of bound 3 (dimensions are 1x3)"
        );
        assert_eq!(
            MatError::index_out_of_bound(4, 1, 2, 3, &Dims::rc(3, 3))
                .with_var_name("a")
                .message,
            "a(_,4): out of bound 3 (dimensions are 3x3)"
        );
        assert_eq!(
            MatError::bad_subscript(1.5, 0, 1).message,
            "index (1.5): subscripts must be either integers 1 to (2^63)-1 or logicals"
        );
        assert_eq!(
            MatError::nonconformant("operator +", &Dims::rc(1, 2), &Dims::rc(1, 3)).message,
            "operator +: nonconformant arguments (op1 is 1x2, op2 is 1x3)"
        );
    }
}
