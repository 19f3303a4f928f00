//! One C function per instance: its frame (buffers, locals), its blocks
//! as labels with `goto`s, φ moves as parallel copies on the edges.
//!
//! Instruction families live in the submodules: `scalar` (operators on C
//! scalars), `array` (elementwise operators, reductions, constructors,
//! concatenation), `index` (subscripted reads and writes, `end`, `for`),
//! `call` (builtins and user functions), `print` (`fprintf`, `disp`,
//! display, `error`); `hoist` emits innermost loops twice, once without
//! the subscript checks a test at their entry decides.

mod array;
mod call;
mod fuse;
mod hoist;
mod index;
mod print;
mod scalar;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use analysis::types::{AbsValue, FuncTypes};
use mir::ir::{BlockId, Const, Function, InstId, InstKind, Terminator, ValueId};
use syntax::ast::Span;

use crate::instances::Key;
use crate::layout::{BufKind, Layout, OutConv, Storage};
use crate::repr::{Elem, Ext, Repr};
use crate::{Gen, Refusal};

pub(crate) type R<T> = Result<T, Refusal>;

/// The emitted C of one instance.
pub struct CFunc {
    pub name: String,
    pub proto: String,
    pub text: String,
    /// Bytes of its stack buffers.
    pub stack_bytes: u64,
}

pub(crate) struct Fx<'a> {
    pub g: &'a Gen<'a>,
    pub key: Key,
    pub f: &'a Function,
    pub t: &'a FuncTypes,
    pub repr: Vec<Repr>,
    pub lay: Layout,
    pub params: Vec<ValueId>,
    pub nout: usize,
    pub defs: Vec<Option<InstId>>,
    /// Ranges read only by `for` loops and subscripts: kept as numbers.
    pub lazy_range: Vec<bool>,
    /// Values that may be absent: they carry a presence flag `v{n}_p`.
    pub flagged: Vec<bool>,
    /// C locals: name and type.
    pub locals: BTreeMap<String, String>,
    pub out: String,
    pub statics: String,
    pub labels: BTreeSet<BlockId>,
    pub tmp: usize,
    /// The span of the instruction being emitted (for error locations).
    pub span: Span,
    pub uses_ret: bool,
    /// Buffers passed to the call being emitted (their addresses may move).
    pub passed: Vec<usize>,
    /// Buffers ever passed to a call: their elements are reached through
    /// other pointers too, so theirs is no `restrict` pointer.
    pub escaped: BTreeSet<usize>,
    /// Elementwise chains computed inside the reductions that read them.
    pub fusion: fuse::Fusion,
    /// Reads of this block whose subscripts were checked: the array, and
    /// each subscript as an affine integer form (see `affine`).
    pub checked: Vec<(ValueId, Vec<(String, i64)>)>,
    /// `for` loop counters (0, 1, ...) and their increments: C integers,
    /// so that subscripts made from them are affine in an integer.
    pub counter: Vec<bool>,
    /// The block defining each value.
    pub def_block: Vec<Option<BlockId>>,
    /// Innermost loops emitted twice (`hoist`).
    pub loops: Vec<hoist::Loop>,
    /// While a loop's fast copy is emitted: the loop and its guard.
    pub fast: Option<hoist::Fast>,
}

/// A C number literal for a double.
pub fn lit(x: f64) -> String {
    if x.is_nan() {
        "NAN".into()
    } else if x == f64::INFINITY {
        "INFINITY".into()
    } else if x == f64::NEG_INFINITY {
        "(-INFINITY)".into()
    } else {
        let s = format!("{x:?}");
        if x < 0.0 || (x == 0.0 && x.is_sign_negative()) {
            format!("({s})")
        } else {
            s
        }
    }
}

/// A C string literal.
pub fn cstr(s: &[u8]) -> String {
    let mut o = String::from("\"");
    for &b in s {
        match b {
            b'"' => o.push_str("\\\""),
            b'\\' => o.push_str("\\\\"),
            b'\n' => o.push_str("\\n"),
            b'\t' => o.push_str("\\t"),
            b'?' => o.push_str("\\?"),
            0x20..=0x7e => o.push(b as char),
            _ => {
                let _ = write!(o, "\\{:03o}", b);
            }
        }
    }
    o.push('"');
    o
}

