//! Arrays: elementwise operators with Octave's broadcasting and its
//! error wording, the matrix product, transposes, ranges, concatenation,
//! reductions along a dimension, and arrays filled with one value.

use std::fmt::Write as _;

use mir::ir::{Arg, InstId, ValueId};
use syntax::ast::{BinOp, UnOp};

use super::scalar::real_op;
use super::{lit, Fx, R};
use crate::repr::{Elem, Repr};

/// How to read one operand of an elementwise loop.
enum Opd {
    /// A scalar, read once before the loop.
    Scalar(String),
    /// An array: its elements pointer, its value.
    Array(String, ValueId),
    /// A range read element by element (never stored).
    Virtual(ValueId),
}

impl Fx<'_> {
    pub(super) fn unary_array(&mut self, _i: InstId, r: ValueId, op: UnOp, x: ValueId) -> R<()> {
        match op {
            UnOp::Plus => self.elementwise(r, &[x], "operator +", &|e| e[0].clone(), false),
            UnOp::Neg => {
                self.elementwise(r, &[x], "operator -", &|e| format!("(-{})", e[0]), false)
            }
            UnOp::Not => {
                self.elementwise(r, &[x], "operator !", &|e| format!("({} == 0)", e[0]), true)
            }
        }
    }

    pub(super) fn binary_array(
        &mut self,
        _i: InstId,
        r: ValueId,
        op: BinOp,
        a: ValueId,
        b: ValueId,
    ) -> R<()> {
        let scalar = |fx: &Self, v: ValueId| !fx.repr(v).is_array();
        match op {
            BinOp::MatMul if !scalar(self, a) && !scalar(self, b) => return self.matmul(r, a, b),
            BinOp::MatDiv if !scalar(self, b) => {
                return Err(self.refuse(
                    Some(r),
                    "matrix division (`/` by a matrix) is not compiled yet",
                ))
            }
            BinOp::MatLeftDiv if !scalar(self, a) => {
                return Err(self.refuse(
                    Some(r),
                    "solving a linear system (`\\`) is not compiled yet",
                ))
            }
            BinOp::MatPow => return Err(self.refuse(Some(r), "matrix powers are not compiled yet")),
            _ => {}
        }
        if self.repr(a).elem() == Some(Elem::C64) || self.repr(b).elem() == Some(Elem::C64) {
            return Err(self.refuse(Some(r), "complex arrays are not compiled yet"));
        }
        if matches!(op, BinOp::Pow) && self.repr(r).elem() == Some(Elem::C64) {
            return Err(self.refuse(Some(r), "powers with complex results are not compiled yet"));
        }
        let name = op.conform_name();
        match op {
            BinOp::And | BinOp::Or => {
                let c = if op == BinOp::And { "&&" } else { "||" };
                self.elementwise(
                    r,
                    &[a, b],
                    name,
                    &|e| format!("(({} != 0) {c} ({} != 0))", e[0], e[1]),
                    true,
                )
            }
            // `A .^ s` multiplies for s = 2, 3, -1 (Octave's elem_xpow), else `pow`.
            BinOp::Pow | BinOp::MatPow if self.repr(a).is_array() => self.elementwise(
                r,
                &[a, b],
                name,
                &|e| format!("mt_pow({}, {})", e[0], e[1]),
                false,
            ),
            _ => self.elementwise(
                r,
                &[a, b],
                name,
                &|e| real_op(op, &e[0], &e[1], true).unwrap_or_default(),
                false,
            ),
        }
    }

    /// `r = f(x1, ..., xn)` element by element, scalars broadcast and arrays
    /// of compatible sizes expanded; `nan_is_error`: operands converted to
    /// logical (NaN raises Octave's error before anything is computed).
    pub(super) fn elementwise(
        &mut self,
        r: ValueId,
        xs: &[ValueId],
        name: &str,
        f: &dyn Fn(&[String]) -> String,
        nan_is_error: bool,
    ) -> R<()> {
        let relem = match self.repr(r) {
            Repr::Array { elem, .. } => *elem,
            _ => return Err(self.refuse(Some(r), "an elementwise result that is no array")),
        };
        let mut opds = Vec::new();
        let mut arrays = Vec::new();
        for &x in xs {
            match self.repr(x).clone() {
                Repr::Scalar(Elem::C64)
                | Repr::Array {
                    elem: Elem::C64, ..
                } => return Err(self.refuse(Some(x), "complex arrays are not compiled yet")),
                Repr::Scalar(_) => {
                    let v = self.num(x)?;
                    let t = self.temp("double");
                    self.line(format!("{t} = {v};"));
                    if nan_is_error {
                        let loc = self.loc();
                        self.line(format!("(void)mt_truth_num({loc}, {t});"));
                    }
                    opds.push(Opd::Scalar(t));
                }
                Repr::Array { .. } if self.fusion.virt[x.index()] => {
                    opds.push(Opd::Virtual(x));
                    arrays.push(x);
                }
                Repr::Array { .. } => {
                    let p = self.data(x)?;
                    if nan_is_error && self.repr(x).elem() == Some(Elem::F64) {
                        let n = self.numel(x);
                        let k = self.temp("mt_i");
                        let loc = self.loc();
                        self.line(format!(
                            "for ({k} = 0; {k} < {n}; {k}++) (void)mt_truth_num({loc}, {p}[{k}]);"
                        ));
                    }
                    opds.push(Opd::Array(p, x));
                    arrays.push(x);
                }
                _ => return Err(self.refuse(Some(x), "an operand of this form is not compiled")),
            }
        }
        let cast = |e: String| match relem {
            Elem::Bool | Elem::Char => format!("(unsigned char)({e})"),
            _ => e,
        };
        let same = arrays.len() <= 1
            || arrays.windows(2).all(|w| {
                self.t.same_shape(w[0], w[1]) || {
                    let (ra, rb) = (self.repr(w[0]), self.repr(w[1]));
                    ra == rb && ra.static_bytes().is_some()
                }
            });
        if same {
            let d = self.dims(arrays[0]);
            let p = self.def_array(r, &d)?;
            let n = self.numel(r);
            let k = self.temp("mt_i");
            let es: Vec<String> = opds.iter().map(|o| self.read(o, &k)).collect::<R<_>>()?;
            self.line(format!(
                "for ({k} = 0; {k} < {n}; {k}++) {p}[{k}] = {};",
                cast(f(&es))
            ));
            return Ok(());
        }
        // Two arrays of sizes known only when running: expand or raise.
        let (a, b) = (arrays[0], arrays[1]);
        let rank = self
            .repr(a)
            .rank()
            .max(self.repr(b).rank())
            .max(self.repr(r).rank());
        let da: Vec<String> = (0..rank).map(|k| self.dim(a, k)).collect();
        let db: Vec<String> = (0..rank).map(|k| self.dim(b, k)).collect();
        let rd: Vec<String> = (0..rank).map(|_| self.temp("mt_i")).collect();
        let same = self.temp("int");
        self.line(format!("{same} = 1;"));
        let (aa, ba) = (self.dims_arr(a), self.dims_arr(b));
        let (na, nb) = (self.repr(a).rank(), self.repr(b).rank());
        for k in 0..rank {
            let loc = self.loc();
            self.line(format!(
                "{} = {} == {} ? {} : {} == 1 ? {} : {} == 1 ? {} : -1;",
                rd[k], da[k], db[k], da[k], da[k], db[k], db[k], da[k]
            ));
            self.line(format!(
                "if ({} < 0) mt_err_nonconformant({loc}, \"{name}\", {na}, {aa}, {nb}, {ba});",
                rd[k]
            ));
            self.line(format!("if ({} != {}) {same} = 0;", da[k], db[k]));
        }
        let p = self.def_array(r, &rd)?;
        let n = self.numel(r);
        let k = self.temp("mt_i");
        let es: Vec<String> = opds.iter().map(|o| self.read(o, &k)).collect::<R<_>>()?;
        self.line(format!("if ({same}) {{"));
        self.line(format!(
            "    for ({k} = 0; {k} < {n}; {k}++) {p}[{k}] = {};",
            cast(f(&es))
        ));
        self.line("} else {");
        // Strides of each operand along each dimension (0 where expanded).
        let ia = self.temp("mt_i");
        let ib = self.temp("mt_i");
        let mut sa = Vec::new();
        let mut sb = Vec::new();
        let (pa, pb) = (self.temp("mt_i"), self.temp("mt_i"));
        self.line(format!("    {pa} = 1; {pb} = 1;"));
        for kk in 0..rank {
            let (s1, s2) = (self.temp("mt_i"), self.temp("mt_i"));
            self.line(format!(
                "    {s1} = {} == 1 ? 0 : {pa}; {pa} *= {};",
                da[kk], da[kk]
            ));
            self.line(format!(
                "    {s2} = {} == 1 ? 0 : {pb}; {pb} *= {};",
                db[kk], db[kk]
            ));
            sa.push(s1);
            sb.push(s2);
        }
        let idx: Vec<String> = (0..rank).map(|_| self.temp("mt_i")).collect();
        let o = self.temp("mt_i");
        self.line(format!("    {o} = 0;"));
        let mut open = String::new();
        for kk in (0..rank).rev() {
            let _ = write!(open, "for ({0} = 0; {0} < {1}; {0}++) ", idx[kk], rd[kk]);
        }
        let ia_e: Vec<String> = (0..rank)
            .map(|kk| format!("{} * {}", idx[kk], sa[kk]))
            .collect();
        let ib_e: Vec<String> = (0..rank)
            .map(|kk| format!("{} * {}", idx[kk], sb[kk]))
            .collect();
        let ea: Vec<String> = opds
            .iter()
            .map(|o| match o {
                Opd::Scalar(t) => Ok(t.clone()),
                Opd::Array(_, v) | Opd::Virtual(v) if *v == a => self.read(o, &ia),
                Opd::Array(..) | Opd::Virtual(_) => self.read(o, &ib),
            })
            .collect::<R<_>>()?;
        self.line(format!(
            "    {open}{{ {ia} = {}; {ib} = {}; {p}[{o}++] = {}; }}",
            ia_e.join(" + "),
            ib_e.join(" + "),
            cast(f(&ea))
        ));
        self.line("}");
        Ok(())
    }

    fn read(&mut self, o: &Opd, k: &str) -> R<String> {
        Ok(match o {
            Opd::Virtual(v) => self.fused_elem(*v, k, &mut Vec::new())?,
            Opd::Scalar(t) => t.clone(),
            Opd::Array(p, v) => match self.repr(*v).elem() {
                Some(Elem::F64) => format!("{p}[{k}]"),
                _ => format!("(double){p}[{k}]"),
            },
        })
    }

    /// `r = a * b` of two matrices (the runtime's loop order for small
    /// products: column by column, each a sum of scaled columns of `a`).
    fn matmul(&mut self, r: ValueId, a: ValueId, b: ValueId) -> R<()> {
        if self.repr(a).rank() > 2 || self.repr(b).rank() > 2 {
            return Err(self.refuse(Some(r), "products of N-d arrays are not compiled"));
        }
        let (m, ka) = (self.dim(a, 0), self.dim(a, 1));
        let (kb, n) = (self.dim(b, 0), self.dim(b, 1));
        let loc = self.loc();
        let (aa, ba) = (self.dims_arr(a), self.dims_arr(b));
        self.line(format!(
            "if ({ka} != {kb}) mt_err_nonconformant({loc}, \"operator *\", 2, {aa}, 2, {ba});"
        ));
        let p = self.def_array(r, &[m.clone(), n.clone()])?;
        let (x, y) = (self.data(a)?, self.data(b)?);
        let (ex, ey) = (self.elem_read(a), self.elem_read(b));
        let (i, j, q) = (self.temp("mt_i"), self.temp("mt_i"), self.temp("mt_i"));
        let s = self.temp("double");
        let total = self.temp("mt_i");
        self.line(format!("{total} = {m} * {n};"));
        self.line(format!("for ({i} = 0; {i} < {total}; {i}++) {p}[{i}] = 0;"));
        self.line(format!("if ({m} == 1) {{"));
        self.line(format!(
            "    for ({j} = 0; {j} < {n}; {j}++) {{ {s} = 0; for ({q} = 0; {q} < {ka}; {q}++) {s} += {} * {}; {p}[{j}] = {s}; }}",
            ex(&x, &q), ey(&y, &format!("{q} + {j} * {ka}"))
        ));
        self.line("} else {");
        self.line(format!(
            "    for ({j} = 0; {j} < {n}; {j}++) for ({q} = 0; {q} < {ka}; {q}++) {{ {s} = {}; for ({i} = 0; {i} < {m}; {i}++) {p}[{i} + {j} * {m}] += {} * {s}; }}",
            ey(&y, &format!("{q} + {j} * {ka}")), ex(&x, &format!("{i} + {q} * {m}"))
        ));
        self.line("}");
        Ok(())
    }

    /// Reads an element of array `v`'s pointer `p` at `k`, as a double.
    fn elem_read(&self, v: ValueId) -> impl Fn(&str, &str) -> String {
        let f64 = self.repr(v).elem() == Some(Elem::F64);
        move |p: &str, k: &str| {
            if f64 {
                format!("{p}[{k}]")
            } else {
                format!("(double){p}[{k}]")
            }
        }
    }

    pub(super) fn transpose(&mut self, r: ValueId, x: ValueId, _conj: bool) -> R<()> {
        match self.repr(x).clone() {
            Repr::Scalar(_) => {
                if self.repr(r).elem() == Some(Elem::C64) && _conj {
                    let z = self.cnum(x)?;
                    let d = self.sv(r);
                    self.line(format!("{d} = mt_cx(creal({z}), -cimag({z}));"));
                    return Ok(());
                }
                self.assign(r, x)
            }
            Repr::Array { .. } => {
                if self.repr(x).rank() > 2 {
                    let loc = self.loc();
                    self.line(format!(
                        "mt_raise({loc}, \"\", \"transpose not defined for N-D objects\");"
                    ));
                    return Ok(());
                }
                let (m, n) = (self.dim(x, 0), self.dim(x, 1));
                if self.store(r) == self.store(x) {
                    // A vector's elements keep their order.
                    self.set_dims(r, &[n, m]);
                    return Ok(());
                }
                let p = self.def_array(r, &[n.clone(), m.clone()])?;
                let s = self.data(x)?;
                let (i, j) = (self.temp("mt_i"), self.temp("mt_i"));
                self.line(format!(
                    "for ({j} = 0; {j} < {n}; {j}++) for ({i} = 0; {i} < {m}; {i}++) {p}[{j} + {i} * {n}] = {s}[{i} + {j} * {m}];"
                ));
                Ok(())
            }
            Repr::Range => self.refuse_range(r),
            Repr::Absent => {
                self.check_present(x)?;
                Ok(())
            }
        }
    }

    fn refuse_range(&self, r: ValueId) -> R<()> {
        Err(self.refuse(Some(r), "a range used as a value here"))
    }

    pub(super) fn range(
        &mut self,
        r: ValueId,
        a: ValueId,
        s: Option<ValueId>,
        b: ValueId,
    ) -> R<()> {
        let base = self.num(a)?;
        let inc = match s {
            Some(s) => self.num(s)?,
            None => "1.0".into(),
        };
        let limit = self.num(b)?;
        let loc = self.loc();
        if let Repr::Range = self.repr(r) {
            let d = self.sv(r);
            self.line(format!(
                "{d} = mt_make_range({loc}, {base}, {inc}, {limit});"
            ));
            if self.fact(r).range.int {
                // Its elements as integers (subscripts past 9e15 are errors anyway).
                let (b, s) = (format!("{d}_b"), format!("{d}_s"));
                self.local(&b, "mt_i");
                self.local(&s, "mt_i");
                self.line(format!(
                    "{b} = fabs({d}.base) < 9e15 ? (mt_i){d}.base : 0; {s} = fabs({d}.inc) < 9e15 ? (mt_i){d}.inc : 0;"
                ));
            }
            return Ok(());
        }
        let t = self.temp("mt_range");
        self.line(format!(
            "{t} = mt_make_range({loc}, {base}, {inc}, {limit});"
        ));
        self.line(format!("mt_range_store_check({loc}, &{t});"));
        self.fill_range(r, &t)
    }

    fn fill_range(&mut self, r: ValueId, t: &str) -> R<()> {
        match self.repr(r).clone() {
            Repr::Scalar(_) => {
                let d = self.sv(r);
                self.line(format!("{d} = {t}.base;"));
                Ok(())
            }
            Repr::Array { .. } => {
                let p = self.def_array(r, &["1".into(), format!("{t}.n")])?;
                let k = self.temp("mt_i");
                self.line(format!(
                    "for ({k} = 0; {k} < {t}.n; {k}++) {p}[{k}] = mt_range_at(&{t}, {k});"
                ));
                Ok(())
            }
            _ => self.refuse_range(r),
        }
    }

    /// A lazy range `src` made an array `dst`.
    pub fn store_range(&mut self, dst: ValueId, src: ValueId) -> R<()> {
        let t = self.sv(src);
        let loc = self.loc();
        self.line(format!("mt_range_store_check({loc}, &{t});"));
        self.fill_range(dst, &t)
    }

    /// `[a, b; c, d]`: rows concatenated horizontally, then vertically.
    pub(super) fn concat(&mut self, r: ValueId, rows: &[Vec<Arg>]) -> R<()> {
        let relem = self.repr(r).elem();
        let Some(relem) = relem else {
            return Err(self.refuse(Some(r), "a concatenation of this kind is not compiled"));
        };
        let mut parts: Vec<Vec<ValueId>> = Vec::new();
        for row in rows {
            let mut ps = Vec::new();
            for a in row {
                match a {
                    Arg::Value(v) => ps.push(*v),
                    _ => {
                        return Err(self.refuse(
                            Some(r),
                            "a comma-separated list in brackets is not compiled",
                        ))
                    }
                }
            }
            if !ps.is_empty() {
                parts.push(ps);
            }
        }
        for p in parts.iter().flatten() {
            if self.repr(*p).rank() > 2 {
                return Err(self.refuse(Some(*p), "concatenating N-d arrays is not compiled"));
            }
            if self.repr(*p).elem() == Some(Elem::C64) {
                return Err(
                    self.refuse(Some(*p), "complex values in brackets are not compiled yet")
                );
            }
            if relem == Elem::Char
                && self.repr(*p).elem() != Some(Elem::Char)
                && self.repr(*p).elem().is_some()
            {
                return Err(
                    self.refuse(Some(*p), "numbers concatenated with text are not compiled")
                );
            }
        }
        if let Repr::Scalar(_) = self.repr(r).clone() {
            // `[x]` or a concatenation proven to be one element.
            let all: Vec<ValueId> = parts.iter().flatten().copied().collect();
            if all.len() == 1 && !self.repr(all[0]).is_array() {
                return self.assign(r, all[0]);
            }
            return Err(self.refuse(Some(r), "a concatenation of this kind is not compiled"));
        }
        if relem == Elem::Char && parts.len() > 1 {
            return Err(self.refuse(Some(r), "text rows in brackets are not compiled yet"));
        }
        let esz = relem.bytes();
        if parts.len() == 1 {
            return self.cat_into(r, 1, &parts[0], relem, esz);
        }
        if parts.iter().all(|p| p.len() == 1) {
            let col: Vec<ValueId> = parts.iter().map(|p| p[0]).collect();
            return self.cat_into(r, 0, &col, relem, esz);
        }
        Err(self.refuse(
            Some(r),
            "a concatenation of several rows of several parts is not compiled yet",
        ))
    }

    /// Concatenates `parts` along `dim` (0 vertical, 1 horizontal) into `r`,
    /// with Octave's rules for empty parts and its mismatch errors.
    fn cat_into(
        &mut self,
        r: ValueId,
        dim: usize,
        parts: &[ValueId],
        relem: Elem,
        esz: u64,
    ) -> R<()> {
        let n = parts.len();
        let dims = self.temp(&format!("mt_i@[{}]", 2 * n));
        let keep = self.temp(&format!("int@[{n}]"));
        let out = self.temp("mt_i@[2]");
        for (k, &p) in parts.iter().enumerate() {
            self.check_present(p)?;
            let (d0, d1) = (self.dim(p, 0), self.dim(p, 1));
            self.line(format!(
                "{dims}[{}] = {d0}; {dims}[{}] = {d1};",
                2 * k,
                2 * k + 1
            ));
        }
        let loc = self.loc();
        self.line(format!(
            "mt_cat_dims({loc}, {dim}, {n}, {dims}, {keep}, {out});"
        ));
        let p = self.def_array(r, &[format!("{out}[0]"), format!("{out}[1]")])?;
        let off = self.temp("mt_i");
        self.line(format!("{off} = 0;"));
        let _ = esz;
        for (k, &v) in parts.iter().enumerate() {
            let cnt = self.numel(v);
            let ve = self.repr(v).elem();
            let conv = |e: String| match (relem, ve) {
                (Elem::F64, Some(Elem::F64)) => e,
                (Elem::F64, _) => format!("(double){e}"),
                (Elem::Bool, _) => format!("(unsigned char)({e} != 0)"),
                _ => format!("(unsigned char)({e})"),
            };
            self.line(format!("if ({keep}[{k}]) {{"));
            if self.repr(v).is_array() {
                let s = self.data(v)?;
                let i = self.temp("mt_i");
                if dim == 1 {
                    self.line(format!(
                        "    for ({i} = 0; {i} < {cnt}; {i}++) {p}[{off} + {i}] = {};",
                        conv(format!("{s}[{i}]"))
                    ));
                    self.line(format!("    {off} += {cnt};"));
                } else {
                    let (rows, cols) = (self.dim(v, 0), self.dim(v, 1));
                    let j = self.temp("mt_i");
                    self.line(format!(
                        "    for ({j} = 0; {j} < {cols}; {j}++) for ({i} = 0; {i} < {rows}; {i}++) {p}[{off} + {i} + {j} * {out}[0]] = {};",
                        conv(format!("{s}[{i} + {j} * {rows}]"))
                    ));
                    self.line(format!("    {off} += {rows};"));
                }
            } else {
                let x = self.elem_of_scalar(v, relem)?;
                self.line(format!("    {p}[{off}] = {x}; {off} += 1;"));
            }
            self.line("}");
        }
        Ok(())
    }

    /// A reduction of `x` along `dim` (None: Octave's default, the first
    /// dimension not 1; `mean`'s is the first larger than 1).
    pub(super) fn reduce(
        &mut self,
        r: ValueId,
        x: ValueId,
        kind: Reduce,
        dim: Option<String>,
    ) -> R<()> {
        if !self.repr(x).is_array() {
            // Of a scalar: itself, as a double (any/all: whether nonzero).
            let v = self.num(x)?;
            let e = match kind {
                Reduce::Any | Reduce::All => {
                    let loc = self.loc();
                    format!("(mt_truth_num({loc}, {v}) != 0)")
                }
                _ => v,
            };
            let d = self.sv(r);
            self.line(format!("{d} = {e};"));
            return Ok(());
        }
        if self.repr(x).elem() == Some(Elem::C64) {
            return Err(self.refuse(Some(x), "complex arrays are not compiled yet"));
        }
        let rank = self.repr(x).rank();
        let xd: Vec<String> = self.dims(x);
        let xs = self.data(x)?;
        // Octave's `sum([]) = 0`: a 0x0 reduces as 0x1.
        let d: Vec<String> = (0..rank).map(|_| self.temp("mt_i")).collect();
        for k in 0..rank {
            self.line(format!("{} = {};", d[k], xd[k]));
        }
        if matches!(
            kind,
            Reduce::Sum | Reduce::Prod | Reduce::Any | Reduce::All | Reduce::Mean
        ) && rank == 2
        {
            self.line(format!("if ({0} == 0 && {1} == 0) {1} = 1;", d[0], d[1]));
        }
        let dimv = self.temp("int");
        match dim {
            Some(e) => self.line(format!("{dimv} = (int)({e});")),
            None => {
                let test = if kind == Reduce::Mean { "> 1" } else { "!= 1" };
                self.line(format!("{dimv} = 0;"));
                for k in (0..rank).rev() {
                    self.line(format!("if ({} {test}) {dimv} = {k};", d[k]));
                }
            }
        }
        let (before, len, after) = (self.temp("mt_i"), self.temp("mt_i"), self.temp("mt_i"));
        self.line(format!("{before} = 1; {len} = 1; {after} = 1;"));
        for (k, dk) in d.iter().enumerate().take(rank) {
            self.line(format!(
                "if ({k} < {dimv}) {before} *= {dk}; else if ({k} == {dimv}) {len} = {dk}; else {after} *= {dk};"
            ));
        }
        let keep_len = matches!(kind, Reduce::Max | Reduce::Min);
        let read = self.elem_read(x);
        let (a, b, k) = (self.temp("mt_i"), self.temp("mt_i"), self.temp("mt_i"));
        let acc = self.temp("double");
        let finish = match kind {
            Reduce::Mean => format!("{acc} / (double){len}"),
            _ => acc.clone(),
        };
        let cast = match self.repr(r).elem() {
            Some(Elem::Bool) => "(unsigned char)",
            _ => "",
        };
        // The loop over the reduced extent, for one (a, b); a second copy
        // for `before == 1` (a vector, or the first dimension) reads the
        // elements contiguously, which the C compiler cannot assume.
        let body = |xe: String| {
            let fix = kind.fixup_text(&acc, &k, &len, &xe);
            format!(
                "{acc} = {}; for ({k} = 0; {k} < {len}; {k}++) {{ {} }}{fix}",
                kind.init_text(),
                kind.step_text(&acc, &xe)
            )
        };
        let general = body(read(
            &xs,
            &format!("{a} * {before} * {len} + {k} * {before} + {b}"),
        ));
        let contiguous = body(read(&xs, &format!("{a} * {len} + {k}")));
        if let Repr::Scalar(_) = self.repr(r) {
            let dv = self.sv(r);
            if keep_len {
                self.line(format!("if ({len} == 0) {dv} = NAN; else"));
            }
            self.line(format!(
                "{{ {a} = 0; {b} = 0; if ({before} == 1) {{ {contiguous} }} else {{ {general} }} {dv} = {cast}({finish}); }}"
            ));
            return Ok(());
        }
        // The result's extents: the input's with the reduced one 1 (kept at 0 by max/min).
        let rd: Vec<String> = (0..rank)
            .map(|kk| {
                if keep_len {
                    format!("({kk} == {dimv} && {} != 0 ? 1 : {})", d[kk], d[kk])
                } else {
                    format!("({kk} == {dimv} ? 1 : {})", d[kk])
                }
            })
            .collect();
        let p = self.def_array(r, &rd)?;
        self.line(format!(
            "if (!({len} == 0 && {})) {{ if ({before} == 1) for ({a} = 0; {a} < {after}; {a}++) {{ {b} = 0; {contiguous} {p}[{a}] = {cast}({finish}); }} else for ({a} = 0; {a} < {after}; {a}++) for ({b} = 0; {b} < {before}; {b}++) {{ {general} {p}[{a} * {before} + {b}] = {cast}({finish}); }} }}",
            keep_len as u8
        ));
        Ok(())
    }

    /// `r` of the given extents filled with `value` (zeros, ones, ...).
    pub(super) fn fill(&mut self, r: ValueId, dims: &[String], value: &str) -> R<()> {
        match self.repr(r).clone() {
            Repr::Scalar(Elem::C64) => {
                let d = self.sv(r);
                self.line(format!("{d} = mt_cx({value}, 0.0);"));
                Ok(())
            }
            Repr::Scalar(_) => {
                let d = self.sv(r);
                self.line(format!("{d} = {value};"));
                Ok(())
            }
            Repr::Array { elem, .. } => {
                if value == "0.0" || value == "0" {
                    self.def_zeros(r, dims)?;
                    return Ok(());
                }
                let p = self.def_array(r, dims)?;
                let n = self.numel(r);
                let k = self.temp("mt_i");
                let v = match elem {
                    Elem::F64 => value.to_string(),
                    _ => format!("(unsigned char)({value})"),
                };
                self.line(format!("for ({k} = 0; {k} < {n}; {k}++) {p}[{k}] = {v};"));
                Ok(())
            }
            _ => Err(self.refuse(Some(r), "an array of this kind is not compiled")),
        }
    }

    /// Extents from size arguments (`zeros(n)`, `zeros(m, n)`, `zeros([m n])`):
    /// each a whole number, negatives made 0.
    pub(super) fn size_args(&mut self, r: ValueId, args: &[ValueId]) -> R<Vec<String>> {
        let mut out = Vec::new();
        match args {
            [] => return Ok(vec!["1".into(), "1".into()]),
            [v] if self.repr(*v).is_array() => {
                let rank = self.repr(r).rank();
                let p = self.data(*v)?;
                let n = self.numel(*v);
                for k in 0..rank {
                    let t = self.temp("mt_i");
                    let e = self.elem_read(*v)(&p, &k.to_string());
                    self.line(format!("{t} = {k} < {n} ? mt_size_arg({e}) : 1;"));
                    out.push(t);
                }
                return Ok(out);
            }
            [v] => {
                let x = self.num(*v)?;
                let t = self.temp("mt_i");
                self.line(format!("{t} = mt_size_arg({x});"));
                return Ok(vec![t.clone(), t]);
            }
            _ => {}
        }
        for &v in args {
            let x = self.num(v)?;
            let t = self.temp("mt_i");
            self.line(format!("{t} = mt_size_arg({x});"));
            out.push(t);
        }
        Ok(out)
    }

    pub(super) fn lit_fill(&mut self, r: ValueId, args: &[ValueId], x: f64) -> R<()> {
        let d = self.size_args(r, args)?;
        self.fill(r, &d, &lit(x))
    }
}

