//! Calls: the builtins C implements (queries, elementwise math, reductions,
//! constructors, conversions), and user functions through their
//! instance's calling convention (`layout::Summary`).

use mir::ir::{Arg, Callee, InstId, ValueId};

use super::array::Reduce;
use super::{cstr, lit, Fx, R};
use crate::layout::{BufKind, Need, OutConv, Storage};
use crate::repr::{Elem, Ext, Repr};

/// A C expression of one double for an elementwise math builtin.
fn math(name: &str) -> Option<fn(&str) -> String> {
    Some(match name {
        "abs" => |x| format!("fabs({x})"),
        "sqrt" => |x| format!("sqrt({x})"),
        "exp" => |x| format!("exp({x})"),
        "log" => |x| format!("log({x})"),
        "log2" => |x| format!("log2({x})"),
        "log10" => |x| format!("log10({x})"),
        "log1p" => |x| format!("log1p({x})"),
        "expm1" => |x| format!("expm1({x})"),
        "sin" => |x| format!("sin({x})"),
        "cos" => |x| format!("cos({x})"),
        "tan" => |x| format!("tan({x})"),
        "asin" => |x| format!("asin({x})"),
        "acos" => |x| format!("acos({x})"),
        "atan" => |x| format!("atan({x})"),
        "sinh" => |x| format!("sinh({x})"),
        "cosh" => |x| format!("cosh({x})"),
        "tanh" => |x| format!("tanh({x})"),
        "floor" => |x| format!("floor({x})"),
        "ceil" => |x| format!("ceil({x})"),
        "round" => |x| format!("round({x})"),
        "fix" => |x| format!("trunc({x})"),
        "sign" => |x| format!("mt_sign({x})"),
        "double" | "real" => |x| x.to_string(),
        "imag" => |_| "0.0".to_string(),
        "conj" => |x| x.to_string(),
        "isnan" => |x| format!("isnan({x})"),
        "isinf" => |x| format!("isinf({x})"),
        "isfinite" => |x| format!("isfinite({x})"),
        _ => return None,
    })
}

/// The elementwise math builtin `name`, as `math` gives it.
pub(super) fn math_of(name: &str) -> Option<fn(&str) -> String> {
    math(name)
}

/// A C expression of two doubles for an elementwise builtin.
fn math2(name: &str) -> Option<fn(&str, &str) -> String> {
    Some(match name {
        "mod" => |x, y| format!("mt_mod({x}, {y})"),
        "rem" => |x, y| format!("mt_rem({x}, {y})"),
        "atan2" => |x, y| format!("atan2({x}, {y})"),
        "hypot" => |x, y| format!("hypot({x}, {y})"),
        "max" => |x, y| format!("mt_max({x}, {y})"),
        "min" => |x, y| format!("mt_min({x}, {y})"),
        "power" => |x, y| format!("mt_pow({x}, {y})"),
        "times" => |x, y| format!("({x} * {y})"),
        "plus" => |x, y| format!("({x} + {y})"),
        "minus" => |x, y| format!("({x} - {y})"),
        "rdivide" => |x, y| format!("({x} / {y})"),
        _ => return None,
    })
}