impl<'a> Fx<'a> {
    pub fn new(g: &'a Gen<'a>, key: Key, t: &'a FuncTypes, repr: Vec<Repr>, lay: Layout) -> Fx<'a> {
        let f = g.prog.func(key.func);
        let n = f.num_values as usize;
        let mut defs = vec![None; n];
        for b in &f.blocks {
            for &i in &b.insts {
                for &r in &f.inst(i).results {
                    defs[r.index()] = Some(i);
                }
            }
        }
        let params = f.block(f.entry).params.clone();
        let nout = crate::requested_outputs(g.facts, key);
        let mut fx = Fx {
            g,
            key,
            f,
            t,
            repr,
            lay,
            params,
            nout,
            defs,
            lazy_range: vec![false; n],
            flagged: vec![false; n],
            locals: BTreeMap::new(),
            out: String::new(),
            statics: String::new(),
            labels: BTreeSet::new(),
            tmp: 0,
            span: f.span,
            uses_ret: false,
            passed: Vec::new(),
            escaped: BTreeSet::new(),
            checked: Vec::new(),
            fusion: fuse::Fusion::default(),
            counter: vec![false; n],
            def_block: hoist::def_blocks(f),
            loops: Vec::new(),
            fast: None,
        };
        fx.fusion = fuse::plan(f, t, &fx.repr, &fx.lay);
        fx.counter = counters(f, t, fx.g.opts.debug);
        fx.loops = hoist::loops(f, &|b| t.reachable(b), &fx.counter);
        fx.lazy_range = crate::lazy_ranges(f, t);
        for v in 0..n {
            let a = t.value(ValueId(v as u32));
            fx.flagged[v] = a.may_be_absent && !a.class.is_empty();
        }
        fx
    }

    pub fn fact(&self, v: ValueId) -> &AbsValue {
        self.t.value(v)
    }

    pub fn refuse(&self, what: Option<ValueId>, why: impl Into<String>) -> Refusal {
        let file = &self.g.prog.files[self.f.file.index()];
        let (line, col) = mir::loader::line_col(&file.text, self.span.lo);
        Refusal {
            path: file.path.clone(),
            line,
            col,
            function: self.f.name.clone(),
            value: what.and_then(|v| self.var_name(v)),
            message: why.into(),
        }
    }

    /// The MATLAB variable a value came from.
    pub fn var_name(&self, v: ValueId) -> Option<String> {
        let var = self.f.value_names.get(v.index()).copied().flatten()?;
        let name = &self.f.vars.get(var.index())?.name;
        (!name.starts_with('#')).then(|| name.clone())
    }

    /// `line, col` of the current instruction, for errors.
    pub fn loc(&self) -> String {
        let text = &self.g.prog.files[self.f.file.index()].text;
        let (l, c) = mir::loader::line_col(text, self.span.lo);
        format!("&fr, {l}, {c}")
    }

    pub fn line(&mut self, s: impl AsRef<str>) {
        self.out.push_str("    ");
        self.out.push_str(s.as_ref());
        self.out.push('\n');
    }

    pub fn local(&mut self, name: &str, ty: &str) {
        self.locals.insert(name.to_string(), ty.to_string());
    }

    /// A fresh C local of type `ty`.
    pub fn temp(&mut self, ty: &str) -> String {
        self.tmp += 1;
        let n = format!("t{}", self.tmp);
        self.local(&n, ty);
        n
    }

    pub fn repr(&self, v: ValueId) -> &Repr {
        &self.repr[v.index()]
    }

    // ------------------------------------------------------ value access

    /// The C local of scalar value `v` (declared on first mention).
    pub fn sv(&mut self, v: ValueId) -> String {
        let name = format!("v{}", v.0);
        let ty = match self.repr(v) {
            _ if self.counter[v.index()] => "mt_i",
            Repr::Scalar(e) => e.c_scalar(),
            Repr::Range => "mt_range",
            _ => "double",
        };
        self.local(&name, ty);
        name
    }

    /// A C integer expression equal to whole-number scalar `v`, where one
    /// is at hand: a loop counter, an element of a whole-number range at a
    /// counter, a small whole constant, and those plus or minus a constant.
    pub fn int_form(&mut self, v: ValueId) -> Option<String> {
        let (base, off) = self.affine(v)?;
        Some(match (base.is_empty(), off) {
            (true, _) => off.to_string(),
            (false, 0) => base,
            (false, o) if o > 0 => format!("({base} + {o})"),
            (false, o) => format!("({base} - {})", -o),
        })
    }

    /// `v` as an integer expression plus a constant (`("", c)` for a constant).
    pub fn affine(&mut self, v: ValueId) -> Option<(String, i64)> {
        if self.counter[v.index()] {
            return Some((self.sv(v), 0));
        }
        let x = self.fact(v);
        if let Some(c) = x.as_const() {
            return (c == c.trunc() && c.abs() < 2147483648.0).then(|| (String::new(), c as i64));
        }
        let i = self.defs[v.index()]?;
        match self.f.inst(i).kind.clone() {
            InstKind::ForItem { iter, k }
                if self.counter[k.index()]
                    && self.lazy_range[iter.index()]
                    && self.fact(iter).range.int =>
            {
                let r = self.sv(iter);
                let kv = self.sv(k);
                // Constant base and step as constants: the C compiler then
                // sees each subscript's stride, and keeps an element stored
                // in one iteration in a register for the next.
                let whole = |x: Option<f64>| {
                    x.filter(|c| *c == c.trunc() && c.abs() < 2147483648.0)
                        .map(|c| c as i64)
                };
                let (cb, cs) = match self.defs[iter.index()].map(|d| self.f.inst(d).kind.clone()) {
                    Some(InstKind::Range { start, step, .. }) => (
                        whole(self.fact(start).as_const()),
                        match step {
                            Some(s) => whole(self.fact(s).as_const()),
                            None => Some(1),
                        },
                    ),
                    _ => (None, None),
                };
                let (b, s) = (format!("{r}_b"), format!("{r}_s"));
                self.local(&b, "mt_i");
                self.local(&s, "mt_i");
                let step = match cs {
                    Some(1) => kv.clone(),
                    Some(-1) => format!("(-{kv})"),
                    Some(c) => format!("{kv} * {c}"),
                    None => format!("{kv} * {s}"),
                };
                Some(match cb {
                    Some(c) => (step, c),
                    None => (format!("({b} + {step})"), 0),
                })
            }
            InstKind::Binary(op @ (syntax::ast::BinOp::Add | syntax::ast::BinOp::Sub), a, b) => {
                let c = self
                    .fact(b)
                    .as_const()
                    .filter(|c| *c == c.trunc() && c.abs() < 2147483648.0)?;
                let (base, off) = self.affine(a)?;
                let c = c as i64;
                Some((
                    base,
                    if op == syntax::ast::BinOp::Add {
                        off + c
                    } else {
                        off - c
                    },
                ))
            }
            _ => None,
        }
    }

    /// Scalar `v` read as a double (a complex one by its real part is never asked).
    pub fn num(&mut self, v: ValueId) -> R<String> {
        self.check_present(v)?;
        match self.repr(v).clone() {
            Repr::Scalar(Elem::C64) => {
                Err(self.refuse(Some(v), "a complex value where a real one is needed"))
            }
            Repr::Scalar(_) => Ok(self.const_or(v)),
            Repr::Array { .. } => Err(self.refuse(Some(v), "an array where a scalar is needed")),
            _ => Err(self.refuse(Some(v), "no value here")),
        }
    }

    /// Scalar `v` as a C expression of its own kind; a constant when the fact is one.
    fn const_or(&mut self, v: ValueId) -> String {
        if let Some(x) = self.fact(v).as_const() {
            if matches!(self.repr(v), Repr::Scalar(Elem::F64 | Elem::Bool)) && x.is_finite() {
                return match self.repr(v) {
                    Repr::Scalar(Elem::Bool) => format!("{}", (x != 0.0) as u8),
                    _ => lit(x),
                };
            }
        }
        self.sv(v)
    }

    /// Scalar `v` as an `mt_c`.
    pub fn cnum(&mut self, v: ValueId) -> R<String> {
        self.check_present(v)?;
        match self.repr(v).clone() {
            Repr::Scalar(Elem::C64) => Ok(self.sv(v)),
            Repr::Scalar(_) => Ok(format!("mt_cx({}, 0.0)", self.const_or(v))),
            _ => Err(self.refuse(Some(v), "an array where a scalar is needed")),
        }
    }

    /// Scalar `v` as an `mt_c`, present or not (φ moves).
    fn cnum_raw(&mut self, v: ValueId) -> String {
        match self.repr(v).clone() {
            Repr::Scalar(Elem::C64) => self.sv(v),
            _ => format!("mt_cx({}, 0.0)", self.const_or(v)),
        }
    }

    /// Extent `k` of array `v` as a C expression.
    pub fn dim(&mut self, v: ValueId, k: usize) -> String {
        match self.repr(v).clone() {
            Repr::Array { dims, .. } => match dims.get(k) {
                Some(Ext::Const(n)) => n.to_string(),
                Some(Ext::Var) => {
                    let n = format!("v{}_d{k}", v.0);
                    self.local(&n, "mt_i");
                    n
                }
                None => "1".into(),
            },
            _ => "1".into(),
        }
    }

    pub fn dims(&mut self, v: ValueId) -> Vec<String> {
        let r = self.repr(v).rank();
        (0..r).map(|k| self.dim(v, k)).collect()
    }

    /// Number of elements of `v` (a constant when every extent is).
    pub fn numel(&mut self, v: ValueId) -> String {
        if let Repr::Array { dims, .. } = self.repr(v) {
            if let Some(n) = dims
                .iter()
                .map(|d| match d {
                    Ext::Const(n) => Some(*n),
                    Ext::Var => None,
                })
                .product::<Option<u64>>()
            {
                return n.to_string();
            }
        } else {
            return "1".into();
        }
        let d = self.dims(v);
        format!("({})", d.join(" * "))
    }

    /// A C array literal of `v`'s extents (`(mt_i[]){3, v4_d1}`).
    pub fn dims_arr(&mut self, v: ValueId) -> String {
        let d = self.dims(v);
        format!("(mt_i[]){{{}}}", d.join(", "))
    }

    /// The element pointer of array `v`.
    pub fn data(&mut self, v: ValueId) -> R<String> {
        self.check_present(v)?;
        self.data_raw(v)
    }

    /// The element pointer of array `v`, present or not (φ moves).
    pub fn data_raw(&mut self, v: ValueId) -> R<String> {
        let elem = self.repr(v).elem().unwrap_or(Elem::F64).c_elem();
        Ok(match self.lay.storage[v.index()] {
            Storage::Buf(b) => self.buf_ptr(b),
            Storage::Const => format!("K{}", v.0),
            Storage::Param(j) => format!("p{j}"),
            Storage::Alias(x) => return self.data_raw(x),
            Storage::None => {
                return Err(self.refuse(Some(v), format!("no storage for this {elem} array")))
            }
        })
    }

    /// The element pointer of buffer `b`.
    pub fn buf_ptr(&mut self, b: usize) -> String {
        let buf = &self.lay.bufs[b];
        let ty = buf.elem.c_elem();
        match buf.kind {
            BufKind::Stack { .. } => format!("B{b}"),
            // A local copy of the block's address, refreshed wherever it may
            // move: loops then index a plain pointer.
            BufKind::Heap | BufKind::Out { .. } => {
                let n = format!("P{b}");
                self.local(&n, &format!("{ty} *"));
                n
            }
        }
    }

    /// Where `v`'s elements physically are (an alias resolved to its source's).
    pub fn store(&self, v: ValueId) -> Storage {
        match self.lay.storage[v.index()] {
            Storage::Alias(x) => self.store(x),
            s => s,
        }
    }

    /// Reloads buffer `b`'s address after it may have moved.
    pub fn refresh(&mut self, b: usize) {
        let buf = &self.lay.bufs[b];
        let ty = buf.elem.c_elem();
        let src = match buf.kind {
            BufKind::Stack { .. } => return,
            BufKind::Heap => format!("{}.p", self.heap_name(b)),
            BufKind::Out { k } => format!("o{k}->p"),
        };
        let n = format!("P{b}");
        self.local(&n, &format!("{ty} *"));
        self.line(format!("{n} = ({ty} *){src};"));
    }

    pub fn heap_name(&self, b: usize) -> String {
        let i = self.lay.bufs[..b]
            .iter()
            .filter(|x| x.kind == BufKind::Heap)
            .count();
        format!("hb[{i}]")
    }

    /// An `mt_buf *` for buffer `b` (a stack array gets a fixed handle).
    pub fn handle(&mut self, b: usize) -> String {
        match self.lay.bufs[b].kind {
            BufKind::Stack { .. } => {
                let n = format!("S{b}");
                self.local(&n, &format!("mt_buf@{b}"));
                format!("&{n}")
            }
            BufKind::Heap => format!("&{}", self.heap_name(b)),
            BufKind::Out { k } => format!("o{k}"),
        }
    }

    /// Raises `'x' undefined` where an absent value is read.
    pub fn check_present(&mut self, v: ValueId) -> R<()> {
        let cond = if matches!(self.repr(v), Repr::Absent) {
            "1".to_string()
        } else if self.flagged[v.index()] {
            let flag = format!("v{}_p", v.0);
            self.local(&flag, "int");
            format!("!{flag}")
        } else {
            return Ok(());
        };
        let name = self.var_name(v).unwrap_or_else(|| "value".into());
        let msg = format!("'{name}' undefined near {}", self.name_near(&name));
        let loc = self.loc();
        self.line(format!(
            "if ({cond}) mt_raise({loc}, \"Octave:undefined-function\", {});",
            cstr(msg.as_bytes())
        ));
        Ok(())
    }

    /// `line L, column C` of the first `name` in the current instruction's
    /// text (else of the instruction), as the interpreter locates an
    /// undefined value in its message.
    fn name_near(&self, name: &str) -> String {
        let text = &self.g.prog.files[self.f.file.index()].text;
        let (lo, hi) = (
            self.span.lo as usize,
            (self.span.hi as usize).min(text.len()),
        );
        let seg = text.get(lo..hi).unwrap_or("");
        let b = seg.as_bytes();
        let mut at = lo;
        let mut from = 0;
        while let Some(p) = seg.get(from..).and_then(|x| x.find(name)) {
            let s = from + p;
            let e = s + name.len();
            let ok_l = s == 0 || !(b[s - 1].is_ascii_alphanumeric() || b[s - 1] == b'_');
            let ok_r = e >= b.len() || !(b[e].is_ascii_alphanumeric() || b[e] == b'_');
            if ok_l && ok_r {
                at = lo + s;
                break;
            }
            from = e;
        }
        let (l, c) = mir::loader::line_col(text, at as u32);
        format!("line {l}, column {c}")
    }

    /// Marks `v` defined (its presence flag, when it has one).
    pub fn set_present(&mut self, v: ValueId) {
        if self.flagged[v.index()] {
            let flag = format!("v{}_p", v.0);
            self.local(&flag, "int");
            self.line(format!("{flag} = 1;"));
        }
    }

    // ------------------------------------------------------ array results

    /// Sets the run-time extents of array result `r` (constants are left).
    pub fn set_dims(&mut self, r: ValueId, dims: &[String]) {
        let rank = self.repr(r).rank();
        for k in 0..rank {
            let d = self.dim(r, k);
            if d.starts_with('v') {
                // The last extent folds any beyond the rank (never more here).
                let val = dims.get(k).cloned().unwrap_or_else(|| "1".into());
                if val != d {
                    self.line(format!("{d} = {val};"));
                }
            }
        }
    }

    /// Makes `r`'s buffer hold its elements (after `set_dims`); `keep`: its
    /// current contents move with it (an update in place that grows).
    pub fn reserve(&mut self, r: ValueId, keep: bool) -> R<()> {
        let Storage::Buf(b) = self.lay.storage[r.index()] else {
            return Err(self.refuse(Some(r), "no storage for this array"));
        };
        let esz = self.lay.bufs[b].elem.bytes();
        let kind = self.lay.bufs[b].kind;
        if let BufKind::Stack { .. } = kind {
            return Ok(());
        }
        let n = self.numel(r);
        let h = self.handle(b);
        let loc = self.loc();
        self.line(format!(
            "mt_reserve({h}, mt_bytes({loc}, {n}, {esz}), {});",
            keep as u8
        ));
        self.refresh(b);
        Ok(())
    }

    /// Defines array `r` with extents `dims`: sets them and makes room.
    pub fn def_array(&mut self, r: ValueId, dims: &[String]) -> R<String> {
        self.set_dims(r, dims);
        self.reserve(r, false)?;
        // Being defined: its presence flag is set after (`set_present`).
        self.data_raw(r)
    }

    /// Defines array `r` with extents `dims`, every element zero. A heap
    /// block too small for it is replaced by zeroed memory (`calloc`: a
    /// large block comes from the kernel already zero, so `zeros(n, m)`
    /// costs no pass over its elements), a large enough one is cleared.
    pub fn def_zeros(&mut self, r: ValueId, dims: &[String]) -> R<String> {
        self.set_dims(r, dims);
        let Storage::Buf(b) = self.lay.storage[r.index()] else {
            return Err(self.refuse(Some(r), "no storage for this array"));
        };
        let esz = self.lay.bufs[b].elem.bytes();
        let n = self.numel(r);
        if let BufKind::Stack { .. } = self.lay.bufs[b].kind {
            let p = self.data_raw(r)?;
            self.line(format!(
                "if ({n} > 0) memset({p}, 0, (size_t)({n}) * {esz});"
            ));
            return Ok(p);
        }
        let h = self.handle(b);
        let loc = self.loc();
        self.line(format!(
            "mt_reserve_zero({h}, mt_bytes({loc}, {n}, {esz}));"
        ));
        self.refresh(b);
        self.data_raw(r)
    }

    /// Copies array `src`'s elements and extents into `dst` (unless they share storage).
    pub fn copy_array(&mut self, dst: ValueId, src: ValueId) -> R<()> {
        let dims = self.dims(src);
        self.set_dims(dst, &dims);
        if self.store(dst) == self.store(src) {
            return Ok(());
        }
        self.reserve(dst, false)?;
        let (d, s) = (self.data(dst)?, self.data(src)?);
        let n = self.numel(src);
        let esz = self.repr(src).elem().map_or(8, |e| e.bytes());
        self.line(format!(
            "if ({n} > 0) memcpy({d}, {s}, (size_t)({n}) * {esz});"
        ));
        Ok(())
    }

    /// `dst = src` where `src` may be a scalar, a lazy range or an array.
    pub fn assign(&mut self, dst: ValueId, src: ValueId) -> R<()> {
        match (self.repr(dst).clone(), self.repr(src).clone()) {
            (Repr::Absent, _) | (_, Repr::Absent) => Ok(()),
            (Repr::Scalar(Elem::C64), Repr::Scalar(_)) => {
                let x = self.cnum(src)?;
                let d = self.sv(dst);
                self.line(format!("{d} = {x};"));
                Ok(())
            }
            (Repr::Scalar(_), Repr::Scalar(_)) | (Repr::Range, Repr::Range) => {
                let x = if matches!(self.repr(src), Repr::Range) {
                    self.sv(src)
                } else {
                    self.const_or(src)
                };
                let d = self.sv(dst);
                self.line(format!("{d} = {x};"));
                Ok(())
            }
            (Repr::Array { .. }, Repr::Scalar(_)) => {
                let x = self.elem_of_scalar(src, self.repr(dst).elem().unwrap_or(Elem::F64))?;
                let p = self.def_array(dst, &["1".into(), "1".into()])?;
                self.line(format!("{p}[0] = {x};"));
                Ok(())
            }
            (Repr::Array { .. }, Repr::Array { .. }) => self.copy_array(dst, src),
            (Repr::Array { .. }, Repr::Range) => self.store_range(dst, src),
            _ => Err(self.refuse(Some(dst), "a value of another form flows here")),
        }
    }

    /// Scalar `v` converted to an element of kind `e`.
    pub fn elem_of_scalar(&mut self, v: ValueId, e: Elem) -> R<String> {
        Ok(match e {
            Elem::C64 => self.cnum(v)?,
            Elem::Bool => {
                let x = self.num(v)?;
                format!("({x} != 0)")
            }
            Elem::Char => {
                let x = self.num(v)?;
                format!("(unsigned char)({x})")
            }
            Elem::F64 => self.num(v)?,
        })
    }

    // ------------------------------------------------------ the function

    pub fn emit(mut self) -> R<CFunc> {
        let f = self.f;
        for (bi, b) in f.blocks.iter().enumerate() {
            let bid = BlockId(bi as u32);
            if !self.t.reachable(bid) {
                continue;
            }
            for t in b.term.targets() {
                if self.t.reachable(t.block) {
                    self.labels.insert(t.block);
                }
            }
        }
        let mut order: Vec<BlockId> = vec![f.entry];
        order.extend(
            (0..f.blocks.len())
                .map(|b| BlockId(b as u32))
                .filter(|&b| b != f.entry && self.t.reachable(b)),
        );
        // A parameter is present: its caller checked it when passing it.
        for p in self.params.clone() {
            self.set_present(p);
        }
        for b in 0..self.lay.bufs.len() {
            if let BufKind::Out { .. } = self.lay.bufs[b].kind {
                self.refresh(b);
            }
        }
        for b in order {
            self.block(b)?;
        }
        self.fast_copies()?;
        Ok(self.finish())
    }

    fn block(&mut self, b: BlockId) -> R<()> {
        let blk = self.f.block(b);
        self.checked.clear();
        if self.labels.contains(&b) {
            let l = self.label(b);
            self.out.push_str(&format!("{l}:;\n"));
        }
        for &i in &blk.insts {
            let inst = self.f.inst(i);
            self.span = inst.span;
            self.inst(i)?;
        }
        self.span = blk.span;
        self.term(b)
    }

    fn term(&mut self, b: BlockId) -> R<()> {
        let blk = self.f.block(b);
        match &blk.term {
            Terminator::Jump(t) => {
                self.moves(&t.block, &t.args)?;
                self.loop_entry(b, t.block);
                self.line(format!("goto {};", self.label(t.block)));
            }
            Terminator::Branch { then_, else_, .. }
                if !self.t.reachable(then_.block) || !self.t.reachable(else_.block) =>
            {
                // The facts decide the branch: only the way taken is emitted.
                let t = if self.t.reachable(then_.block) {
                    then_
                } else {
                    else_
                };
                self.moves(&t.block, &t.args)?;
                self.loop_entry(b, t.block);
                self.line(format!("goto {};", self.label(t.block)));
            }
            Terminator::Branch { cond, then_, else_ } => {
                let c = self.truth_of(*cond)?;
                self.line(format!("if ({c}) {{"));
                self.moves(&then_.block, &then_.args)?;
                self.loop_entry(b, then_.block);
                self.line(format!("    goto {};", self.label(then_.block)));
                self.line("} else {");
                self.moves(&else_.block, &else_.args)?;
                self.loop_entry(b, else_.block);
                self.line(format!("    goto {};", self.label(else_.block)));
                self.line("}");
            }
            Terminator::Return(vs) => {
                let vs = vs.clone();
                self.ret(&vs)?;
            }
            Terminator::Rethrow(_) => {
                return Err(self.refuse(None, "unwind_protect is not compiled"))
            }
            Terminator::Unreachable => self.line("abort();"),
        }
        Ok(())
    }

    /// A branch condition (a logical scalar) as a C expression.
    fn truth_of(&mut self, c: ValueId) -> R<String> {
        match self.repr(c).clone() {
            Repr::Scalar(Elem::Bool) => Ok(self.const_or(c)),
            Repr::Scalar(_) => {
                let x = self.num(c)?;
                Ok(format!("({x} != 0)"))
            }
            _ => Err(self.refuse(Some(c), "a branch on a value that is not a logical scalar")),
        }
    }

    /// The φ moves of one edge, as a parallel copy.
    fn moves(&mut self, target: &BlockId, args: &[ValueId]) -> R<()> {
        let params = self.f.block(*target).params.clone();
        let mut pending: Vec<(ValueId, ValueId)> = Vec::new();
        // Scalars, ranges, extents and presence flags: through temporaries.
        let mut later: Vec<String> = Vec::new();
        for (&p, &a) in params.iter().zip(args) {
            if matches!(self.repr(p), Repr::Absent) {
                continue;
            }
            if self.flagged[p.index()] {
                let flag = format!("v{}_p", p.0);
                self.local(&flag, "int");
                let src = if matches!(self.repr(a), Repr::Absent) {
                    "0".to_string()
                } else if self.flagged[a.index()] {
                    let fa = format!("v{}_p", a.0);
                    self.local(&fa, "int");
                    fa
                } else {
                    "1".to_string()
                };
                let t = self.temp("int");
                self.line(format!("{t} = {src};"));
                later.push(format!("{flag} = {t};"));
            }
            if matches!(self.repr(a), Repr::Absent) {
                continue;
            }
            match (self.repr(p).clone(), self.repr(a).clone()) {
                (Repr::Array { .. }, Repr::Array { .. }) => {
                    let n = self.repr(p).rank();
                    for k in 0..n {
                        let d = self.dim(p, k);
                        if d.starts_with('v') {
                            let s = self.dim(a, k);
                            let t = self.temp("mt_i");
                            self.line(format!("{t} = {s};"));
                            later.push(format!("{d} = {t};"));
                        }
                    }
                    if self.store(p) != self.store(a) {
                        pending.push((p, a));
                    }
                }
                (Repr::Array { .. }, _) => pending.push((p, a)),
                _ => {
                    let (ty, src) = match self.repr(p).clone() {
                        _ if self.counter[p.index()] => ("mt_i".to_string(), self.sv(a)),
                        Repr::Scalar(Elem::C64) => ("mt_c".to_string(), self.cnum_raw(a)),
                        Repr::Scalar(e) => (e.c_scalar().to_string(), self.const_or(a)),
                        Repr::Range => ("mt_range".to_string(), self.sv(a)),
                        _ => return Err(self.refuse(Some(p), "a value of another form flows here")),
                    };
                    let t = self.temp(&ty);
                    self.line(format!("{t} = {src};"));
                    let d = self.sv(p);
                    later.push(format!("{d} = {t};"));
                }
            }
        }
        // Array contents: a move whose destination another still reads waits.
        while !pending.is_empty() {
            let pos = pending.iter().position(|&(p, _)| {
                let dst = self.store(p);
                !pending.iter().any(|&(q, a)| q != p && self.store(a) == dst)
            });
            match pos {
                Some(k) => {
                    let (p, a) = pending.remove(k);
                    if self.repr(a).is_array() {
                        // The extents are set with the others, after every read.
                        let guard = if self.flagged[a.index()] {
                            format!("v{}_p && ", a.0)
                        } else {
                            String::new()
                        };
                        if !guard.is_empty() {
                            self.line(format!("if (v{}_p) {{", a.0));
                        }
                        self.reserve_like(p, a)?;
                        let (d, s) = (self.data_raw(p)?, self.data_raw(a)?);
                        let n = self.numel(a);
                        let esz = self.repr(a).elem().map_or(8, |e| e.bytes());
                        self.line(format!(
                            "if ({guard}{n} > 0) {{ memcpy({d}, {s}, (size_t)({n}) * {esz}); }}"
                        ));
                        if !guard.is_empty() {
                            self.line("}");
                        }
                    } else {
                        self.assign(p, a)?;
                    }
                }
                None => {
                    // A cycle: the first source goes through a heap copy.
                    let (p, a) = pending.remove(0);
                    let n = self.numel(a);
                    let esz = self.repr(a).elem().map_or(8, |e| e.bytes());
                    let s = self.data_raw(a)?;
                    let t = self.temp("void *");
                    self.line(format!("{t} = malloc((size_t)({n}) * {esz} + 1);"));
                    self.line(format!("if (!{t}) mt_oom();"));
                    self.line(format!(
                        "if ({n} > 0) memcpy({t}, {s}, (size_t)({n}) * {esz});"
                    ));
                    self.reserve_like(p, a)?;
                    let d = self.data(p)?;
                    later.push(format!(
                        "if ({n} > 0) memcpy({d}, {t}, (size_t)({n}) * {esz}); free({t});"
                    ));
                }
            }
        }
        for l in later {
            self.line(l);
        }
        Ok(())
    }

    /// Makes `p`'s buffer hold as many elements as `a` has.
    fn reserve_like(&mut self, p: ValueId, a: ValueId) -> R<()> {
        let Storage::Buf(b) = self.lay.storage[p.index()] else {
            return Err(self.refuse(Some(p), "no storage for this array"));
        };
        if let BufKind::Stack { .. } = self.lay.bufs[b].kind {
            return Ok(());
        }
        let esz = self.lay.bufs[b].elem.bytes();
        let n = self.numel(a);
        let h = self.handle(b);
        let loc = self.loc();
        self.line(format!("mt_reserve({h}, mt_bytes({loc}, {n}, {esz}), 0);"));
        self.refresh(b);
        Ok(())
    }

    fn ret(&mut self, vs: &[Option<ValueId>]) -> R<()> {
        for k in 0..self.nout {
            let unset = match vs.get(k).copied().flatten() {
                None => Some("1".to_string()),
                Some(v) if matches!(self.repr(v), Repr::Absent) => Some("1".to_string()),
                Some(v) if self.flagged[v.index()] => {
                    let f = format!("v{}_p", v.0);
                    self.local(&f, "int");
                    Some(format!("!{f}"))
                }
                _ => None,
            };
            if let Some(cond) = unset {
                // Octave raises it in the caller, at the call, naming the output.
                let msg = self.undefined_output(k);
                self.line(format!(
                    "if ({cond}) {{ mt_leave(&fr, STACK_BYTES); mt_raise(mt_g.top, mt_g.top ? mt_g.top->line : 0, mt_g.top ? mt_g.top->col : 0, \"Octave:undefined-function\", {}); }}",
                    cstr(msg.as_bytes())
                ));
            }
            let Some(v) = vs.get(k).copied().flatten() else {
                continue;
            };
            if matches!(self.repr(v), Repr::Absent) {
                continue;
            }
            match self.lay.summary.outs[k].clone() {
                OutConv::Scalar(e) => {
                    let x = match (e, self.repr(v).clone()) {
                        (_, Repr::Scalar(_)) if e == Elem::C64 => self.cnum(v)?,
                        (_, Repr::Scalar(_)) => self.const_or(v),
                        _ => return Err(self.refuse(Some(v), "an output of another form")),
                    };
                    self.line(format!("*o{k} = {x};"));
                }
                OutConv::Array { elem, .. } => {
                    let dims = self.dims(v);
                    for (d, s) in dims.iter().enumerate() {
                        if let Some(Ext::Var) = self.out_ext(k, d) {
                            self.line(format!("*o{k}_d{d} = {s};"));
                        }
                    }
                    if self.lay.out_buf[k].is_none()
                        || self.store(v) != Storage::Buf(self.lay.out_buf[k].unwrap_or(usize::MAX))
                    {
                        let n = self.numel(v);
                        let s = self.data(v)?;
                        let esz = elem.bytes();
                        let loc = self.loc();
                        self.line(format!("mt_reserve(o{k}, mt_bytes({loc}, {n}, {esz}), 0);"));
                        self.line(format!(
                            "if ({n} > 0) memcpy(o{k}->p, {s}, (size_t)({n}) * {esz});"
                        ));
                    }
                }
            }
        }
        self.uses_ret = true;
        self.line("goto Lret;");
        Ok(())
    }

    /// `'r' undefined near line 5, column 10`: output `k` named where the
    /// function's header declares it.
    fn undefined_output(&self, k: usize) -> String {
        let name = self.f.output_names.get(k).cloned().unwrap_or_default();
        let text = &self.g.prog.files[self.f.file.index()].text;
        let head = &text[self.f.span.lo as usize..];
        let eq = head.find('=').unwrap_or(0);
        let mut pos = None;
        let bytes = head.as_bytes();
        let mut i = 0;
        while i < eq {
            if head[i..].starts_with(name.as_str())
                && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'))
                && !bytes
                    .get(i + name.len())
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                pos = Some(i);
                break;
            }
            i += 1;
        }
        let at = self.f.span.lo as usize + pos.unwrap_or(0);
        let (l, c) = mir::loader::line_col(text, at as u32);
        format!("'{name}' undefined near line {l}, column {c}")
    }