/// A reduction builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduce {
    Sum,
    Prod,
    Mean,
    Max,
    Min,
    Any,
    All,
}

impl Reduce {
    pub(super) fn init_text(self) -> &'static str {
        match self {
            Reduce::Sum | Reduce::Mean | Reduce::Any => "0.0",
            Reduce::Prod | Reduce::All => "1.0",
            // Beaten by every number but NaN (see `fixup_text`).
            Reduce::Max => "(-INFINITY)",
            Reduce::Min => "INFINITY",
        }
    }
    /// The accumulation of element `x` (a C expression) into `a`. Max and
    /// min skip NaN by comparison alone (`x > a` is false for a NaN), so
    /// the C compiler makes them one `maxsd`/`minsd`; the first of equal
    /// elements is kept, as Octave keeps it.
    pub(super) fn step_text(self, a: &str, x: &str) -> String {
        match self {
            Reduce::Sum | Reduce::Mean => format!("{a} += {x};"),
            Reduce::Prod => format!("{a} *= {x};"),
            Reduce::Any => format!("{{ double e_ = {x}; if (e_ != 0 && !isnan(e_)) {a} = 1; }}"),
            Reduce::All => format!("if ({x} == 0) {a} = 0;"),
            Reduce::Max => format!("{{ double e_ = {x}; if (e_ > {a}) {a} = e_; }}"),
            Reduce::Min => format!("{{ double e_ = {x}; if (e_ < {a}) {a} = e_; }}"),
        }
    }
    /// After the loop over `k < len` of element `x`: a max (min) still at
    /// its start is -Inf (Inf) if some element is not NaN, else NaN.
    pub(super) fn fixup_text(self, a: &str, k: &str, len: &str, x: &str) -> String {
        let start = match self {
            Reduce::Max => "(-INFINITY)",
            Reduce::Min => "INFINITY",
            _ => return String::new(),
        };
        format!(
            " if ({a} == {start}) {{ {a} = NAN; for ({k} = 0; {k} < {len}; {k}++) if (!isnan({x})) {{ {a} = {start}; break; }} }}"
        )
    }
}
