//! Subscripted reads and writes, `end`, and `for` loops.
//!
//! Scalar subscripts are checked inline (none where the types facts prove
//! them whole and in bounds), and an update that cannot grow its array is
//! one store. Other subscripts are resolved into `mt_sub` descriptors (a
//! position, a colon, a run of a range, a list) with Octave's checks and
//! error wording, and the element loops read each subscript's position by
//! its kind, known when compiling. An update that grows its array moves
//! the elements to their new places in its buffer, last first (§2.3.3.1).

use mir::ir::{Arg, InstKind, ValueId};

use super::{cstr, lit, Fx, R};
use crate::layout::Storage;
use crate::repr::{Elem, Repr};

/// How one subscript was resolved.
#[derive(Clone, Debug)]
enum Sub {
    /// One position, a C expression of the 0-based index.
    One(String),
    Colon,
    /// A descriptor `S[k]` of this kind: 2 run, 3 list or mask, 4 logical
    /// scalar, 5 run of step 1.
    Desc(u8),
}

impl Fx<'_> {
    /// The variable name Octave gives an index error, as a C string or NULL.
    fn var_c(&self, base: ValueId) -> String {
        match self.var_name(base) {
            Some(n) => cstr(n.as_bytes()),
            None => "0".into(),
        }
    }

    /// Whether the facts prove subscript `v` a whole number in `1..=bound`.
    fn proven_in(&self, v: ValueId, bound: Option<u64>) -> bool {
        let r = &self.fact(v).range;
        r.int && !r.nan && r.lo >= 1.0 && bound.is_some_and(|b| r.hi <= b as f64)
    }

    /// The least extent subscript `k` of `n` can see of `base`, from its fact.
    fn min_extent(&self, base: ValueId, k: usize, n: usize) -> Option<u64> {
        let shape = &self.fact(base).shape;
        let dims = shape.dims.as_ref()?;
        if n == 1 {
            return Some(shape.numel().0);
        }
        if k + 1 < n {
            return Some(dims.get(k).map_or(1, |d| d.lo));
        }
        Some(dims.iter().skip(k).map(|d| d.lo).product())
    }

    /// Resolves the subscripts of `base(args)`; `S` names the descriptor array.
    fn subs(&mut self, base: ValueId, args: &[Arg], s: &str, general: bool) -> R<Vec<Sub>> {
        let n = args.len();
        let var = self.var_c(base);
        let mut out = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let loc = self.loc();
            let sub = match a {
                Arg::Colon => Sub::Colon,
                Arg::Spread(_) => {
                    return Err(self.refuse(
                        Some(base),
                        "a comma-separated list as a subscript is not compiled",
                    ))
                }
                Arg::Value(v) => {
                    self.check_present(*v)?;
                    match self.repr(*v).clone() {
                        Repr::Scalar(Elem::F64 | Elem::Char) => {
                            let t = self.temp("mt_i");
                            if let Some(e) = self.int_form(*v) {
                                // Whole by construction: only `>= 1` is left to check.
                                self.line(format!("{t} = {e} - 1;"));
                                if !self.proven_in(*v, Some(u64::MAX)) && !self.hoisted(*v, None) {
                                    let x = self.num(*v)?;
                                    self.line(format!(
                                        "if (MT_UNLIKELY({t} < 0)) mt_err_subscript({loc}, {var}, (double)({x}), {k}, {n});"
                                    ));
                                }
                            } else {
                                let x = self.num(*v)?;
                                if self.proven_in(*v, Some(u64::MAX)) {
                                    self.line(format!("{t} = (mt_i){x} - 1;"));
                                } else {
                                    self.line(format!(
                                        "{t} = mt_pos({loc}, {var}, {x}, {k}, {n});"
                                    ));
                                }
                            }
                            Sub::One(t)
                        }
                        Repr::Scalar(Elem::Bool) => {
                            let x = self.num(*v)?;
                            self.line(format!("{s}[{k}] = mt_sub_bool({x} != 0);"));
                            Sub::Desc(4)
                        }
                        Repr::Range => {
                            let r = self.sv(*v);
                            self.line(format!(
                                "{s}[{k}] = mt_sub_range({loc}, {var}, &{r}, {k}, {n});"
                            ));
                            // `a:b`: consecutive positions, which the C
                            // compiler can copy as a block.
                            let unit =
                                match self.defs[v.index()].map(|d| self.f.inst(d).kind.clone()) {
                                    Some(InstKind::Range { step: None, .. }) => true,
                                    Some(InstKind::Range { step: Some(st), .. }) => {
                                        self.fact(st).as_const() == Some(1.0)
                                    }
                                    _ => false,
                                };
                            Sub::Desc(if unit { 5 } else { 2 })
                        }
                        Repr::Array {
                            elem: Elem::F64, ..
                        } => {
                            let p = self.data(*v)?;
                            let cnt = self.numel(*v);
                            let rank = self.repr(*v).rank();
                            let d = self.dims_arr(*v);
                            self.line(format!(
                                "{s}[{k}] = mt_sub_list({loc}, {var}, {p}, {cnt}, {rank}, {d}, {k}, {n});"
                            ));
                            Sub::Desc(3)
                        }
                        Repr::Array {
                            elem: Elem::Bool, ..
                        } => {
                            let p = self.data(*v)?;
                            let cnt = self.numel(*v);
                            let rank = self.repr(*v).rank();
                            let d = self.dims_arr(*v);
                            self.line(format!("{s}[{k}] = mt_sub_mask({p}, {cnt}, {rank}, {d});"));
                            Sub::Desc(3)
                        }
                        _ => {
                            return Err(
                                self.refuse(Some(*v), "a subscript of this kind is not compiled")
                            )
                        }
                    }
                }
            };
            out.push(sub);
        }
        if general {
            for (k, sub) in out.iter().enumerate() {
                match sub {
                    Sub::One(t) => self.line(format!(
                        "{s}[{k}] = mt_sub_num(0, 0, 0, 0, (double)({t} + 1), 0, 1);"
                    )),
                    Sub::Colon => self.line(format!("{s}[{k}] = mt_sub_colon(0);")),
                    Sub::Desc(_) => {}
                }
            }
        }
        Ok(out)
    }

    /// The position expression of subscript `k` for loop counter `i`.
    fn pos_of(sub: &Sub, s: &str, k: usize, i: &str) -> String {
        match sub {
            Sub::One(t) => t.clone(),
            Sub::Colon => i.to_string(),
            Sub::Desc(2) => format!("({s}[{k}].b0 + {i} * {s}[{k}].step)"),
            Sub::Desc(5) => format!("({s}[{k}].b0 + {i})"),
            Sub::Desc(3) => format!("{s}[{k}].p[{i}]"),
            Sub::Desc(_) => format!("mt_sub_at(&{s}[{k}], {i})"),
        }
    }

    fn free_subs(&mut self, subs: &[Sub], s: &str) {
        for (k, sub) in subs.iter().enumerate() {
            if let Sub::Desc(3 | 4) = sub {
                self.line(format!("mt_sub_free(&{s}[{k}]);"));
            }
        }
    }

    /// Loops over every selected element: `body(linear position, counter)`.
    fn sub_loops(&mut self, subs: &[Sub], s: &str, ext: &str, body: &dyn Fn(&str, &str) -> String) {
        let n = subs.len();
        let idx: Vec<String> = (0..n).map(|_| self.temp("mt_i")).collect();
        let o = self.temp("mt_i");
        let stride: Vec<String> = (0..n).map(|_| self.temp("mt_i")).collect();
        self.line(format!("{} = 1;", stride[0]));
        for k in 1..n {
            self.line(format!(
                "{} = {} * {ext}[{}];",
                stride[k],
                stride[k - 1],
                k - 1
            ));
        }
        self.line(format!("{o} = 0;"));
        let mut head = String::new();
        for k in (0..n).rev() {
            head.push_str(&format!("for ({0} = 0; {0} < {s}[{k}].n; {0}++) ", idx[k]));
        }
        let pos: Vec<String> = (0..n)
            .map(|k| {
                let p = Self::pos_of(&subs[k], s, k, &idx[k]);
                if k == 0 {
                    p
                } else {
                    format!("{p} * {}", stride[k])
                }
            })
            .collect();
        let lin = format!("({})", pos.join(" + "));
        self.line(format!("{head}{{ {} {o}++; }}", body(&lin, &o)));
    }

    pub(super) fn index(&mut self, r: ValueId, base: ValueId, args: &[Arg]) -> R<()> {
        self.check_present(base)?;
        let n = args.len();
        if n == 0 {
            return self.assign(r, base);
        }
        if !self.repr(base).is_array() {
            return self.index_scalar(r, base, args);
        }
        let all_one = args.iter().all(|a| {
            matches!(a, Arg::Value(v) if matches!(self.repr(*v), Repr::Scalar(Elem::F64 | Elem::Char)))
        });
        let rank = self.repr(base).rank();
        let bd = self.dims(base);
        let var = self.var_c(base);
        if all_one && !self.repr(r).is_array() {
            let subs = self.subs(base, args, "", false)?;
            let ext = self.extents(base, n);
            let da = self.dims_arr(base);
            let mut lin = Vec::new();
            let mut stride = String::from("1");
            for (k, sub) in subs.iter().enumerate() {
                let Sub::One(t) = sub else {
                    unreachable!("scalar subscripts")
                };
                let Arg::Value(v) = args[k] else {
                    unreachable!("value")
                };
                if !self.proven_in(v, self.min_extent(base, k, n))
                    && !self.hoisted(v, Some((base, k, n)))
                {
                    let loc = self.loc();
                    self.line(format!(
                        "if (MT_UNLIKELY({t} >= {})) mt_err_bound({loc}, {var}, {t} + 1, {k}, {n}, {}, {rank}, {da});",
                        ext[k], ext[k]
                    ));
                }
                lin.push(if k == 0 {
                    t.clone()
                } else {
                    format!("{t} * {stride}")
                });
                stride = format!("{stride} * {}", ext[k]);
            }
            // A later store at these positions (or below) is in bounds.
            let forms: Option<Vec<(String, i64)>> = args
                .iter()
                .map(|a| match a {
                    Arg::Value(v) => self.affine(*v),
                    _ => None,
                })
                .collect();
            if let Some(forms) = forms {
                self.checked.push((base, forms));
            }
            let p = self.data(base)?;
            let e = format!("{p}[{}]", lin.join(" + "));
            let d = self.sv(r);
            let e = match (self.repr(r).clone(), self.repr(base).elem()) {
                (Repr::Scalar(Elem::Bool), _) => format!("({e} != 0)"),
                (Repr::Scalar(Elem::C64), _) => format!("mt_cx({e}, 0.0)"),
                _ => e,
            };
            self.line(format!("{d} = {e};"));
            self.set_present(r);
            return Ok(());
        }
        // General: descriptors, bounds, result dims, one loop nest.
        let s = self.temp(&format!("mt_sub@[{n}]"));
        let subs = self.subs(base, args, &s, true)?;
        let loc = self.loc();
        let da = self.dims_arr(base);
        self.line(format!(
            "mt_sub_check_read({loc}, {var}, {rank}, {da}, {n}, {s});"
        ));
        let ext = self.temp("mt_i@[16]");
        self.line(format!("mt_sub_extents({rank}, {da}, {n}, {ext});"));
        let src = self.data(base)?;
        let _ = bd;
        match self.repr(r).clone() {
            Repr::Array { elem, .. } => {
                let rd = self.temp("mt_i@[16]");
                self.line(format!(
                    "memset({rd}, 0, sizeof {rd}); {{ int q_ = mt_sub_result_dims({rank}, {da}, {n}, {s}, {rd}); for (; q_ < 16; q_++) {rd}[q_] = 1; }}"
                ));
                let rrank = self.repr(r).rank();
                let dims: Vec<String> = (0..rrank)
                    .map(|k| {
                        if k + 1 == rrank {
                            format!("({rd}[{k}] * mt_numel(16 - {k} - 1, {rd} + {k} + 1))")
                        } else {
                            format!("{rd}[{k}]")
                        }
                    })
                    .collect();
                let p = self.def_array(r, &dims)?;
                let conv = self.conv_elem(base, elem);
                self.sub_loops(&subs, &s, &ext, &|lin, o| {
                    format!("{p}[{o}] = {};", conv(format!("{src}[{lin}]")))
                });
            }
            Repr::Scalar(e) => {
                let d = self.sv(r);
                let conv = self.conv_elem(base, if e == Elem::C64 { Elem::F64 } else { e });
                let c64 = e == Elem::C64;
                self.sub_loops(&subs, &s, &ext, &|lin, _| {
                    let x = conv(format!("{src}[{lin}]"));
                    if c64 {
                        format!("{d} = mt_cx({x}, 0.0);")
                    } else {
                        format!("{d} = {x};")
                    }
                });
            }
            _ => return Err(self.refuse(Some(r), "an index result of this kind is not compiled")),
        }
        self.free_subs(&subs, &s);
        self.set_present(r);
        Ok(())
    }

    /// Converts an element of `from`'s kind to kind `to`.
    fn conv_elem(&self, from: ValueId, to: Elem) -> impl Fn(String) -> String {
        let fe = self.repr(from).elem();
        move |x: String| match (fe, to) {
            (Some(a), b) if a == b => x,
            (_, Elem::F64) => format!("(double){x}"),
            (_, Elem::Bool) => format!("(unsigned char)({x} != 0)"),
            _ => format!("(unsigned char)({x})"),
        }
    }

    /// The extents `n` subscripts see of array `base`, as C expressions.
    pub(super) fn extents(&mut self, base: ValueId, n: usize) -> Vec<String> {
        let rank = self.repr(base).rank();
        let d = self.dims(base);
        if n == 1 {
            return vec![self.numel(base)];
        }
        (0..n)
            .map(|k| {
                if k + 1 < n {
                    d.get(k).cloned().unwrap_or_else(|| "1".into())
                } else if k < rank {
                    format!("({})", d[k..].join(" * "))
                } else {
                    "1".into()
                }
            })
            .collect()
    }

    /// `x(1)`, `x(1, 1)`, `x(:)` of a scalar.
    fn index_scalar(&mut self, r: ValueId, base: ValueId, args: &[Arg]) -> R<()> {
        if self.repr(r).is_array() {
            return Err(self.refuse(
                Some(r),
                "indexing a scalar to make an array is not compiled",
            ));
        }
        let n = args.len();
        let subs = self.subs(base, args, "", false)?;
        let var = self.var_c(base);
        for (k, sub) in subs.iter().enumerate() {
            match sub {
                Sub::One(t) => {
                    let loc = self.loc();
                    self.line(format!(
                        "if ({t} != 0) mt_err_bound({loc}, {var}, {t} + 1, {k}, {n}, 1, 2, (mt_i[]){{1, 1}});"
                    ));
                }
                Sub::Colon => {}
                _ => return Err(self.refuse(Some(r), "indexing a scalar this way is not compiled")),
            }
        }
        self.assign(r, base)?;
        self.set_present(r);
        Ok(())
    }

    pub(super) fn end(&mut self, r: ValueId, base: ValueId, dim: u32, count: u32) -> R<()> {
        let d = self.sv(r);
        let e = match self.repr(base).clone() {
            Repr::Absent => "0".to_string(),
            Repr::Scalar(_) => {
                if self.flagged[base.index()] {
                    let f = format!("v{}_p", base.0);
                    self.local(&f, "int");
                    format!("({f} ? 1 : 0)")
                } else {
                    "1".into()
                }
            }
            Repr::Array { .. } => {
                let (dim, count) = (dim as usize, count as usize);
                let rank = self.repr(base).rank();
                let x = if count == 1 {
                    self.numel(base)
                } else if dim + 1 < count {
                    self.dim(base, dim)
                } else if dim < rank {
                    let ds: Vec<String> = (dim..rank).map(|k| self.dim(base, k)).collect();
                    format!("({})", ds.join(" * "))
                } else {
                    "1".into()
                };
                if self.flagged[base.index()] {
                    let f = format!("v{}_p", base.0);
                    self.local(&f, "int");
                    format!("({f} ? (double)({x}) : 0)")
                } else {
                    format!("(double)({x})")
                }
            }
            Repr::Range => return Err(self.refuse(Some(base), "`end` of a range is not compiled")),
        };
        self.line(format!("{d} = {e};"));
        Ok(())
    }

    pub(super) fn index_assign(
        &mut self,
        r: ValueId,
        base: ValueId,
        args: &[Arg],
        value: ValueId,
    ) -> R<()> {
        self.check_present(value)?;
        let relem = match self.repr(r).clone() {
            Repr::Scalar(_) => {
                // Assigning one element of a scalar leaves a scalar.
                let subs = self.subs(base, args, "", false)?;
                let _ = subs;
                let x = match self.repr(r) {
                    Repr::Scalar(Elem::C64) => self.cnum(value)?,
                    Repr::Scalar(e) => self.elem_of_scalar(value, *e)?,
                    _ => unreachable!("scalar"),
                };
                let d = self.sv(r);
                self.line(format!("{d} = {x};"));
                self.set_present(r);
                return Ok(());
            }
            Repr::Array { elem, .. } => elem,
            _ => {
                return Err(
                    self.refuse(Some(r), "an assignment result of this kind is not compiled")
                )
            }
        };
        let base_absent = matches!(self.repr(base), Repr::Absent);
        let base_flagged = self.flagged[base.index()];
        if !base_absent && !base_flagged {
            if let Some(be) = self.repr(base).elem() {
                if be != relem {
                    return Err(self.refuse(
                        Some(r),
                        "an assignment that changes the array's class is not compiled",
                    ));
                }
            }
        }
        match (self.repr(value).elem(), relem) {
            (Some(a), b) if a == b => {}
            (Some(Elem::Bool | Elem::Char), Elem::F64) | (Some(Elem::F64), Elem::Bool) => {}
            _ => {
                return Err(self.refuse(
                    Some(value),
                    "assigning a value of another class into an array is not compiled",
                ))
            }
        }
        let n = args.len();
        let all_one = args.iter().all(|a| {
            matches!(a, Arg::Value(v) if matches!(self.repr(*v), Repr::Scalar(Elem::F64 | Elem::Char)))
        });
        if all_one && !self.repr(value).is_array() && self.repr(base).is_array() && !base_flagged {
            return self.assign_one(r, base, args, value, relem);
        }
        self.assign_general(r, base, args, value, relem, n)
    }

    /// `A(i, j) = x` with scalar subscripts: a store where it fits, else the general path.
    fn assign_one(
        &mut self,
        r: ValueId,
        base: ValueId,
        args: &[Arg],
        value: ValueId,
        relem: Elem,
    ) -> R<()> {
        let n = args.len();
        let subs = self.subs(base, args, "", false)?;
        let ext = self.extents(base, n);
        let mut fits = Vec::new();
        let mut lin = Vec::new();
        let mut stride = String::from("1");
        let mut proven = true;
        for (k, sub) in subs.iter().enumerate() {
            let Sub::One(t) = sub else {
                unreachable!("scalar subscripts")
            };
            let Arg::Value(v) = args[k] else {
                unreachable!("value")
            };
            if !self.proven_in(v, self.min_extent(base, k, n)) && !self.read_before(base, n, k, v) {
                proven = false;
                fits.push(format!("{t} < {}", ext[k]));
            }
            lin.push(if k == 0 {
                t.clone()
            } else {
                format!("{t} * {stride}")
            });
            stride = format!("{stride} * {}", ext[k]);
        }
        let x = self.assign_value(value, relem)?;
        let xv = self.temp(if relem == Elem::F64 {
            "double"
        } else {
            "unsigned char"
        });
        self.line(format!("{xv} = {x};"));
        if !proven {
            self.line(format!("if ({}) {{", fits.join(" && ")));
        }
        self.copy_array(r, base)?;
        let p = self.data(r)?;
        self.line(format!("{p}[{}] = {xv};", lin.join(" + ")));
        if proven {
            self.set_present(r);
            return Ok(());
        }
        self.line("} else {");
        let s = self.temp(&format!("mt_sub@[{n}]"));
        for (k, sub) in subs.iter().enumerate() {
            let Sub::One(t) = sub else {
                unreachable!("scalar subscripts")
            };
            self.line(format!(
                "{s}[{k}] = mt_sub_num(0, 0, 0, 0, (double)({t} + 1), 0, 1);"
            ));
        }
        let gsubs: Vec<Sub> = subs.clone();
        self.assign_rest(r, base, &gsubs, &s, value, relem, n, Some(xv))?;
        self.line("}");
        self.set_present(r);
        Ok(())
    }

    /// Whether this block already read `base` with `n` subscripts, the
    /// `k`-th at or past subscript `v` (same integer form, offset no
    /// smaller): that read's bound check covers a store at `v`.
    fn read_before(&mut self, base: ValueId, n: usize, k: usize, v: ValueId) -> bool {
        let Some((b, off)) = self.affine(v) else {
            return false;
        };
        self.checked.iter().any(|(a, forms)| {
            *a == base && forms.len() == n && forms[k].0 == b && forms[k].1 >= off
        })
    }

    /// The value to store (a scalar), converted to the array's elements.
    fn assign_value(&mut self, value: ValueId, relem: Elem) -> R<String> {
        let x = self.num(value)?;
        Ok(match (self.repr(value).elem(), relem) {
            (Some(Elem::F64), Elem::Bool) => {
                let loc = self.loc();
                format!("(unsigned char)(mt_truth_num({loc}, {x}) != 0)")
            }
            (_, Elem::F64) => x,
            _ => format!("(unsigned char)({x})"),
        })
    }

    fn assign_general(
        &mut self,
        r: ValueId,
        base: ValueId,
        args: &[Arg],
        value: ValueId,
        relem: Elem,
        n: usize,
    ) -> R<()> {
        let s = self.temp(&format!("mt_sub@[{n}]"));
        let subs = self.subs(base, args, &s, true)?;
        let scalar = if self.repr(value).is_array() {
            None
        } else {
            let x = self.assign_value(value, relem)?;
            let xv = self.temp(if relem == Elem::F64 {
                "double"
            } else {
                "unsigned char"
            });
            self.line(format!("{xv} = {x};"));
            Some(xv)
        };
        self.assign_rest(r, base, &subs, &s, value, relem, n, scalar)?;
        self.free_subs(&subs, &s);
        self.set_present(r);
        Ok(())
    }

    /// The general update: grown dims, the base brought into the result's
    /// buffer (moved in place, or copied when it lives on), then the stores.
    #[allow(clippy::too_many_arguments)]
    fn assign_rest(
        &mut self,
        r: ValueId,
        base: ValueId,
        subs: &[Sub],
        s: &str,
        value: ValueId,
        relem: Elem,
        n: usize,
        scalar: Option<String>,
    ) -> R<()> {
        let esz = relem.bytes();
        // The base's extents (an absent base is 0x0, a scalar 1x1).
        let bd = self.temp("mt_i@[16]");
        let brank;
        let base_scalar = !self.repr(base).is_array() && !matches!(self.repr(base), Repr::Absent);
        if self.repr(base).is_array() {
            brank = self.repr(base).rank();
            let d = self.dims(base);
            for (k, x) in d.iter().enumerate() {
                self.line(format!("{bd}[{k}] = {x};"));
            }
        } else {
            brank = 2;
            let one = if base_scalar { 1 } else { 0 };
            self.line(format!("{bd}[0] = {one}; {bd}[1] = {one};"));
        }
        if self.flagged[base.index()] && self.repr(base).is_array() {
            let f = format!("v{}_p", base.0);
            self.local(&f, "int");
            self.line(format!("if (!{f}) {{ {bd}[0] = 0; {bd}[1] = 0; }}"));
        }
        let rd = self.temp("mt_i@[16]");
        let rrank = if self.repr(value).is_array() {
            let d = self.dims(value);
            for (k, x) in d.iter().enumerate() {
                self.line(format!("{rd}[{k}] = {x};"));
            }
            d.len()
        } else {
            self.line(format!("{rd}[0] = 1; {rd}[1] = 1;"));
            2
        };
        let nd = self.temp("mt_i@[16]");
        let nnd = self.temp("int");
        let loc = self.loc();
        self.line(format!(
            "{nnd} = mt_assign_dims({loc}, {brank}, {bd}, {n}, {s}, {rrank}, {rd}, {nd});"
        ));
        let rank = self.repr(r).rank();
        let dims: Vec<String> = (0..rank)
            .map(|k| {
                if k + 1 == rank {
                    format!("({k} < {nnd} ? mt_numel({nnd} - {k}, {nd} + {k}) : 1)")
                } else {
                    format!("({k} < {nnd} ? {nd}[{k}] : 1)")
                }
            })
            .collect();
        let same = self.store(r) == self.store(base) && self.store(r) != Storage::None;
        let bn = self.temp("mt_i");
        self.line(format!("{bn} = mt_numel({brank}, {bd});"));
        self.set_dims(r, &dims);
        if same {
            self.reserve(r, true)?;
        } else {
            self.reserve(r, false)?;
            let p = self.data(r)?;
            if self.repr(base).is_array() {
                let b = self.data(base)?;
                let cond = if self.flagged[base.index()] {
                    format!("v{}_p && {bn}", base.0)
                } else {
                    bn.clone()
                };
                self.line(format!(
                    "if ({cond}) memcpy({p}, {b}, (size_t){bn} * {esz});"
                ));
            } else if base_scalar {
                let x = self.elem_of_scalar(base, relem)?;
                self.line(format!("{p}[0] = {x};"));
            }
        }
        let p = self.data(r)?;
        self.line(format!(
            "mt_regrow({p}, {esz}, {brank}, {bd}, {nnd}, {nd});"
        ));
        let ext = self.temp("mt_i@[16]");
        self.line(format!("mt_sub_extents({nnd}, {nd}, {n}, {ext});"));
        match scalar {
            Some(x) => self.sub_loops(subs, s, &ext, &|lin, _| format!("{p}[{lin}] = {x};")),
            None => {
                let src = self.data(value)?;
                let conv = self.conv_elem(value, relem);
                if relem == Elem::Bool && self.repr(value).elem() == Some(Elem::F64) {
                    let cnt = self.numel(value);
                    let k = self.temp("mt_i");
                    let loc = self.loc();
                    self.line(format!(
                        "for ({k} = 0; {k} < {cnt}; {k}++) (void)mt_truth_num({loc}, {src}[{k}]);"
                    ));
                }
                self.sub_loops(subs, s, &ext, &|lin, o| {
                    format!("{p}[{lin}] = {};", conv(format!("{src}[{o}]")))
                });
            }
        }
        Ok(())
    }

    pub(super) fn for_count(&mut self, r: ValueId, x: ValueId) -> R<()> {
        let d = self.sv(r);
        let e = match self.repr(x).clone() {
            Repr::Range => {
                let t = self.sv(x);
                format!("(double){t}.n")
            }
            Repr::Scalar(_) => "1.0".into(),
            Repr::Array { .. } => {
                let n = self.numel(x);
                let rows = self.dim(x, 0);
                format!("({rows} == 0 ? 0.0 : (double)({n} / {rows}))")
            }
            Repr::Absent => {
                self.check_present(x)?;
                "0.0".into()
            }
        };
        self.line(format!("{d} = {e};"));
        Ok(())
    }

    pub(super) fn for_item(&mut self, r: ValueId, iter: ValueId, k: ValueId) -> R<()> {
        let kk = self.num(k)?;
        match self.repr(iter).clone() {
            Repr::Range => {
                let t = self.sv(iter);
                let d = self.sv(r);
                // A range of whole numbers: `base + k*inc` is each element exactly.
                let x = if self.fact(iter).range.int {
                    format!("({t}.base + {kk} * {t}.inc)")
                } else {
                    format!("mt_range_at(&{t}, (mt_i){kk})")
                };
                match self.repr(r) {
                    Repr::Scalar(Elem::C64) => self.line(format!("{d} = mt_cx({x}, 0.0);")),
                    _ => self.line(format!("{d} = {x};")),
                }
            }
            Repr::Scalar(_) => self.assign(r, iter)?,
            Repr::Array { elem, .. } => {
                let rows = self.dim(iter, 0);
                let src = self.data(iter)?;
                match self.repr(r).clone() {
                    Repr::Scalar(e) => {
                        let d = self.sv(r);
                        let x = format!("{src}[(mt_i){kk} * {rows}]");
                        let x = match (elem, e) {
                            (Elem::F64, Elem::F64) => x,
                            (_, Elem::C64) => format!("mt_cx((double){x}, 0.0)"),
                            _ => format!("(double){x}"),
                        };
                        self.line(format!("{d} = {x};"));
                    }
                    Repr::Array { .. } => {
                        let p = self.def_array(r, &[rows.clone(), "1".into()])?;
                        let esz = elem.bytes();
                        self.line(format!(
                            "memcpy({p}, {src} + (mt_i){kk} * {rows}, (size_t)({rows}) * {esz});"
                        ));
                    }
                    _ => {
                        return Err(
                            self.refuse(Some(r), "a loop variable of this kind is not compiled")
                        )
                    }
                }
            }
            Repr::Absent => self.check_present(iter)?,
        }
        let _ = lit;
        Ok(())
    }
}