    /// Extent `d` of output `k` as the signature has it.
    pub fn out_ext(&self, k: usize, d: usize) -> Option<Ext> {
        let r = crate::returned_value(self.f, self.t, k)?;
        match &self.repr[r.index()] {
            Repr::Array { dims, .. } => dims.get(d).copied(),
            _ => None,
        }
    }

    fn finish(self) -> CFunc {
        let name = self.g.name_of(self.key);
        let proto = crate::signature(self.g, self.key, &name);
        let mut text = String::new();
        text.push_str(&self.statics);
        let _ = writeln!(text, "{proto} {{");
        let nheap = self
            .lay
            .bufs
            .iter()
            .filter(|b| b.kind == BufKind::Heap)
            .count();
        let mut stack_bytes = 0;
        for (b, buf) in self.lay.bufs.iter().enumerate() {
            if let BufKind::Stack { elems } = buf.kind {
                let _ = writeln!(
                    text,
                    "    {} B{b}[{}]; (void)B{b};",
                    buf.elem.c_elem(),
                    elems.max(1)
                );
                stack_bytes += elems * buf.elem.bytes();
            }
        }
        if nheap > 0 {
            let _ = writeln!(text, "    mt_buf hb[{nheap}];");
            let _ = writeln!(text, "    memset(hb, 0, sizeof hb);");
        }
        let file = &self.g.prog.files[self.f.file.index()];
        let fname = cstr(file.path.display().to_string().as_bytes());
        let dname = cstr(self.g.display_name(self.key.func).as_bytes());
        let _ = writeln!(
            text,
            "    mt_frame fr = {{{dname}, {fname}, 0, 0, 0, {}, {nheap}}};",
            if nheap > 0 { "hb" } else { "0" }
        );
        let _ = writeln!(text, "    mt_enter(&fr, {stack_bytes});");
        for (n, ty) in &self.locals {
            // A local heap block reached only through its own pointer: the
            // C compiler may keep its elements in registers across stores
            // to other blocks.
            let private = n
                .strip_prefix('P')
                .and_then(|b| b.parse::<usize>().ok())
                .is_some_and(|b| {
                    self.lay.bufs[b].kind == BufKind::Heap && !self.escaped.contains(&b)
                });
            if private {
                let _ = writeln!(text, "    {ty}restrict {n} = 0; (void){n};");
                continue;
            }
            if let Some((elem, len)) = ty.split_once("@[") {
                let len = len.trim_end_matches(']');
                let _ = writeln!(text, "    {elem} {n}[{len}]; memset({n}, 0, sizeof {n});");
            } else if let Some(b) = ty.strip_prefix("mt_buf@") {
                let _ = writeln!(
                    text,
                    "    mt_buf {n} = {{B{b}, sizeof B{b}, 0}}; (void){n};"
                );
            } else if matches!(
                ty.as_str(),
                "mt_range" | "mt_buf" | "mt_str" | "mt_dval" | "mt_sub"
            ) {
                let _ = writeln!(text, "    {ty} {n}; memset(&{n}, 0, sizeof {n});");
            } else if ty == "mt_c" {
                let _ = writeln!(text, "    mt_c {n} = 0; (void){n};");
            } else {
                let _ = writeln!(text, "    {ty} {n} = 0; (void){n};");
            }
        }
        // Parameters into their SSA values.
        for (j, &p) in self.params.iter().enumerate() {
            match &self.repr[p.index()] {
                Repr::Scalar(_) if self.locals.contains_key(&format!("v{}", p.0)) => {
                    let _ = writeln!(text, "    v{} = p{j};", p.0);
                }
                Repr::Scalar(_) => {}
                Repr::Array { dims, .. } => {
                    for (k, d) in dims.iter().enumerate() {
                        if *d == Ext::Var && self.locals.contains_key(&format!("v{}_d{k}", p.0)) {
                            let _ = writeln!(text, "    v{}_d{k} = p{j}_d{k};", p.0);
                        }
                    }
                }
                _ => {}
            }
        }
        text.push_str(&self.out.replace("STACK_BYTES", &stack_bytes.to_string()));
        if self.uses_ret {
            text.push_str("Lret:\n");
        }
        let _ = writeln!(text, "    mt_leave(&fr, {stack_bytes});");
        text.push_str("}\n\n");
        CFunc {
            name,
            proto,
            text,
            stack_bytes,
        }
    }