impl Fx<'_> {
    pub(super) fn call(
        &mut self,
        i: InstId,
        callee: &Callee,
        args: &[Arg],
        stmt: bool,
        results: &[ValueId],
    ) -> R<()> {
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            match a {
                Arg::Value(v) => vals.push(*v),
                _ => {
                    return Err(self.refuse(
                        None,
                        "a comma-separated list as an argument is not compiled",
                    ))
                }
            }
        }
        match callee {
            Callee::Func(_) => self.user_call(i, &vals, stmt, results),
            Callee::Builtin(name) => {
                self.builtin(name, &vals, stmt, results)?;
                // A value `f(x)` gives as a statement (`ans`) is defined
                // now (those that print give none).
                let prints = matches!(
                    name.as_str(),
                    "fprintf" | "printf" | "disp" | "display" | "error"
                );
                if let Some(&r) = results.first().filter(|_| stmt && !prints) {
                    if !matches!(self.repr(r), Repr::Absent) {
                        self.set_present(r);
                    }
                }
                Ok(())
            }
            Callee::Handle(_) => {
                Err(self.refuse(None, "calls through function handles are not compiled"))
            }
            Callee::Unresolved(n) => {
                Err(self.refuse(None, format!("'{n}' is not a known function")))
            }
        }
    }

    fn builtin(&mut self, name: &str, a: &[ValueId], stmt: bool, results: &[ValueId]) -> R<()> {
        match name {
            "fprintf" | "printf" => return self.fprintf(name, a, results),
            "disp" => return self.disp(a),
            // `display(x)` shows the variable's name; of an expression,
            // Octave shows its text (not compiled).
            "display" if a.len() == 1 => {
                let text = &self.g.prog.files[self.f.file.index()].text;
                let (lo, hi) = (
                    self.span.lo as usize,
                    (self.span.hi as usize).min(text.len()),
                );
                let inner = text
                    .get(lo..hi)
                    .and_then(|t| t.trim().strip_prefix("display"))
                    .and_then(|t| t.trim().strip_prefix('('))
                    .and_then(|t| t.trim_end().strip_suffix(')'))
                    .map(|t| t.trim().to_string());
                let ident = |t: &String| {
                    t.starts_with(|c: char| c.is_ascii_alphabetic())
                        && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                };
                let Some(n) = inner.filter(ident) else {
                    return Err(self.refuse(None, "'display' of an expression is not compiled"));
                };
                return self.display(&n, a[0]);
            }
            "error" => return self.error_call(a),
            _ => {}
        }
        let Some(&r) = results.first() else {
            return Err(self.refuse(None, format!("'{name}' as a statement is not compiled")));
        };
        if stmt && !matches!(self.repr(r), Repr::Absent) {
            // `f(x)` as a statement sets `ans`: only the value matters here.
        }
        // A query the facts answer is a constant (`isscalar`, `numel`, `class`).
        if let Some(()) = self.folded(name, r)? {
            return Ok(());
        }
        if results.len() > 1 {
            return self.multi(name, a, results);
        }
        for &x in a {
            self.check_present(x)?;
        }
        match (name, a.len()) {
            ("zeros", _) => self.lit_fill(r, a, 0.0),
            ("ones", _) => self.lit_fill(r, a, 1.0),
            ("true", _) => self.lit_fill(r, a, 1.0),
            ("false", _) => self.lit_fill(r, a, 0.0),
            ("Inf" | "inf", _) => self.lit_fill(r, a, f64::INFINITY),
            ("NaN" | "nan", _) => self.lit_fill(r, a, f64::NAN),
            ("pi", 0) => self.scalar_def(r, &lit(std::f64::consts::PI)),
            ("e", 0) => self.scalar_def(r, &lit(std::f64::consts::E)),
            ("eps", 0) => self.scalar_def(r, &lit(f64::EPSILON)),
            ("i" | "j" | "I" | "J", 0) => self.scalar_def(r, "mt_cx(0.0, 1.0)"),
            ("numel", 1) => {
                let e = self.numel_of(a[0]);
                self.scalar_def(r, &format!("(double)({e})"))
            }
            ("ndims", 1) => {
                let e = self.ndims_of(a[0]);
                self.scalar_def(r, &e)
            }
            ("length", 1) => {
                let e = self.length_of(a[0]);
                self.scalar_def(r, &format!("(double)({e})"))
            }
            ("isempty", 1) => {
                let e = self.numel_of(a[0]);
                self.scalar_def(r, &format!("({e} == 0)"))
            }
            ("isscalar", 1) => {
                let e = self.numel_of(a[0]);
                self.scalar_def(r, &format!("({e} == 1)"))
            }
            ("size", 1) => self.size_row(r, a[0]),
            ("size", 2) => {
                let k = self.num(a[1])?;
                let e = self.size_k(a[0], &k)?;
                self.scalar_def(r, &e)
            }
            ("isreal", 1) => match self.repr(a[0]).clone() {
                Repr::Scalar(Elem::C64) => {
                    let z = self.cnum(a[0])?;
                    self.scalar_def(r, &format!("mt_isreal({z})"))
                }
                _ => self.scalar_def(r, "1"),
            },
            ("abs", 1) if self.repr(a[0]) == &Repr::Scalar(Elem::C64) => {
                let z = self.cnum(a[0])?;
                self.scalar_def(r, &format!("mt_cabs({z})"))
            }
            ("real", 1) if self.repr(a[0]) == &Repr::Scalar(Elem::C64) => {
                let z = self.cnum(a[0])?;
                self.scalar_def(r, &format!("creal({z})"))
            }
            ("imag", 1) if self.repr(a[0]) == &Repr::Scalar(Elem::C64) => {
                let z = self.cnum(a[0])?;
                self.scalar_def(r, &format!("cimag({z})"))
            }
            ("conj", 1) if self.repr(a[0]) == &Repr::Scalar(Elem::C64) => {
                let z = self.cnum(a[0])?;
                self.scalar_def(r, &format!("mt_cx(creal({z}), -cimag({z}))"))
            }
            ("exp", 1) if self.repr(a[0]) == &Repr::Scalar(Elem::C64) => {
                let z = self.cnum(a[0])?;
                self.scalar_def(r, &format!("mt_cexp({z})"))
            }
            ("sqrt", 1)
                if self.repr(r) == &Repr::Scalar(Elem::C64)
                    && self.repr(a[0]) != &Repr::Scalar(Elem::C64) =>
            {
                let x = self.num(a[0])?;
                self.scalar_def(
                    r,
                    &format!(
                        "({x} >= 0 || isnan({x}) ? mt_cx(sqrt({x}), 0.0) : mt_cx(0.0, sqrt(-{x})))"
                    ),
                )
            }
            ("logical", 1) if self.repr(a[0]).elem() == Some(Elem::Char) => Err(self.refuse(
                Some(r),
                "'logical' of a char array (an error) is not compiled",
            )),
            ("logical", 1) => {
                if self.repr(a[0]).is_array() {
                    // A NaN element is an error, as for a scalar.
                    let loc = self.loc();
                    self.elementwise(
                        r,
                        &[a[0]],
                        "logical",
                        &|e| format!("(mt_truth_num({loc}, {}) != 0)", e[0]),
                        true,
                    )
                } else {
                    let x = self.num(a[0])?;
                    let loc = self.loc();
                    self.scalar_def(r, &format!("(mt_truth_num({loc}, {x}) != 0)"))
                }
            }
            ("sum", 1) => self.reduce(r, a[0], Reduce::Sum, None),
            ("sum", 2) => {
                let d = self.dim_arg(a[1])?;
                self.reduce(r, a[0], Reduce::Sum, Some(d))
            }
            ("prod", 1) => self.reduce(r, a[0], Reduce::Prod, None),
            ("mean", 1) => self.reduce(r, a[0], Reduce::Mean, None),
            ("any", 1) => self.reduce(r, a[0], Reduce::Any, None),
            ("all", 1) => self.reduce(r, a[0], Reduce::All, None),
            ("max", 1) => self.reduce(r, a[0], Reduce::Max, None),
            ("min", 1) => self.reduce(r, a[0], Reduce::Min, None),
            ("transpose" | "ctranspose", 1) => self.transpose(r, a[0], name == "ctranspose"),
            ("reshape", _) if a.len() >= 2 => self.reshape(r, a),
            ("mat2str", 1) => self.mat2str(r, a[0]),
            ("class", 1) => Err(self.refuse(Some(r), "class of a value not known when compiling")),
            (n, 1) if math(n).is_some() => {
                let f = math(n).unwrap_or(|x| x.to_string());
                if self.repr(a[0]).elem() == Some(Elem::C64) {
                    return Err(self.refuse(
                        Some(a[0]),
                        format!("{n} of a complex value is not compiled yet"),
                    ));
                }
                if self.repr(r).elem() == Some(Elem::C64) {
                    return Err(self.refuse(
                        Some(r),
                        format!("{n} with a complex result is not compiled yet"),
                    ));
                }
                if self.repr(a[0]).is_array() {
                    self.elementwise(r, &[a[0]], n, &|e| f(&e[0]), false)
                } else {
                    let x = self.num(a[0])?;
                    self.scalar_def(r, &f(&x))
                }
            }
            (n, 2) if math2(n).is_some() => {
                let f = math2(n).unwrap_or(|x, _| x.to_string());
                if self.repr(a[0]).is_array() || self.repr(a[1]).is_array() {
                    self.elementwise(r, &[a[0], a[1]], n, &|e| f(&e[0], &e[1]), false)
                } else {
                    let (x, y) = (self.num(a[0])?, self.num(a[1])?);
                    self.scalar_def(r, &f(&x, &y))
                }
            }
            _ => Err(self.refuse(Some(r), format!("the builtin '{name}' is not compiled"))),
        }
    }

    /// Defines scalar `r` as `e` (of `r`'s kind).
    pub(super) fn scalar_def(&mut self, r: ValueId, e: &str) -> R<()> {
        match self.repr(r).clone() {
            Repr::Scalar(_) => {
                let d = self.sv(r);
                self.line(format!("{d} = {e};"));
                self.set_present(r);
                Ok(())
            }
            Repr::Absent => Ok(()),
            _ => Err(self.refuse(Some(r), "a scalar builtin's result that is no scalar")),
        }
    }

    /// A builtin whose result the facts fix: its constant.
    fn folded(&mut self, name: &str, r: ValueId) -> R<Option<()>> {
        const QUERIES: &[&str] = &[
            "isscalar",
            "isempty",
            "numel",
            "ndims",
            "length",
            "isreal",
            "islogical",
            "ischar",
            "isnumeric",
            "isfloat",
            "isvector",
            "isrow",
            "iscolumn",
            "ismatrix",
            "class",
            "isa",
            "iscell",
            "isstruct",
            "is_function_handle",
            "isinteger",
            "nargin",
            "nargout",
        ];
        if !QUERIES.contains(&name) {
            return Ok(None);
        }
        let a = self.fact(r).clone();
        if let (Some(t), Repr::Array { .. }) = (&a.text, self.repr(r).clone()) {
            return self.text_const(r, t.as_bytes()).map(Some);
        }
        match (a.as_const(), self.repr(r).clone()) {
            (Some(x), Repr::Scalar(Elem::Bool)) => {
                self.scalar_def(r, if x != 0.0 { "1" } else { "0" })?;
                Ok(Some(()))
            }
            (Some(x), Repr::Scalar(Elem::F64)) => {
                self.scalar_def(r, &lit(x))?;
                Ok(Some(()))
            }
            _ if matches!(
                name,
                "islogical"
                    | "ischar"
                    | "isnumeric"
                    | "isfloat"
                    | "iscell"
                    | "isstruct"
                    | "isinteger"
            ) =>
            {
                Err(self.refuse(
                    Some(r),
                    format!("{name} of a value whose class is not known when compiling"),
                ))
            }
            _ => Ok(None),
        }
    }

    /// A char row array `r` holding `text` (static data copied into its buffer).
    fn text_const(&mut self, r: ValueId, text: &[u8]) -> R<()> {
        let n = text.len();
        let p = self.def_array(r, &["1".into(), n.to_string()])?;
        if n > 0 {
            self.line(format!("memcpy({p}, {}, {n});", cstr(text)));
        }
        self.set_present(r);
        Ok(())
    }

    pub(super) fn numel_of(&mut self, v: ValueId) -> String {
        if self.repr(v).is_array() {
            self.numel(v)
        } else if let Repr::Range = self.repr(v) {
            format!("{}.n", self.sv(v))
        } else {
            "1".into()
        }
    }

    fn ndims_of(&mut self, v: ValueId) -> String {
        let rank = self.repr(v).rank();
        if rank <= 2 || !self.repr(v).is_array() {
            return "2.0".into();
        }
        let d = self.dims(v);
        let t = self.temp("int");
        self.line(format!("{t} = {rank};"));
        for k in (2..rank).rev() {
            self.line(format!("if ({t} == {} && {} == 1) {t}--;", k + 1, d[k]));
        }
        format!("(double){t}")
    }

    fn length_of(&mut self, v: ValueId) -> String {
        if !self.repr(v).is_array() {
            return self.numel_of(v);
        }
        let d = self.dims(v);
        let n = self.numel(v);
        let t = self.temp("mt_i");
        self.line(format!("{t} = 0;"));
        for x in &d {
            self.line(format!("if ({x} > {t}) {t} = {x};"));
        }
        format!("({n} == 0 ? 0 : {t})")
    }

    /// `size(x, k)`.
    fn size_k(&mut self, v: ValueId, k: &str) -> R<String> {
        let loc = self.loc();
        self.line(format!(
            "if (!({k} >= 1 && {k} == floor({k}))) mt_raise({loc}, \"\", \"size: requested dimension DIM (= %g) out of range\");"
        ));
        if !self.repr(v).is_array() {
            return Ok("1.0".into());
        }
        let d = self.dims(v);
        let mut e = String::from("1.0");
        for (j, x) in d.iter().enumerate().rev() {
            e = format!("({k} == {} ? (double){x} : {e})", j + 1);
        }
        Ok(e)
    }

    /// `size(x)`: a row of the extents.
    fn size_row(&mut self, r: ValueId, v: ValueId) -> R<()> {
        let d: Vec<String> = if self.repr(v).is_array() {
            self.dims(v)
        } else {
            vec!["1".into(), "1".into()]
        };
        let rank = d.len();
        // Trailing extents of 1 past the second are not counted.
        let shown = if rank > 2 {
            let t = self.temp("int");
            self.line(format!(
                "{t} = mt_shown_nd({rank}, (mt_i[]){{{}}});",
                d.join(", ")
            ));
            t
        } else {
            rank.to_string()
        };
        let p = self.def_array(r, &["1".into(), shown.clone()])?;
        for (k, x) in d.iter().enumerate() {
            if k < 2 {
                self.line(format!("{p}[{k}] = (double)({x});"));
            } else {
                self.line(format!("if ({k} < {shown}) {p}[{k}] = (double)({x});"));
            }
        }
        self.set_present(r);
        Ok(())
    }

    /// `[r, c] = size(x)` and the like.
    fn multi(&mut self, name: &str, a: &[ValueId], results: &[ValueId]) -> R<()> {
        match name {
            "size" if a.len() == 1 => {
                let v = a[0];
                let d: Vec<String> = if self.repr(v).is_array() {
                    self.dims(v)
                } else {
                    vec!["1".into(), "1".into()]
                };
                let n = results.len();
                for (k, &r) in results.iter().enumerate() {
                    let e = if k + 1 < n {
                        d.get(k).cloned().unwrap_or_else(|| "1".into())
                    } else if k < d.len() {
                        d[k..].join(" * ")
                    } else {
                        "1".into()
                    };
                    self.scalar_def(r, &format!("(double)({e})"))?;
                }
                Ok(())
            }
            _ => Err(self.refuse(
                results.first().copied(),
                format!("'{name}' with several outputs is not compiled"),
            )),
        }
    }

    /// A dimension argument (`sum(x, 2)`): 0-based, checked.
    fn dim_arg(&mut self, v: ValueId) -> R<String> {
        let x = self.num(v)?;
        let t = self.temp("int");
        let loc = self.loc();
        self.line(format!(
            "if (!({x} >= 1 && {x} == floor({x}) && {x} < 1e9)) mt_raise({loc}, \"\", \"sum: DIM must be a valid dimension\");"
        ));
        self.line(format!("{t} = (int)({x}) - 1;"));
        Ok(t)
    }

    fn reshape(&mut self, r: ValueId, a: &[ValueId]) -> R<()> {
        let x = a[0];
        if !self.repr(x).is_array() || !self.repr(r).is_array() {
            return Err(self.refuse(Some(r), "reshape of a scalar is not compiled"));
        }
        let d = self.size_args(r, &a[1..])?;
        let n = self.numel(x);
        let loc = self.loc();
        let xd = self.dims_arr(x);
        let xr = self.repr(x).rank();
        self.line(format!(
            "if ({} != {n}) {{ char a_[128], b_[128]; mt_dims_str(a_, 128, mt_shown_nd({xr}, {xd}), {xd}); mt_dims_str(b_, 128, {}, (mt_i[]){{{}}}); mt_raisef({loc}, \"\", \"reshape: can't reshape %s array to %s array\", a_, b_); }}",
            d.join(" * "),
            d.len(),
            d.join(", ")
        ));
        self.copy_array(r, x)?;
        self.set_dims(r, &d);
        Ok(())
    }

    /// `mat2str(x)` of a real row vector or matrix: `[1 2;3 4]`, `%.15g`.
    fn mat2str(&mut self, r: ValueId, x: ValueId) -> R<()> {
        if !matches!(
            self.repr(r),
            Repr::Array {
                elem: Elem::Char,
                ..
            }
        ) {
            return Err(self.refuse(Some(r), "mat2str's text"));
        }
        let s = self.temp("mt_str");
        if self.repr(x).is_array() {
            if self.repr(x).rank() > 2 || self.repr(x).elem() != Some(Elem::F64) {
                return Err(self.refuse(Some(x), "mat2str of this kind is not compiled"));
            }
            let p = self.data(x)?;
            let (m, n) = (self.dim(x, 0), self.dim(x, 1));
            self.line(format!("mt_mat2str(&{s}, {p}, {m}, {n});"));
        } else {
            let v = self.num(x)?;
            let t = self.temp("double");
            self.line(format!("{t} = {v};"));
            self.line(format!("mt_mat2str(&{s}, &{t}, 1, 1);"));
        }
        let p = self.def_array(r, &["1".into(), format!("(mt_i){s}.n")])?;
        self.line(format!("if ({s}.n) {{ memcpy({p}, {s}.p, {s}.n); }} free({s}.p); {s}.p = 0; {s}.n = {s}.cap = 0;"));
        Ok(())
    }

    // ------------------------------------------------------ user calls

    fn user_call(&mut self, i: InstId, a: &[ValueId], stmt: bool, results: &[ValueId]) -> R<()> {
        let Some(ctx) = self.t.callee_context(i) else {
            return Err(self.refuse(None, "a call whose callee was not analysed for it"));
        };
        let Callee::Func(g) = (match &self.f.inst(i).kind {
            mir::ir::InstKind::Call { callee, .. } => callee.clone(),
            _ => unreachable!("a call"),
        }) else {
            unreachable!("a user call")
        };
        let key = crate::Key {
            func: g,
            context: ctx,
        };
        let name = self.g.name_of(key);
        let Some(summary) = self.g.summaries.get(&key).cloned() else {
            return Err(self.refuse(None, "a call of a function that is not compiled"));
        };
        let callee_f = self.g.prog.func(g);
        // More outputs than f has: the engine raises its error before the call.
        if !stmt
            && results.len() > callee_f.output_names.len()
            && !callee_f.output_names.iter().any(|o| o == "varargout")
        {
            return Err(self.refuse(
                None,
                format!("'{}' called with too many outputs", callee_f.name),
            ));
        }
        // `f(x)` as a statement shows `ans`, f's first output when f sets
        // it; the instance compiled for nargout 0 computes no output.
        if let Some(&r) = results.first().filter(|_| stmt) {
            let read = self.f.blocks.iter().any(|b| {
                b.term.operands().contains(&r)
                    || b.insts
                        .iter()
                        .any(|&j| self.f.inst(j).kind.operands().contains(&r))
            });
            if read && !callee_f.output_names.is_empty() && !matches!(self.repr(r), Repr::Absent) {
                return Err(self.refuse(
                    None,
                    format!(
                        "the `ans` that `{}(...)` shows as a statement is not compiled",
                        callee_f.name
                    ),
                ));
            }
        }
        let ct = crate::instances::types(self.g.facts, key).expect("analysed");
        let cparams = callee_f.block(callee_f.entry).params.clone();
        let lazy = crate::lazy_ranges(callee_f, ct);
        let crepr = |v: ValueId| -> Repr {
            if lazy[v.index()] {
                Repr::Range
            } else {
                crate::repr::repr_of(ct.value(v)).unwrap_or(Repr::Absent)
            }
        };
        let mut cargs: Vec<String> = Vec::new();
        let mut after: Vec<String> = Vec::new();
        // Outputs first decided (an io parameter passes its output's buffer).
        let mut out_handle: Vec<Option<String>> = vec![None; summary.outs.len()];
        let nres = if stmt { 0 } else { results.len() };
        for (k, conv) in summary.outs.iter().enumerate() {
            if let OutConv::Array { elem, io, need } = conv {
                let r = results.get(k).copied().filter(|_| k < nres);
                let h = self.out_buffer(r, *elem, *need, *io, a, &mut after)?;
                out_handle[k] = Some(h);
            }
        }
        for (j, &p) in cparams.iter().enumerate() {
            let Some(&v) = a.get(j) else { continue };
            match crepr(p) {
                Repr::Scalar(Elem::C64) => cargs.push(self.cnum(v)?),
                Repr::Scalar(_) => cargs.push(self.num(v)?),
                Repr::Array { dims, .. } => {
                    if summary.io_of(j).is_none() {
                        if !self.repr(v).is_array() {
                            return Err(self.refuse(
                                Some(v),
                                "a scalar passed where the callee takes an array",
                            ));
                        }
                        cargs.push(self.data(v)?);
                    }
                    for (d, e) in dims.iter().enumerate() {
                        if *e == Ext::Var {
                            cargs.push(self.dim(v, d));
                        }
                    }
                }
                Repr::Range | Repr::Absent => {}
            }
        }
        for (k, conv) in summary.outs.iter().enumerate() {
            let r = results.get(k).copied().filter(|_| k < nres);
            match conv {
                OutConv::Scalar(e) => {
                    let d = match r {
                        Some(r) if matches!(self.repr(r), Repr::Scalar(x) if x == e) => self.sv(r),
                        Some(r) if matches!(self.repr(r), Repr::Scalar(_)) => {
                            let t = self.temp(e.c_scalar());
                            let dv = self.sv(r);
                            after.push(match (e, self.repr(r)) {
                                (Elem::C64, _) => format!("{dv} = creal({t});"),
                                (_, Repr::Scalar(Elem::C64)) => format!("{dv} = mt_cx({t}, 0.0);"),
                                _ => format!("{dv} = {t};"),
                            });
                            t
                        }
                        _ => self.temp(e.c_scalar()),
                    };
                    cargs.push(format!("&{d}"));
                }
                OutConv::Array { .. } => {
                    cargs.push(out_handle[k].clone().unwrap_or_default());
                    let rv = crate::returned_value(callee_f, ct, k);
                    let cdims = match rv.map(crepr) {
                        Some(Repr::Array { dims, .. }) => dims,
                        _ => Vec::new(),
                    };
                    for (d, e) in cdims.iter().enumerate() {
                        if *e != Ext::Var {
                            continue;
                        }
                        match r {
                            Some(r) if matches!(self.repr(r), Repr::Array { dims, .. } if dims.get(d) == Some(&Ext::Var)) =>
                            {
                                let dv = self.dim(r, d);
                                cargs.push(format!("&{dv}"));
                            }
                            _ => {
                                let t = self.temp("mt_i");
                                cargs.push(format!("&{t}"));
                            }
                        }
                    }
                }
            }
        }
        let text = &self.g.prog.files[self.f.file.index()].text;
        let (l, c) = mir::loader::line_col(text, self.span.lo);
        self.line(format!("fr.line = {l}; fr.col = {c};"));
        self.line(format!("{name}({});", cargs.join(", ")));
        for b in std::mem::take(&mut self.passed) {
            self.refresh(b);
        }
        for l in after {
            self.line(l);
        }
        for &r in results.iter().take(nres) {
            self.set_present(r);
        }
        Ok(())
    }

    /// The buffer passed for an array output: the result's own when it
    /// fits the callee's need, else a heap temporary copied after the call.
    fn out_buffer(
        &mut self,
        r: Option<ValueId>,
        elem: Elem,
        need: Need,
        io: Option<usize>,
        args: &[ValueId],
        after: &mut Vec<String>,
    ) -> R<String> {
        let esz = elem.bytes();
        let arg = io.and_then(|j| args.get(j).copied());
        let buf = r.and_then(|r| match self.lay.storage[r.index()] {
            Storage::Buf(b) => Some(b),
            _ => None,
        });
        let fits = buf.is_some_and(|b| match (self.lay.bufs[b].kind, need) {
            (BufKind::Stack { elems }, Need::Bytes(n)) => elems * esz >= n,
            (BufKind::Stack { .. }, Need::Heap) => false,
            (BufKind::Heap, _) => true,
            (BufKind::Out { k }, Need::Bytes(n)) => match self.lay.summary.outs.get(k) {
                Some(OutConv::Array {
                    need: Need::Bytes(m),
                    ..
                }) => *m >= n,
                Some(OutConv::Array {
                    need: Need::Heap, ..
                }) => true,
                _ => false,
            },
            (BufKind::Out { k }, Need::Heap) => matches!(
                self.lay.summary.outs.get(k),
                Some(OutConv::Array {
                    need: Need::Heap,
                    ..
                })
            ),
        });
        let h = if fits {
            let b = buf.expect("fits");
            self.passed.push(b);
            self.escaped.insert(b);
            let h = self.handle(b);
            if let Need::Bytes(n) = need {
                if self.lay.bufs[b].kind == BufKind::Heap {
                    self.line(format!("mt_reserve({h}, {n}, {});", (arg.is_some()) as u8));
                    self.refresh(b);
                }
            }
            h
        } else {
            // A heap temporary; the result is copied into its own buffer after.
            let t = self.temp("mt_buf");
            self.line(format!("memset(&{t}, 0, sizeof {t});"));
            if let Need::Bytes(n) = need {
                self.line(format!("mt_reserve(&{t}, {n}, 0);"));
            }
            if let Some(r) = r {
                if matches!(self.lay.storage[r.index()], Storage::Buf(_)) {
                    let p = self.data(r)?;
                    let n = self.numel(r);
                    let ty = elem.c_elem();
                    let res = self.reserve_text(r);
                    after.push(format!("{res}if ({n} > 0) {{ memcpy({p}, ({ty} *){t}.p, (size_t)({n}) * {esz}); }} mt_release(&{t});"));
                } else {
                    after.push(format!("mt_release(&{t});"));
                }
            } else {
                after.push(format!("mt_release(&{t});"));
            }
            format!("&{t}")
        };
        // An input updated in place: its elements go into that buffer first
        // (unless it already lives there).
        if let Some(v) = arg {
            let same = r.is_some_and(|r| self.store(r) == self.store(v)) && fits;
            if !same {
                if !self.repr(v).is_array() {
                    return Err(
                        self.refuse(Some(v), "a scalar passed where the callee updates an array")
                    );
                }
                let n = self.numel(v);
                let s = self.data(v)?;
                let loc = self.loc();
                self.line(format!("mt_reserve({h}, mt_bytes({loc}, {n}, {esz}), 0);"));
                self.line(format!(
                    "if ({n} > 0) memcpy(({h})->p, {s}, (size_t)({n}) * {esz});"
                ));
            }
        }
        Ok(h)
    }

    /// `mt_reserve` of `r`'s heap buffer as text (empty for a stack one).
    fn reserve_text(&mut self, r: ValueId) -> String {
        let Storage::Buf(b) = self.lay.storage[r.index()] else {
            return String::new();
        };
        if let BufKind::Stack { .. } = self.lay.bufs[b].kind {
            return String::new();
        }
        let esz = self.lay.bufs[b].elem.bytes();
        let n = self.numel(r);
        let h = self.handle(b);
        let ty = self.lay.bufs[b].elem.c_elem();
        let p = self.buf_ptr(b);
        let src = match self.lay.bufs[b].kind {
            BufKind::Heap => format!("{}.p", self.heap_name(b)),
            BufKind::Out { k } => format!("o{k}->p"),
            BufKind::Stack { .. } => return String::new(),
        };
        format!("mt_reserve({h}, (size_t)({n}) * {esz}, 0); {p} = ({ty} *){src}; ")
    }
}
