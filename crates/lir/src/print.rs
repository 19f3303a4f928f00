//! LIR as text (`matc ir --lir`).

use std::fmt::{self, Write};

use crate::{BinF, Block, Cmp, Dest, Inst, Part, Region, Resume, Term, Ty};

pub(crate) fn ty(t: Ty) -> &'static str {
    match t {
        Ty::F64 => "f64",
        Ty::Bool => "bool",
        Ty::Arr => "arr",
        Ty::Range => "range",
        Ty::C64 => "c64",
        Ty::Char => "char",
        Ty::Chars => "chars",
    }
}

fn list(vs: &[u32]) -> String {
    vs.iter()
        .map(|v| format!("%{v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn dest(names: &[String], d: &Dest) -> String {
    match d {
        Dest::Block(k, args) => format!("{}({})", names[*k], list(args)),
        Dest::Exit(e) => format!("exit {e}"),
    }
}

pub(crate) fn inst(i: &Inst) -> String {
    let d = i.dst();
    match i {
        Inst::ConstF { x, .. } => format!("%{d} = f64 {x:?}"),
        Inst::ConstB { b, .. } => format!("%{d} = bool {b}"),
        Inst::ToF64 { a, .. } => format!("%{d} = tof64 %{a}"),
        Inst::Code { a, .. } => format!("%{d} = code %{a}"),
        Inst::ConstChar { c, .. } => format!("%{d} = char {:?}", *c as char),
        Inst::ConstC { re, im, .. } => format!("%{d} = c64 {re:?}, {im:?}"),
        Inst::ToC64 { a, .. } => format!("%{d} = toc64 %{a}"),
        Inst::CBin { op, a, b, .. } => {
            let o = match op {
                BinF::Add => "cadd",
                BinF::Sub => "csub",
                BinF::Mul => "cmul",
                BinF::Div => "cdiv",
            };
            format!("%{d} = {o} %{a}, %{b}")
        }
        Inst::CNeg { a, .. } => format!("%{d} = cneg %{a}"),
        Inst::CExp { a, .. } => format!("%{d} = cexp %{a}"),
        Inst::Math2 { f, a, b, .. } => format!("%{d} = {} %{a}, %{b}", f.name()),
        Inst::Extent { what, arr, .. } => format!("%{d} = {} %{arr}", what.name()),
        Inst::CPart { f, a, .. } => {
            let o = match f {
                Part::Re => "real",
                Part::Im => "imag",
                Part::Abs => "cabs",
            };
            format!("%{d} = {o} %{a}")
        }
        Inst::Copy { a, .. } => format!("%{d} = copy %{a}"),
        Inst::Bin { op, a, b, .. } => {
            let o = match op {
                BinF::Add => "fadd",
                BinF::Sub => "fsub",
                BinF::Mul => "fmul",
                BinF::Div => "fdiv",
            };
            format!("%{d} = {o} %{a}, %{b}")
        }
        Inst::Pow { a, b, exit, .. } => format!("%{d} = pow %{a}, %{b} else exit {exit}"),
        Inst::Cmp { op, a, b, .. } => {
            let o = match op {
                Cmp::Lt => "lt",
                Cmp::Le => "le",
                Cmp::Gt => "gt",
                Cmp::Ge => "ge",
                Cmp::Eq => "eq",
                Cmp::Ne => "ne",
            };
            format!("%{d} = fcmp {o} %{a}, %{b}")
        }
        Inst::Neg { a, .. } => format!("%{d} = fneg %{a}"),
        Inst::NotB { a, .. } => format!("%{d} = not %{a}"),
        Inst::NotF { a, exit, .. } => format!("%{d} = fnot %{a} else exit {exit}"),
        Inst::Logic {
            and, a, b, exit, ..
        } => format!(
            "%{d} = {} %{a}, %{b} else exit {exit}",
            if *and { "and" } else { "or" }
        ),
        Inst::Truth { a, exit, .. } => format!("%{d} = truth %{a} else exit {exit}"),
        Inst::Math { f, a, exit, .. } => match exit {
            Some(e) => format!("%{d} = {} %{a} else exit {e}", f.name()),
            None => format!("%{d} = {} %{a}", f.name()),
        },
        Inst::MakeRange {
            base,
            inc,
            limit,
            exit,
            ..
        } => format!("%{d} = range %{base}, %{inc}, %{limit} else exit {exit}"),
        Inst::ForCount { range, .. } => format!("%{d} = forcount %{range}"),
        Inst::ForItem { range, k, .. } => format!("%{d} = foritem %{range}, %{k}"),
        Inst::ForElem { arr, k, exit, .. } => {
            format!("%{d} = forelem %{arr}, %{k} else exit {exit}")
        }
        Inst::Load { arr, idx, exit, .. } => {
            format!("%{d} = load %{arr}({}){}", list(idx), otherwise(*exit))
        }
        Inst::Store {
            arr, idx, x, exit, ..
        } => format!(
            "%{d} = store %{arr}({}) = %{x}{}",
            list(idx),
            otherwise(*exit)
        ),
        Inst::Present { a, exit, .. } => format!("%{d} = present %{a} else exit {exit}"),
        Inst::Prefetch { arr, k, .. } => format!("%{d} = prefetch %{arr}(%{k})"),
        Inst::Select { c, a, b, .. } => format!("%{d} = select %{c}, %{a}, %{b}"),
        Inst::LogicB { and, a, b, .. } => {
            format!("%{d} = {} %{a}, %{b}", if *and { "andb" } else { "orb" })
        }
    }
}

/// ` else exit k` of an access that may leave; nothing for one proven in bounds.
fn otherwise(exit: Option<u32>) -> String {
    exit.map(|e| format!(" else exit {e}")).unwrap_or_default()
}

/// A block's name: `bbN`, or `f:bbN` for a block of inlined function `f`;
/// `bbN.iK.head` (`.body`, `.after`...) for a block of the elementwise loop
/// of the statements of `bbN` from MIR instruction `iK` on.
pub(crate) fn name(b: &Block) -> String {
    let base = match &b.inlined {
        Some(f) => format!("{f}:bb{}", b.mir),
        None => format!("bb{}", b.mir),
    };
    match b.elementwise {
        Some((at, role)) => format!("{base}.i{at}.{role}"),
        None => base,
    }
}

/// The blocks' names, each unique: a later block with the name of an
/// earlier one (the rest of a MIR block after its elementwise loop, a
/// callee's block inlined twice) is `NAME#2`, `NAME#3`...
pub(crate) fn names(blocks: &[Block]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(blocks.len());
    for b in blocks {
        let base = name(b);
        let seen = out
            .iter()
            .filter(|n| n.split('#').next() == Some(base.as_str()))
            .count();
        out.push(match seen {
            0 => base,
            k => format!("{base}#{}", k + 1),
        });
    }
    out
}

fn block(names: &[String], k: usize, b: &Block, out: &mut String) -> fmt::Result {
    let params: Vec<String> = b
        .params
        .iter()
        .map(|(v, t)| format!("%{v}: {}", ty(*t)))
        .collect();
    writeln!(
        out,
        "  {}({}):{}",
        names[k],
        params.join(", "),
        match b.latch {
            Some(e) => format!("  ; latch exit {e}"),
            None => String::new(),
        }
    )?;
    for i in &b.insts {
        writeln!(out, "    {}", inst(i))?;
    }
    match &b.term {
        Term::Jump(d) => writeln!(out, "    jump {}", dest(names, d)),
        Term::Branch { cond, then_, else_ } => writeln!(
            out,
            "    br %{cond}, {}, {}",
            dest(names, then_),
            dest(names, else_)
        ),
    }
}

pub fn region(r: &Region, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut out = String::new();
    match r.entry {
        None => writeln!(
            out,
            "region {} loop bb{} ({} MIR instructions)",
            r.func, r.header, r.num_mir_insts
        )?,
        Some(i) => writeln!(
            out,
            "region {} statements bb{} from i{i} ({} MIR instructions)",
            r.func, r.header, r.num_mir_insts
        )?,
    }
    let ins: Vec<String> = r
        .inputs
        .iter()
        .map(|i| match i.lazy {
            Some(l) => format!("%{}: {} (lazy {l})", i.v, ty(i.ty)),
            None => format!("%{}: {}", i.v, ty(i.ty)),
        })
        .collect();
    writeln!(out, "  in {}", ins.join(", "))?;
    let defs: Vec<String> = r
        .defs
        .iter()
        .map(|(v, t)| format!("%{v}: {}", ty(*t)))
        .collect();
    writeln!(out, "  writes back {}", defs.join(", "))?;
    writeln!(
        out,
        "  values {}, temporaries from %{}",
        r.num_values, r.num_mir_values
    )?;
    if r.call_depth > 0 {
        writeln!(out, "  inlines calls {} deep", r.call_depth)?;
    }
    if !r.absent.is_empty() {
        writeln!(out, "  may be undefined {}", list(&r.absent))?;
    }
    if !r.before.is_empty() {
        let before: Vec<String> = r.before.iter().map(|i| format!("i{i}")).collect();
        writeln!(out, "  made before entry {}", before.join(", "))?;
    }
    if let Some(e) = r.finish {
        writeln!(out, "  finishes at exit {e}")?;
    }
    if let Some(g) = r.gate {
        writeln!(out, "  gated by the elements of %{g}")?;
    }
    for c in &r.chains {
        writeln!(out, "  updates %{} as {}", c.input, list(&c.members))?;
    }
    for (a, n) in &r.widths {
        writeln!(out, "  %{a} has {n} columns")?;
    }
    for sv in &r.smalls {
        let elems: Vec<u32> = sv.elems.iter().map(|d| r.defs[*d].0).collect();
        let shape = if sv.column { "column" } else { "row" };
        writeln!(out, "  %{} is the {shape} {}", sv.v, list(&elems))?;
    }
    for fr in &r.frames {
        // Each parameter: the callee's MIR value, the caller's value passed,
        // and whether the call is that value's last use.
        let params: String = fr
            .params
            .iter()
            .map(|(p, v, last)| format!(", {p} = %{v}{}", if *last { " last" } else { "" }))
            .collect();
        writeln!(
            out,
            "  frame of the call at i{}: values from %{} ({}), nargin {}, nargout {}{params}",
            fr.call, fr.base, fr.num_values, fr.nargin, fr.nargout,
        )?;
    }
    let names = names(&r.blocks);
    for (k, b) in r.blocks.iter().enumerate() {
        block(&names, k, b, &mut out)?;
    }
    for (k, e) in r.resumes.iter().enumerate() {
        let mut live: Vec<u32> = r.live[k].iter().map(|d| r.defs[*d].0).collect();
        live.extend(r.live_smalls[k].iter().map(|s| r.smalls[*s].v));
        let leaves = if r.leaves.contains(&(k as u32)) {
            " (left to the interpreter)"
        } else {
            ""
        };
        let inside = match r.resume_frame.get(k).copied().flatten() {
            Some(fi) => format!(" of the call at i{}", r.frames[fi as usize].call),
            None => String::new(),
        };
        match e {
            Resume::Inst(i) => writeln!(
                out,
                "  exit {k}: before i{i}{inside}{leaves}, out {}",
                list(&live)
            )?,
            Resume::Term(b) => writeln!(
                out,
                "  exit {k}: at the end of bb{b}{inside}, out {}",
                list(&live)
            )?,
        }
    }
    f.write_str(&out)
}