    // ------------------------------------------------------ instructions

    fn inst(&mut self, i: InstId) -> R<()> {
        let inst = self.f.inst(i);
        if let Some(&r) = inst.results.first() {
            if self.fusion.fused[r.index()] {
                return Ok(());
            }
            if self.fusion.virt[r.index()] {
                return self.virtual_def(i, r);
            }
        }
        if let Some(batch) = self.fusion.batches.get(&i).cloned() {
            return self.fused_batch(&batch);
        }
        if self.fusion.batched.contains(&i) {
            return Ok(());
        }
        if self.fusion.roots.contains_key(&i) {
            return self.fused_batch(&[i]);
        }
        self.inst_unfused(i)
    }

    /// A range or transpose read element by element: its numbers and extents.
    fn virtual_def(&mut self, i: InstId, r: ValueId) -> R<()> {
        match self.f.inst(i).kind.clone() {
            InstKind::Range { start, step, stop } => {
                let base = self.num(start)?;
                let inc = match step {
                    Some(s) => self.num(s)?,
                    None => "1.0".into(),
                };
                let limit = self.num(stop)?;
                let loc = self.loc();
                let n = format!("R{}", r.0);
                self.local(&n, "mt_range");
                self.line(format!(
                    "{n} = mt_make_range({loc}, {base}, {inc}, {limit});"
                ));
                self.line(format!("mt_range_store_check({loc}, &{n});"));
                self.set_dims(r, &["1".into(), format!("{n}.n")]);
            }
            InstKind::Transpose { operand, .. } => {
                let (a, b) = (self.dim(operand, 0), self.dim(operand, 1));
                self.set_dims(r, &[b, a]);
            }
            _ => return Err(self.refuse(Some(r), "internal: a virtual value of this kind")),
        }
        Ok(())
    }

