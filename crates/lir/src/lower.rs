//! Chooses the loops of a MIR function that LIR can express and lowers them.

use std::collections::HashMap;

use mir::cfg::{natural_loops, DomTree, Loop};
use mir::ir::{
    Arg, BlockId, Callee, Const, Function, IndexKind, InstId, InstKind, Terminator, ValueId,
};
use syntax::ast::{BinOp, UnOp};

use crate::{
    BinF, Block, Chain, Cmp, Dest, Extent, Input, Inst, Math, Math2, Part, Region, Resume, Term,
    Ty, V,
};

/// What the lowering asks of the interpreter's compiled function and of the
/// types analysis.
pub trait Env {
    /// The type the analysis proves for a value (`F64`, `Bool` or `Arr`).
    /// Trusted only to choose a representation: every input is checked when
    /// the region is entered.
    fn ty(&self, v: ValueId) -> Option<Ty>;
    /// What the analysis knows of a value, for the reason a loop stays interpreted.
    fn describe(&self, v: ValueId) -> String;
    /// The frame's lazy-range slot of a `for` range value.
    fn lazy_slot(&self, v: ValueId) -> Option<u32>;
    /// A scalar constant the value always holds (its register is loaded once).
    fn constant(&self, v: ValueId) -> Option<Const>;
    /// Whether instruction `i`'s read of `v` is its last use (the interpreter moves it).
    fn last_use(&self, i: InstId, v: ValueId) -> bool;
    /// Whether argument `arg` of target `target` (0 then, 1 else) of `b`'s terminator is a last use.
    fn term_last_use(&self, b: BlockId, target: usize, arg: usize) -> bool;
}

/// The regions of one function, and why the other loops were left alone.
#[derive(Debug, Default)]
pub struct Lowered {
    pub regions: Vec<Region>,
    /// (loop header, reason) of each loop not compiled.
    pub rejected: Vec<(u32, String)>,
}

/// Lowers every outermost loop that LIR can express; a loop that it cannot
/// is tried again one level in (its inner loops).
pub fn regions(f: &Function, env: &dyn Env) -> Lowered {
    let mut out = Lowered::default();
    if f.blocks.is_empty() {
        return out;
    }
    let dom = DomTree::compute(f);
    let loops = natural_loops(f, &dom);
    let mut covered = vec![false; f.blocks.len()];
    for lp in &loops {
        if covered[lp.header.index()] {
            continue;
        }
        match lower_loop(f, env, lp) {
            Ok(r) => {
                for b in &lp.blocks {
                    covered[b.index()] = true;
                }
                out.regions.push(r)
            }
            Err(why) => out.rejected.push((lp.header.0, why)),
        }
    }
    out
}

type Res<T> = Result<T, String>;

struct Cx<'a> {
    f: &'a Function,
    env: &'a dyn Env,
    in_region: Vec<bool>,
    defined_here: Vec<bool>,
    types: Vec<Option<Ty>>,
    inputs: Vec<Input>,
    is_input: Vec<bool>,
    next_temp: u32,
    resumes: Vec<Resume>,
    resume_ids: HashMap<Resume, u32>,
    /// Union-find parents over values, for array versions.
    parent: HashMap<V, V>,
    lir_of: HashMap<BlockId, usize>,
    param_types: HashMap<BlockId, Vec<Ty>>,
}