    fn inst_unfused(&mut self, i: InstId) -> R<()> {
        let inst = self.f.inst(i);
        let results = inst.results.clone();
        if let Some(&r) = results.first() {
            if let Storage::Alias(x) = self.lay.storage[r.index()] {
                return self.alias_def(i, r, x);
            }
        }
        match &inst.kind {
            InstKind::Const(c) => self.constant(results[0], c),
            InstKind::Undef(_) => {
                if self.flagged[results[0].index()] {
                    let flag = format!("v{}_p", results[0].0);
                    self.local(&flag, "int");
                    self.line(format!("{flag} = 0;"));
                }
                Ok(())
            }
            InstKind::Copy(x) => {
                let (r, x) = (results[0], *x);
                if self.flagged[r.index()] {
                    let flag = format!("v{}_p", r.0);
                    self.local(&flag, "int");
                    let src = if self.flagged[x.index()] {
                        let fx = format!("v{}_p", x.0);
                        self.local(&fx, "int");
                        fx
                    } else if matches!(self.repr(x), Repr::Absent) {
                        "0".into()
                    } else {
                        "1".into()
                    };
                    self.line(format!("{flag} = {src};"));
                }
                self.assign(r, x)
            }
            InstKind::Require(x) => self.check_present(*x),
            InstKind::Unary(op, x) => self.unary(i, results[0], *op, *x),
            InstKind::Binary(op, a, b) => self.binary(i, results[0], *op, *a, *b),
            InstKind::Transpose { conjugate, operand } => {
                self.transpose(results[0], *operand, *conjugate)
            }
            InstKind::Range { start, step, stop } => self.range(results[0], *start, *step, *stop),
            InstKind::Concat(rows) => self.concat(results[0], rows),
            InstKind::Index {
                base,
                kind: mir::ir::IndexKind::Paren,
                args,
                ..
            } if results.len() == 1 => self.index(results[0], *base, args),
            InstKind::End { base, dim, count } => self.end(results[0], *base, *dim, *count),
            InstKind::IndexAssign {
                base,
                kind: mir::ir::IndexKind::Paren,
                args,
                value,
            } => self.index_assign(results[0], *base, args, *value),
            InstKind::Call { callee, args, stmt } => self.call(i, callee, args, *stmt, &results),
            InstKind::Truth(x) => self.truth(results[0], *x),
            InstKind::ForCount(x) => self.for_count(results[0], *x),
            InstKind::ForItem { iter, k } => self.for_item(results[0], *iter, *k),
            InstKind::Nargin | InstKind::Nargout => {
                let r = results[0];
                let x = match self.fact(r).as_const() {
                    Some(x) => x,
                    // The entry's nargout when `main` runs it.
                    None if matches!(inst.kind, InstKind::Nargout) => 0.0,
                    None => return Err(self.refuse(Some(r), "nargin is not known when compiling")),
                };
                let d = self.sv(r);
                self.line(format!("{d} = {};", lit(x)));
                Ok(())
            }
            InstKind::Display { name, value } => self.display(name, *value),
            InstKind::Defined(x) => {
                let r = results[0];
                let src = if self.flagged[x.index()] {
                    let f = format!("v{}_p", x.0);
                    self.local(&f, "int");
                    f
                } else if matches!(self.repr(*x), Repr::Absent) {
                    "0".into()
                } else {
                    "1".into()
                };
                let d = self.sv(r);
                self.line(format!("{d} = {src};"));
                Ok(())
            }
            InstKind::SwitchMatch {
                subject,
                case_value,
            } => self.switch_match(results[0], *subject, *case_value),
            InstKind::ReadVar(_) | InstKind::WriteVar(..) => Err(self.refuse(
                results.first().copied(),
                "global, persistent and workspace variables are not compiled",
            )),
            InstKind::DeclareGlobal(..) | InstKind::DeclarePersistent(..) => {
                Err(self.refuse(None, "global and persistent variables are not compiled"))
            }
            InstKind::PushHandler { .. } | InstKind::PopHandler => {
                Err(self.refuse(None, "try/catch is not compiled"))
            }
            InstKind::Eval { .. } => Err(self.refuse(None, "eval is not compiled")),
            InstKind::FuncHandle { .. } | InstKind::Closure { .. } => Err(self.refuse(
                results.first().copied(),
                "function handles are not compiled",
            )),
            InstKind::CellLiteral(_) => {
                Err(self.refuse(results.first().copied(), "cells are not compiled"))
            }
            InstKind::Index {
                kind: mir::ir::IndexKind::Brace,
                ..
            }
            | InstKind::IndexAssign {
                kind: mir::ir::IndexKind::Brace,
                ..
            } => Err(self.refuse(results.first().copied(), "cells are not compiled")),
            InstKind::Field { .. }
            | InstKind::DynField { .. }
            | InstKind::FieldAssign { .. }
            | InstKind::DynFieldAssign { .. } => {
                Err(self.refuse(results.first().copied(), "structs are not compiled"))
            }
            InstKind::IndexDelete { .. } => Err(self.refuse(
                results.first().copied(),
                "deleting elements (`a(i) = []`) is not compiled yet",
            )),
            InstKind::Index { .. } => Err(self.refuse(
                results.first().copied(),
                "an index read with several results is not compiled",
            )),
        }
    }

    /// A value read where its source's elements lie: only its extents.
    fn alias_def(&mut self, i: InstId, r: ValueId, x: ValueId) -> R<()> {
        self.check_present(x)?;
        let dims = match &self.f.inst(i).kind {
            InstKind::Index { .. } => vec![self.numel(x), "1".into()],
            InstKind::Transpose { .. } => {
                let (a, b) = (self.dim(x, 0), self.dim(x, 1));
                vec![b, a]
            }
            _ => self.dims(x),
        };
        self.set_dims(r, &dims);
        self.set_present(r);
        Ok(())
    }

    fn constant(&mut self, r: ValueId, c: &Const) -> R<()> {
        self.set_present(r);
        match (c, self.repr(r).clone()) {
            (_, Repr::Absent) => Ok(()),
            (Const::Num(x), Repr::Scalar(Elem::C64)) => {
                let d = self.sv(r);
                self.line(format!("{d} = mt_cx({}, 0.0);", lit(*x)));
                Ok(())
            }
            (Const::Num(x), Repr::Scalar(_)) => {
                let d = self.sv(r);
                self.line(format!("{d} = {};", lit(*x)));
                Ok(())
            }
            (Const::Bool(b), Repr::Scalar(_)) => {
                let d = self.sv(r);
                self.line(format!("{d} = {};", *b as u8));
                Ok(())
            }
            (Const::Imag(x), Repr::Scalar(Elem::C64)) => {
                let d = self.sv(r);
                self.line(format!("{d} = mt_cx(0.0, {});", lit(*x)));
                Ok(())
            }
            (Const::Char(s) | Const::Str(s), Repr::Scalar(_)) => {
                let b = s.as_bytes().first().copied().unwrap_or(0);
                let d = self.sv(r);
                self.line(format!("{d} = {b};"));
                Ok(())
            }
            (Const::Char(s) | Const::Str(s), Repr::Array { .. }) => {
                let bytes = s.as_bytes();
                let body: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
                let _ = writeln!(
                    self.statics,
                    "static const unsigned char K{}_{}[{}] = {{{}}};",
                    self.g.name_of(self.key),
                    r.0,
                    bytes.len().max(1),
                    if body.is_empty() {
                        "0".into()
                    } else {
                        body.join(", ")
                    }
                );
                self.bind_const(r)
            }
            (Const::Matrix { data, .. }, Repr::Array { .. }) => {
                let body: Vec<String> = data.iter().map(|x| lit(*x)).collect();
                let _ = writeln!(
                    self.statics,
                    "static const double K{}_{}[{}] = {{{}}};",
                    self.g.name_of(self.key),
                    r.0,
                    data.len().max(1),
                    body.join(", ")
                );
                self.bind_const(r)
            }
            (Const::EmptyMatrix, Repr::Array { elem, .. }) => {
                let _ = writeln!(
                    self.statics,
                    "static const {} K{}_{}[1] = {{0}};",
                    elem.c_elem(),
                    self.g.name_of(self.key),
                    r.0
                );
                self.bind_const(r)
            }
            _ => Err(self.refuse(Some(r), "a constant of this kind is not compiled")),
        }
    }