impl Cx<'_> {
    fn temp(&mut self, ty: Ty) -> V {
        let v = self.next_temp;
        self.next_temp += 1;
        self.types.push(Some(ty));
        v
    }
    fn resume(&mut self, r: Resume) -> u32 {
        if let Some(&k) = self.resume_ids.get(&r) {
            return k;
        }
        let k = self.resumes.len() as u32;
        self.resumes.push(r);
        self.resume_ids.insert(r, k);
        k
    }
    fn set_type(&mut self, v: V, ty: Ty) {
        self.types[v as usize] = Some(ty);
    }
    /// The type of a value read in the region; values from outside become inputs.
    fn read(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<Ty> {
        if let Some(t) = self.types[v.index()] {
            return Ok(t);
        }
        if self.defined_here[v.index()] {
            return Err(format!("{v:?} is read before its type is known"));
        }
        if let Some(k) = self.env.constant(v) {
            // A hoisted constant defined outside: its register always holds it.
            let _ = out;
            let ty = match k {
                Const::Num(_) => Ty::F64,
                Const::Bool(_) => Ty::Bool,
                Const::Imag(x) if x != 0.0 => Ty::C64,
                _ => return Err(format!("{v:?} is a constant of no scalar type")),
            };
            return Ok(self.input(v, ty, None));
        }
        if let Some(slot) = self.env.lazy_slot(v) {
            return Ok(self.input(v, Ty::Range, Some(slot)));
        }
        match self.env.ty(v) {
            Some(ty) => Ok(self.input(v, ty, None)),
            None => Err(format!(
                "{v:?} ({}) has no type the native tier represents",
                self.env.describe(v)
            )),
        }
    }
    fn input(&mut self, v: ValueId, ty: Ty, lazy: Option<u32>) -> Ty {
        if !self.is_input[v.index()] {
            self.is_input[v.index()] = true;
            self.inputs.push(Input { v: v.0, ty, lazy });
        }
        self.types[v.index()] = Some(ty);
        ty
    }
    fn scalar(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<Ty> {
        match self.read(v, out)? {
            t @ (Ty::F64 | Ty::Bool) => Ok(t),
            t => Err(format!("{v:?} is a {t:?}, not a scalar")),
        }
    }
    /// The value as a double (a logical converted by a temporary).
    fn as_f64(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<V> {
        match self.scalar(v, out)? {
            Ty::Bool => {
                let t = self.temp(Ty::F64);
                out.push(Inst::ToF64 { dst: t, a: v.0 });
                Ok(t)
            }
            _ => Ok(v.0),
        }
    }
    /// The value as a complex scalar (a double converted by a temporary).
    fn as_c64(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<V> {
        match self.read(v, out)? {
            Ty::C64 => Ok(v.0),
            Ty::F64 => {
                let t = self.temp(Ty::C64);
                out.push(Inst::ToC64 { dst: t, a: v.0 });
                Ok(t)
            }
            t => Err(format!("{v:?} is a {t:?} in complex arithmetic")),
        }
    }
    fn f64_only(&mut self, v: ValueId, out: &mut Vec<Inst>) -> Res<V> {
        match self.read(v, out)? {
            Ty::F64 => Ok(v.0),
            t => Err(format!("{v:?} is a {t:?}, not a double")),
        }
    }
    fn find(&mut self, v: V) -> V {
        let p = *self.parent.get(&v).unwrap_or(&v);
        if p == v {
            return v;
        }
        let r = self.find(p);
        self.parent.insert(v, r);
        r
    }
    fn union(&mut self, a: V, b: V) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(ra, rb);
        }
    }
}

fn lower_loop(f: &Function, env: &dyn Env, lp: &Loop) -> Res<Region> {
    let nv = f.num_values as usize;
    let mut in_region = vec![false; f.blocks.len()];
    for b in &lp.blocks {
        in_region[b.index()] = true;
    }
    let mut defined_here = vec![false; nv];
    let mut num_mir_insts = 0;
    for &b in &lp.blocks {
        let blk = f.block(b);
        for p in &blk.params {
            defined_here[p.index()] = true;
        }
        for &i in &blk.insts {
            num_mir_insts += 1;
            for r in &f.inst(i).results {
                defined_here[r.index()] = true;
            }
        }
    }
    // Blocks in reverse postorder from the header, back edges left out.
    let mut order = Vec::new();
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = vec![(lp.header, 0usize)];
    seen[lp.header.index()] = true;
    while let Some((b, k)) = stack.pop() {
        let succ: Vec<BlockId> = f.block(b).term.targets().iter().map(|t| t.block).collect();
        if k < succ.len() {
            stack.push((b, k + 1));
            let s = succ[k];
            if in_region[s.index()] && s != lp.header && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    let mut cx = Cx {
        f,
        env,
        in_region,
        defined_here,
        types: vec![None; nv],
        inputs: Vec::new(),
        is_input: vec![false; nv],
        next_temp: f.num_values,
        resumes: Vec::new(),
        resume_ids: HashMap::new(),
        parent: HashMap::new(),
        lir_of: order.iter().enumerate().map(|(k, b)| (*b, k)).collect(),
        param_types: HashMap::new(),
    };
    // The header's parameters hold their values when the region is entered.
    let mut header_types = Vec::new();
    for &p in &f.block(lp.header).params {
        let ty = match env.ty(p) {
            Some(t @ (Ty::F64 | Ty::Bool | Ty::Arr | Ty::C64)) => t,
            _ => {
                return Err(format!(
                    "header parameter {p:?} ({}) has no type the native tier represents",
                    env.describe(p)
                ))
            }
        };
        cx.input(p, ty, None);
        header_types.push(ty);
    }
    cx.param_types.insert(lp.header, header_types);
    let mut blocks = Vec::new();
    for &b in &order {
        blocks.push(lower_block(&mut cx, b, lp)?);
    }
    // Array versions: each chain is one storage, entered through one header parameter.
    let mut arrays: Vec<V> = Vec::new();
    for b in &blocks {
        for (v, t) in &b.params {
            if *t == Ty::Arr {
                arrays.push(*v);
            }
        }
        for i in &b.insts {
            if let Inst::Store { dst, .. } = i {
                arrays.push(*dst);
            }
        }
    }
    let header_params: Vec<V> = f.block(lp.header).params.iter().map(|p| p.0).collect();
    let mut chains: Vec<Chain> = Vec::new();
    let mut root_chain: HashMap<V, usize> = HashMap::new();
    for &a in &arrays {
        let r = cx.find(a);
        let k = *root_chain.entry(r).or_insert_with(|| {
            chains.push(Chain {
                input: u32::MAX,
                members: Vec::new(),
            });
            chains.len() - 1
        });
        chains[k].members.push(a);
        if header_params.contains(&a) {
            if chains[k].input != u32::MAX {
                return Err("two header parameters share one updated array".into());
            }
            chains[k].input = a;
        }
    }
    for (k, c) in chains.iter().enumerate() {
        if c.input == u32::MAX {
            return Err(format!(
                "updated array chain {k} is not carried by the loop"
            ));
        }
        // Read-only inputs are never members: a member from outside would be one.
        for &m in &c.members {
            if !cx.defined_here[m as usize] {
                return Err(format!(
                    "%{m:?} from outside the loop joins an updated array"
                ));
            }
        }
    }
    let mut defs = Vec::new();
    for b in &blocks {
        for (v, t) in &b.params {
            if *t != Ty::Arr {
                defs.push((*v, *t));
            }
        }
        for i in &b.insts {
            let d = i.dst();
            let t = cx.types[d as usize].unwrap_or(Ty::F64);
            if d < f.num_values && t != Ty::Arr && env.constant(ValueId(d)).is_none() {
                if t == Ty::Range && env.lazy_slot(ValueId(d)).is_none() {
                    return Err(format!("range {d:?} is not lazy"));
                }
                defs.push((d, t));
            }
        }
    }
    let live = live_defs(f, &cx.resumes, &defs);
    Ok(Region {
        func: f.name.clone(),
        header: lp.header.0,
        inputs: cx.inputs,
        blocks,
        defs,
        chains,
        resumes: cx.resumes,
        live,
        num_mir_values: f.num_values,
        num_values: cx.next_temp,
        num_mir_insts,
    })
}

fn lower_block(cx: &mut Cx, b: BlockId, lp: &Loop) -> Res<Block> {
    let f = cx.f;
    let blk = f.block(b);
    let ptys = cx
        .param_types
        .get(&b)
        .cloned()
        .ok_or_else(|| format!("{b:?} is reached before its parameters are typed"))?;
    let params: Vec<(V, Ty)> = blk
        .params
        .iter()
        .zip(&ptys)
        .map(|(p, t)| (p.0, *t))
        .collect();
    for (v, t) in &params {
        cx.set_type(*v, *t);
    }
    let mut insts = Vec::new();
    for &ii in &blk.insts {
        lower_inst(cx, ii, &mut insts)?;
    }
    let mut latch = false;
    let mut dest =
        |cx: &mut Cx, t: &mir::ir::Target, ti: usize, out: &mut Vec<Inst>| -> Res<Dest> {
            if !cx.in_region[t.block.index()] {
                return Ok(Dest::Exit(cx.resume(Resume::Term(b.0))));
            }
            let mut tys = Vec::new();
            let mut args: Vec<V> = t.args.iter().map(|a| a.0).collect();
            let want = cx.param_types.get(&t.block).cloned();
            for (k, a) in t.args.iter().enumerate() {
                let mut ty = cx.read(*a, out)?;
                let p = f.block(t.block).params[k];
                // A double joins a parameter that may be complex as a complex one.
                let complex_param = match &want {
                    Some(w) => w[k] == Ty::C64,
                    None => cx.env.ty(p) == Some(Ty::C64),
                };
                if ty == Ty::F64 && complex_param {
                    args[k] = cx.as_c64(*a, out)?;
                    ty = Ty::C64;
                }
                if ty == Ty::Range {
                    return Err(format!("range {a:?} flows into a block parameter"));
                }
                if ty == Ty::Arr {
                    if !cx.env.term_last_use(b, ti, k) {
                        return Err(format!(
                            "array {a:?} is still needed after the jump from {b:?}"
                        ));
                    }
                    cx.union(a.0, p.0);
                }
                tys.push(ty);
            }
            if t.block == lp.header {
                latch = true;
            }
            match cx.param_types.get(&t.block) {
                Some(old) if *old != tys => {
                    return Err(format!("parameters of {:?} get different types", t.block))
                }
                Some(_) => {}
                None => {
                    cx.param_types.insert(t.block, tys);
                }
            }
            Ok(Dest::Block(cx.lir_of[&t.block], args))
        };
    let term = match &blk.term {
        Terminator::Jump(t) => Term::Jump(dest(cx, t, 0, &mut insts)?),
        Terminator::Branch { cond, then_, else_ } => {
            if cx.read(*cond, &mut insts)? != Ty::Bool {
                return Err(format!("branch condition {cond:?} is not a logical"));
            }
            let t = dest(cx, then_, 0, &mut insts)?;
            let e = dest(cx, else_, 1, &mut insts)?;
            Term::Branch {
                cond: cond.0,
                then_: t,
                else_: e,
            }
        }
        Terminator::Return(_) => Term::Jump(Dest::Exit(cx.resume(Resume::Term(b.0)))),
        t => return Err(format!("terminator {t:?} is not compiled")),
    };
    let latch = latch.then(|| cx.resume(Resume::Term(b.0)));
    Ok(Block {
        mir: b.0,
        params,
        insts,
        term,
        latch,
    })
}

fn lower_inst(cx: &mut Cx, ii: InstId, out: &mut Vec<Inst>) -> Res<()> {
    let f = cx.f;
    let inst = f.inst(ii);
    let one = |what: &str| -> Res<ValueId> {
        match inst.results.as_slice() {
            [r] => Ok(*r),
            _ => Err(format!("{what} with other than one result")),
        }
    };
    if let [r] = inst.results.as_slice() {
        if let Some(k) = cx.env.constant(*r) {
            match k {
                Const::Num(x) => {
                    out.push(Inst::ConstF { dst: r.0, x });
                    cx.set_type(r.0, Ty::F64);
                }
                Const::Bool(b) => {
                    out.push(Inst::ConstB { dst: r.0, b });
                    cx.set_type(r.0, Ty::Bool);
                }
                Const::Imag(im) if im != 0.0 => {
                    out.push(Inst::ConstC {
                        dst: r.0,
                        re: 0.0,
                        im,
                    });
                    cx.set_type(r.0, Ty::C64);
                }
                _ => return Err(format!("constant {r:?} is not a scalar")),
            }
            return Ok(());
        }
    }
    let exit = cx.resume(Resume::Inst(ii.0));
    match &inst.kind {
        InstKind::Const(Const::Num(x)) => {
            let d = one("constant")?;
            out.push(Inst::ConstF { dst: d.0, x: *x });
            cx.set_type(d.0, Ty::F64);
        }
        InstKind::Const(Const::Bool(b)) => {
            let d = one("constant")?;
            out.push(Inst::ConstB { dst: d.0, b: *b });
            cx.set_type(d.0, Ty::Bool);
        }
        // `0i` is a complex zero the interpreter keeps unnarrowed: not represented.
        InstKind::Const(Const::Imag(im)) if *im != 0.0 => {
            let d = one("constant")?;
            out.push(Inst::ConstC {
                dst: d.0,
                re: 0.0,
                im: *im,
            });
            cx.set_type(d.0, Ty::C64);
        }
        InstKind::Copy(a) => {
            let d = one("copy")?;
            let t = match cx.read(*a, out)? {
                t @ (Ty::F64 | Ty::Bool | Ty::C64) => t,
                t => return Err(format!("copy of a {t:?}")),
            };
            out.push(Inst::Copy { dst: d.0, a: a.0 });
            cx.set_type(d.0, t);
        }
        InstKind::Unary(op, a) => {
            let d = one("unary")?;
            if cx.read(*a, out)? == Ty::C64 {
                match op {
                    UnOp::Neg => out.push(Inst::CNeg { dst: d.0, a: a.0 }),
                    UnOp::Plus => out.push(Inst::Copy { dst: d.0, a: a.0 }),
                    UnOp::Not => return Err(format!("~ of complex {a:?}")),
                }
                cx.set_type(d.0, Ty::C64);
                return Ok(());
            }
            match op {
                UnOp::Neg => {
                    let x = cx.as_f64(*a, out)?;
                    out.push(Inst::Neg { dst: d.0, a: x });
                    cx.set_type(d.0, Ty::F64);
                }
                UnOp::Plus => {
                    let x = cx.as_f64(*a, out)?;
                    out.push(Inst::Copy { dst: d.0, a: x });
                    cx.set_type(d.0, Ty::F64);
                }
                UnOp::Not => {
                    match cx.scalar(*a, out)? {
                        Ty::Bool => out.push(Inst::NotB { dst: d.0, a: a.0 }),
                        _ => out.push(Inst::NotF {
                            dst: d.0,
                            a: a.0,
                            exit,
                        }),
                    }
                    cx.set_type(d.0, Ty::Bool);
                }
            }
        }
        InstKind::Binary(op, a, b) => {
            let d = one("binary")?;
            if cx.read(*a, out)? == Ty::C64 || cx.read(*b, out)? == Ty::C64 {
                let op = match op {
                    BinOp::Add => BinF::Add,
                    BinOp::Sub => BinF::Sub,
                    BinOp::Mul | BinOp::MatMul => BinF::Mul,
                    _ => return Err(format!("{op:?} of complex operands is not compiled")),
                };
                let x = cx.as_c64(*a, out)?;
                let y = cx.as_c64(*b, out)?;
                out.push(Inst::CBin {
                    dst: d.0,
                    op,
                    a: x,
                    b: y,
                });
                cx.set_type(d.0, Ty::C64);
                return Ok(());
            }
            let x = cx.as_f64(*a, out)?;
            let y = cx.as_f64(*b, out)?;
            let (i, t) = match op {
                BinOp::Add => (bin(d, BinF::Add, x, y), Ty::F64),
                BinOp::Sub => (bin(d, BinF::Sub, x, y), Ty::F64),
                BinOp::Mul | BinOp::MatMul => (bin(d, BinF::Mul, x, y), Ty::F64),
                BinOp::Div | BinOp::MatDiv => (bin(d, BinF::Div, x, y), Ty::F64),
                BinOp::LeftDiv | BinOp::MatLeftDiv => (bin(d, BinF::Div, y, x), Ty::F64),
                BinOp::Pow | BinOp::MatPow => (
                    Inst::Pow {
                        dst: d.0,
                        a: x,
                        b: y,
                        exit,
                    },
                    Ty::F64,
                ),
                BinOp::Eq => (cmp(d, Cmp::Eq, x, y), Ty::Bool),
                BinOp::Ne => (cmp(d, Cmp::Ne, x, y), Ty::Bool),
                BinOp::Lt => (cmp(d, Cmp::Lt, x, y), Ty::Bool),
                BinOp::Le => (cmp(d, Cmp::Le, x, y), Ty::Bool),
                BinOp::Gt => (cmp(d, Cmp::Gt, x, y), Ty::Bool),
                BinOp::Ge => (cmp(d, Cmp::Ge, x, y), Ty::Bool),
                BinOp::And | BinOp::AndAnd | BinOp::Or | BinOp::OrOr => (
                    Inst::Logic {
                        dst: d.0,
                        and: matches!(op, BinOp::And | BinOp::AndAnd),
                        a: x,
                        b: y,
                        exit,
                    },
                    Ty::Bool,
                ),
            };
            out.push(i);
            cx.set_type(d.0, t);
        }
        InstKind::Truth(a) => {
            let d = one("truth")?;
            match cx.scalar(*a, out)? {
                Ty::Bool => out.push(Inst::Copy { dst: d.0, a: a.0 }),
                _ => out.push(Inst::Truth {
                    dst: d.0,
                    a: a.0,
                    exit,
                }),
            }
            cx.set_type(d.0, Ty::Bool);
        }
        InstKind::Index {
            base,
            kind: IndexKind::Paren,
            args,
            for_update: false,
        } => {
            let d = one("index")?;
            if cx.read(*base, out)? != Ty::Arr {
                return Err(format!("{base:?} indexed is not a real double array"));
            }
            let idx = subscripts(cx, args, out)?;
            out.push(Inst::Load {
                dst: d.0,
                arr: base.0,
                idx,
                exit,
            });
            cx.set_type(d.0, Ty::F64);
        }
        InstKind::IndexAssign {
            base,
            kind: IndexKind::Paren,
            args,
            value,
        } => {
            let d = one("indexed assignment")?;
            if cx.read(*base, out)? != Ty::Arr {
                return Err(format!("{base:?} updated is not a real double array"));
            }
            if !cx.defined_here[base.index()] {
                return Err(format!("{base:?} updated is not carried by the loop"));
            }
            if !cx.env.last_use(ii, *base) {
                return Err(format!("{base:?} is still needed after its update"));
            }
            let idx = subscripts(cx, args, out)?;
            let x = cx.f64_only(*value, out)?;
            if *value == *base {
                return Err("an array stored into itself".into());
            }
            out.push(Inst::Store {
                dst: d.0,
                arr: base.0,
                idx,
                x,
                exit,
            });
            cx.set_type(d.0, Ty::Arr);
            cx.union(d.0, base.0);
        }
        InstKind::Call {
            callee: Callee::Builtin(name),
            args,
            stmt: false,
        } => {
            let d = one("call")?;
            if let (Some(f2), [Arg::Value(a), Arg::Value(b)]) = (Math2::of(name), args.as_slice()) {
                let x = cx.f64_only(*a, out)?;
                let y = cx.f64_only(*b, out)?;
                out.push(Inst::Math2 {
                    dst: d.0,
                    f: f2,
                    a: x,
                    b: y,
                });
                cx.set_type(d.0, Ty::F64);
                return Ok(());
            }
            if let (true, [Arg::Value(a)]) = (name == "isscalar", args.as_slice()) {
                match cx.read(*a, out)? {
                    Ty::F64 | Ty::Bool | Ty::C64 => out.push(Inst::ConstB { dst: d.0, b: true }),
                    Ty::Arr => {
                        let n = cx.temp(Ty::F64);
                        out.push(Inst::Extent {
                            dst: n,
                            what: Extent::Numel,
                            arr: a.0,
                        });
                        let one = cx.temp(Ty::F64);
                        out.push(Inst::ConstF { dst: one, x: 1.0 });
                        out.push(cmp(d, Cmp::Eq, n, one));
                    }
                    Ty::Range => return Err("isscalar of a range".into()),
                }
                cx.set_type(d.0, Ty::Bool);
                return Ok(());
            }
            if let Some(what) = extent(cx, name, args)? {
                let (arr, ty) = match args.first() {
                    Some(Arg::Value(a)) => (*a, cx.read(*a, out)?),
                    _ => return Err(format!("{name} of no value")),
                };
                match what {
                    // Every extent of a scalar is one.
                    _ if matches!(ty, Ty::F64 | Ty::Bool | Ty::C64) => {
                        out.push(Inst::ConstF { dst: d.0, x: 1.0 })
                    }
                    _ if ty != Ty::Arr => return Err(format!("{name} of a {ty:?}")),
                    Some(what) => out.push(Inst::Extent {
                        dst: d.0,
                        what,
                        arr: arr.0,
                    }),
                    // `size(a, k)` past the second dimension of a 2-D array.
                    None => out.push(Inst::ConstF { dst: d.0, x: 1.0 }),
                }
                cx.set_type(d.0, Ty::F64);
                return Ok(());
            }
            let a = match args.as_slice() {
                [Arg::Value(a)] => *a,
                _ => return Err(format!("{name} with other than one argument")),
            };
            if let Some(part) = match name.as_str() {
                "real" => Some(Part::Re),
                "imag" => Some(Part::Im),
                "abs" => Some(Part::Abs),
                _ => None,
            } {
                match cx.read(a, out)? {
                    Ty::C64 => {
                        out.push(Inst::CPart {
                            dst: d.0,
                            f: part,
                            a: a.0,
                        });
                        cx.set_type(d.0, Ty::F64);
                        return Ok(());
                    }
                    Ty::F64 if part != Part::Abs => {
                        out.push(match part {
                            Part::Re => Inst::Copy { dst: d.0, a: a.0 },
                            _ => Inst::ConstF { dst: d.0, x: 0.0 },
                        });
                        cx.set_type(d.0, Ty::F64);
                        return Ok(());
                    }
                    _ => {}
                }
            }
            if name == "exp" && cx.read(a, out)? == Ty::C64 {
                out.push(Inst::CExp { dst: d.0, a: a.0 });
                cx.set_type(d.0, Ty::C64);
                return Ok(());
            }
            let m = Math::of(name).ok_or_else(|| format!("builtin {name} is not compiled"))?;
            let x = cx.f64_only(a, out)?;
            out.push(Inst::Math {
                dst: d.0,
                f: m,
                a: x,
                exit: m.needs_nonneg().then_some(exit),
            });
            cx.set_type(d.0, Ty::F64);
        }
        InstKind::Range { start, step, stop } => {
            let d = one("range")?;
            if cx.env.lazy_slot(d).is_none() {
                return Err(format!("range {d:?} is used other than by a for loop"));
            }
            let s = cx.f64_only(*start, out)?;
            let i = match step {
                Some(st) => cx.f64_only(*st, out)?,
                None => {
                    let t = cx.temp(Ty::F64);
                    out.push(Inst::ConstF { dst: t, x: 1.0 });
                    t
                }
            };
            let e = cx.f64_only(*stop, out)?;
            out.push(Inst::MakeRange {
                dst: d.0,
                base: s,
                inc: i,
                limit: e,
                exit,
            });
            cx.set_type(d.0, Ty::Range);
        }
        InstKind::ForCount(r) => {
            let d = one("for count")?;
            if cx.read(*r, out)? != Ty::Range {
                return Err(format!("for over {r:?}, which is not a lazy range"));
            }
            out.push(Inst::ForCount {
                dst: d.0,
                range: r.0,
            });
            cx.set_type(d.0, Ty::F64);
        }
        InstKind::ForItem { iter, k } => {
            let d = one("for item")?;
            if cx.read(*iter, out)? != Ty::Range {
                return Err(format!("for over {iter:?}, which is not a lazy range"));
            }
            let k = cx.f64_only(*k, out)?;
            out.push(Inst::ForItem {
                dst: d.0,
                range: iter.0,
                k,
            });
            cx.set_type(d.0, Ty::F64);
        }
        k => {
            let name = format!("{k:?}");
            let name = name.split(['(', ' ', '{']).next().unwrap_or("?");
            return Err(format!("{name} at {ii:?} is not compiled"));
        }
    }
    Ok(())
}

/// Which extent `numel(a)`, `length(a)` or `size(a, k)` (a constant `k`)
/// reads: `Some(None)` for a `k` past the array's two dimensions.
fn extent(cx: &Cx, name: &str, args: &[Arg]) -> Res<Option<Option<Extent>>> {
    Ok(match (name, args) {
        ("numel", [Arg::Value(_)]) => Some(Some(Extent::Numel)),
        ("length", [Arg::Value(_)]) => Some(Some(Extent::Length)),
        ("size", [Arg::Value(_), Arg::Value(k)]) => match cx.env.constant(*k) {
            Some(Const::Num(k)) if k > 2.0 && k.fract() == 0.0 && k < 1e9 => Some(None),
            Some(Const::Num(k)) => match k {
                1.0 => Some(Some(Extent::Rows)),
                2.0 => Some(Some(Extent::Cols)),
                _ => return Err("size with a dimension that is not a whole number".into()),
            },
            _ => return Err("size with a dimension that is not a constant".into()),
        },
        _ => None,
    })
}

fn subscripts(cx: &mut Cx, args: &[Arg], out: &mut Vec<Inst>) -> Res<Vec<V>> {
    if args.is_empty() || args.len() > 2 {
        return Err("an index with other than one or two subscripts".into());
    }
    let mut idx = Vec::new();
    for a in args {
        match a {
            Arg::Value(v) => idx.push(cx.f64_only(*v, out)?),
            _ => return Err("a subscript that is not a scalar".into()),
        }
    }
    Ok(idx)
}

fn bin(d: ValueId, op: BinF, a: V, b: V) -> Inst {
    Inst::Bin { dst: d.0, op, a, b }
}

fn cmp(d: ValueId, op: Cmp, a: V, b: V) -> Inst {
    Inst::Cmp { dst: d.0, op, a, b }
}

/// Per resume point, which of `defs` are live there (MIR liveness): the
/// interpreter reads no other value after it resumes.
fn live_defs(f: &Function, resumes: &[Resume], defs: &[(V, Ty)]) -> Vec<Vec<usize>> {
    let lv = mir::liveness::liveness(f);
    let mut block_of = vec![BlockId(0); f.insts.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        for &i in &b.insts {
            block_of[i.index()] = BlockId(bi as u32);
        }
    }
    resumes
        .iter()
        .map(|r| {
            let (b, from) = match r {
                Resume::Inst(i) => (block_of[*i as usize], Some(InstId(*i))),
                Resume::Term(b) => (BlockId(*b), None),
            };
            let blk = f.block(b);
            let mut live = lv.live_out[b.index()].clone();
            for v in blk.term.operands() {
                live.insert(v);
            }
            // The interpreter's branch may read a truth's operand instead of
            // the truth (`exec::code` folds a truth only the branch reads).
            if let (Terminator::Branch { cond, .. }, Some(&last)) = (&blk.term, blk.insts.last()) {
                let inst = f.inst(last);
                if let (InstKind::Truth(x), [r]) = (&inst.kind, inst.results.as_slice()) {
                    if r == cond {
                        live.insert(*x);
                    }
                }
            }
            if let Some(at) = from {
                for &i in blk.insts.iter().rev() {
                    let inst = f.inst(i);
                    for r in &inst.results {
                        live.remove(*r);
                    }
                    for v in inst.kind.operands() {
                        live.insert(v);
                    }
                    if i == at {
                        break;
                    }
                }
            }
            defs.iter()
                .enumerate()
                .filter(|(_, (v, _))| live.contains(ValueId(*v)))
                .map(|(k, _)| k)
                .collect()
        })
        .collect()
}