    /// A constant array is read in place: `K{v}` names its static data.
    fn bind_const(&mut self, r: ValueId) -> R<()> {
        let ty = self.repr(r).elem().map_or("double", |e| e.c_elem());
        let name = format!("K{}", r.0);
        self.local(&name, &format!("const {ty} *"));
        self.line(format!("{name} = K{}_{};", self.g.name_of(self.key), r.0));
        Ok(())
    }
}

/// `for` loop counters: a block parameter entered as 0 and passed around
/// its loop as itself plus 1, read only by comparisons, `ForItem` and that
/// increment (which is one too).
fn counters(f: &Function, t: &FuncTypes, debug: bool) -> Vec<bool> {
    use syntax::ast::BinOp;
    let n = f.num_values as usize;
    let mut def: Vec<Option<InstId>> = vec![None; n];
    for b in &f.blocks {
        for &i in &b.insts {
            for &r in &f.inst(i).results {
                def[r.index()] = Some(i);
            }
        }
    }
    let is_const = |v: ValueId, c: f64| t.value(v).as_const() == Some(c);
    let mut out = vec![false; n];
    for b in &f.blocks {
        for (k, &p) in b.params.iter().enumerate() {
            let mut incoming = Vec::new();
            for pb in &f.blocks {
                for tg in pb.term.targets() {
                    if tg.block
                        == mir::ir::BlockId(
                            f.blocks
                                .iter()
                                .position(|x| std::ptr::eq(x, b))
                                .unwrap_or(0) as u32,
                        )
                    {
                        if let Some(&a) = tg.args.get(k) {
                            incoming.push(a);
                        }
                    }
                }
            }
            let mut inc = None;
            let ok = !incoming.is_empty()
                && incoming.iter().all(|&a| {
                    if is_const(a, 0.0) && def[a.index()].is_some() {
                        return true;
                    }
                    match def[a.index()].map(|i| &f.inst(i).kind) {
                        Some(InstKind::Binary(BinOp::Add, x, y))
                            if *x == p && is_const(*y, 1.0) =>
                        {
                            inc = Some(a);
                            true
                        }
                        _ => false,
                    }
                });
            if debug {
                eprintln!("counter? {p:?} incoming {incoming:?} ok {ok} inc {inc:?}");
            }
            let Some(inc) = inc.filter(|_| ok) else {
                continue;
            };
            // Every read of the counter: a comparison, ForItem, or the increment.
            let live: Vec<InstId> = f
                .blocks
                .iter()
                .flat_map(|bb| bb.insts.iter().copied())
                .collect();
            let reads_ok = live.iter().all(|&ii| {
                let inst = f.inst(ii);
                if !inst.kind.operands().contains(&p) {
                    return true;
                }
                if def[inc.index()] == Some(ii) {
                    return true;
                }
                match &inst.kind {
                    InstKind::ForItem { k, iter } => *k == p && *iter != p,
                    InstKind::Binary(
                        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne,
                        _,
                        _,
                    ) => true,
                    _ => false,
                }
            }) && f
                .blocks
                .iter()
                .all(|bb| !bb.term.operands_besides_args().contains(&p));
            // The increment is read only as the counter's next value.
            let inc_ok = !live
                .iter()
                .any(|&ii| f.inst(ii).kind.operands().contains(&inc))
                && f.blocks
                    .iter()
                    .all(|bb| !bb.term.operands_besides_args().contains(&inc));
            if reads_ok && inc_ok {
                out[p.index()] = true;
                out[inc.index()] = true;
            }
        }
    }
    out
}
