//! C99 from MIR and its facts: the code generator behind `matc build`.
//!
//! The mat2c system of the GCTD paper (`../shared/papers/storage-coalescing-gctd.txt`):
//! each single-operator SSA instruction of MIR maps to C, every value has
//! the class and shape the types analysis proves (one C function per
//! function and analysis context: monomorphic), and storage follows
//! GCTD's groups (`layout`): stack arrays for groups of constant size, one
//! growable heap block per symbolic group, in-place operators where the
//! interference graph allows, no reference counts.
//!
//! Why MIR and not LIR: LIR is the native tier's lowering of *loops* of a
//! function whose other parts the interpreter runs — a region never
//! allocates, never raises an error, and leaves the function at every
//! exit. A whole C function needs what LIR leaves out (allocation, errors
//! with Octave's wording, calls with outputs, printing) and what GCTD is
//! defined on: the single-operator SSA form of MIR, whose values the
//! storage plan, the types facts and liveness all number. Emitting from
//! MIR with those facts keeps one numbering from analysis to C; extending
//! LIR to whole functions would have duplicated MIR with types attached.
//!
//! What C cannot hold (cells, structs, handles, integer classes, complex
//! arrays, a class or rank the analysis does not know, `eval`, globals,
//! `try`) is refused with a located diagnostic naming the value (`Refusal`);
//! a caller of a refused function is refused too. `matc build` runs what
//! is refused in the engine instead.

mod emit;
mod instances;
mod layout;
mod report;
mod repr;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use analysis::types::{FuncTypes, TypeFacts};
use mir::ir::{FuncId, Function, FunctionKind, InstKind, Program, ValueId};

pub use instances::Key;
pub use layout::{Need, OutConv, Summary};
pub use report::Row;
pub use repr::{Elem, Ext, Repr};

/// The header-only runtime the generated C includes.
pub const RUNTIME: &str = include_str!("matc_rt.h");

#[derive(Clone, Debug)]
pub struct Options {
    /// Coalesce storage with GCTD (off: only the versions of one variable share).
    pub gctd: bool,
    /// Emit `main` for the entry (a standalone program).
    pub main: bool,
    /// Emit the engine's entry points (`matc build` links the C into the engine).
    pub hosted: bool,
    /// The C file's base name (`F` of `F.c`, `F.h`).
    pub base: String,
    /// Print each function's buffer layout and loop counters to stderr
    /// (`MATC_CGEN_DEBUG`).
    pub debug: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            gctd: true,
            main: true,
            hosted: false,
            base: "matc_out".into(),
            debug: false,
        }
    }
}

/// Why a value or statement has no C form.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub path: PathBuf,
    pub line: u32,
    pub col: u32,
    pub function: String,
    /// The MATLAB variable concerned, when there is one.
    pub value: Option<String>,
    pub message: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: cannot compile {}",
            self.path.display(),
            self.line,
            self.col,
            self.function
        )?;
        match &self.value {
            Some(v) => write!(f, ": '{v}': {}", self.message),
            None => write!(f, ": {}", self.message),
        }
    }
}

/// One compiled instance.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub key: Key,
    pub c_name: String,
    pub summary: Summary,
    pub row: Row,
    pub stack_bytes: u64,
}

/// The result of `emit`.
pub struct Emitted {
    /// `F.c`.
    pub c: String,
    /// `F.h`.
    pub h: String,
    pub compiled: Vec<Compiled>,
    /// Instances that have no C form, each with the first reason.
    pub refused: Vec<(Key, Refusal)>,
}

impl Emitted {
    /// Whether every root compiled.
    pub fn complete(&self, roots: &[Key]) -> bool {
        roots
            .iter()
            .all(|r| self.compiled.iter().any(|c| c.key == *r))
    }
}

/// What every instance's emission reads.
pub(crate) struct Gen<'a> {
    pub prog: &'a Program,
    pub facts: &'a TypeFacts,
    pub opts: &'a Options,
    pub names: HashMap<Key, String>,
    pub summaries: HashMap<Key, Summary>,
    /// Instances refused so far (their callers are refused too).
    pub refused: HashMap<Key, Refusal>,
}

impl Gen<'_> {
    pub fn name_of(&self, k: Key) -> String {
        self.names
            .get(&k)
            .cloned()
            .unwrap_or_else(|| "missing".into())
    }
    /// `file>local` for local functions, as Octave names them in stacks.
    pub fn display_name(&self, fid: FuncId) -> String {
        let f = self.prog.func(fid);
        let file = &self.prog.files[f.file.index()];
        let stem = file
            .path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        match f.kind {
            FunctionKind::Anonymous { .. } => "@<anonymous>".to_string(),
            _ if stem == f.name || stem.is_empty() || stem == "<eval>" => f.name.clone(),
            _ => format!("{stem}>{}", f.name),
        }
    }
}

/// The outputs a call in context `k` asks for.
pub(crate) fn requested_outputs(facts: &TypeFacts, k: Key) -> usize {
    facts
        .contexts(k.func)
        .get(k.context)
        .and_then(|c| c.context.nargout)
        .unwrap_or(0) as usize
}

/// The value returned for output `k` (the first reachable return's).
pub(crate) fn returned_value(f: &Function, t: &FuncTypes, k: usize) -> Option<ValueId> {
    layout::returns(f, t)
        .into_iter()
        .find_map(|r| r.get(k).copied().flatten())
}

/// Ranges that only `for` loops and subscripts read stay numbers.
pub(crate) fn lazy_ranges(f: &Function, t: &FuncTypes) -> Vec<bool> {
    let n = f.num_values as usize;
    let mut lazy = vec![false; n];
    let mut other = vec![false; n];
    for (bi, b) in f.blocks.iter().enumerate() {
        if !t.reachable(mir::ir::BlockId(bi as u32)) {
            continue;
        }
        for &i in &b.insts {
            let inst = f.inst(i);
            if let InstKind::Range { .. } = inst.kind {
                lazy[inst.results[0].index()] = true;
            }
            match &inst.kind {
                InstKind::ForCount(_) | InstKind::ForItem { .. } => {}
                // A subscript: its numbers are enough (`mt_sub_range`).
                InstKind::Index { base, args, .. } => {
                    other[base.index()] = true;
                    for a in args {
                        if let mir::ir::Arg::Spread(v) = a {
                            other[v.index()] = true;
                        }
                    }
                }
                InstKind::IndexAssign {
                    base, args, value, ..
                } => {
                    other[base.index()] = true;
                    other[value.index()] = true;
                    for a in args {
                        if let mir::ir::Arg::Spread(v) = a {
                            other[v.index()] = true;
                        }
                    }
                }
                k => k.for_each_operand(&mut |v| other[v.index()] = true),
            }
        }
        for v in b.term.operands() {
            other[v.index()] = true;
        }
    }
    (0..n).map(|v| lazy[v] && !other[v]).collect()
}

/// Every instance's C form from its facts; a failure is the instance's refusal.
fn reprs(f: &Function, t: &FuncTypes, lazy: &[bool]) -> Vec<Result<Repr, String>> {
    (0..f.num_values as usize)
        .map(|v| {
            if lazy[v] {
                Ok(Repr::Range)
            } else {
                repr::repr_of(t.value(ValueId(v as u32)))
            }
        })
        .collect()
}

/// The C prototype of instance `k` named `name`.
pub(crate) fn signature(g: &Gen, k: Key, name: &str) -> String {
    let f = g.prog.func(k.func);
    let t = instances::types(g.facts, k).expect("analysed");
    let lazy = lazy_ranges(f, t);
    let reprs: Vec<Repr> = reprs(f, t, &lazy)
        .into_iter()
        .map(|r| r.unwrap_or(Repr::Absent))
        .collect();
    let summary = g.summaries.get(&k).cloned().unwrap_or_default();
    let mut ps: Vec<String> = Vec::new();
    for (j, &p) in f.block(f.entry).params.iter().enumerate() {
        match &reprs[p.index()] {
            Repr::Scalar(e) => ps.push(format!("{} p{j}", e.c_scalar())),
            Repr::Array { elem, dims } => {
                match summary.io_of(j) {
                    Some(_) => {}
                    None => ps.push(format!("const {} *p{j}", elem.c_elem())),
                }
                for (d, e) in dims.iter().enumerate() {
                    if *e == Ext::Var {
                        ps.push(format!("mt_i p{j}_d{d}"));
                    }
                }
            }
            _ => {}
        }
    }
    for (o, conv) in summary.outs.iter().enumerate() {
        match conv {
            OutConv::Scalar(e) => ps.push(format!("{} *o{o}", e.c_scalar())),
            OutConv::Array { .. } => {
                ps.push(format!("mt_buf *o{o}"));
                if let Some(r) = returned_value(f, t, o) {
                    if let Repr::Array { dims, .. } = &reprs[r.index()] {
                        for (d, e) in dims.iter().enumerate() {
                            if *e == Ext::Var {
                                ps.push(format!("mt_i *o{o}_d{d}"));
                            }
                        }
                    }
                }
            }
        }
    }
    if ps.is_empty() {
        ps.push("void".into());
    }
    format!("static void {name}({})", ps.join(", "))
}

fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// Every instance reachable from `roots` through direct calls.
pub fn reachable(prog: &Program, facts: &TypeFacts, roots: &[Key]) -> Vec<Key> {
    instances::collect(prog, facts, roots)
        .into_iter()
        .map(|i| i.key)
        .collect()
}

/// Emits C for `roots` (instances of the program's functions) and every
/// instance they call.
pub fn emit(prog: &Program, facts: &TypeFacts, roots: &[Key], opts: &Options) -> Emitted {
    let order = instances::collect(prog, facts, roots);
    let mut g = Gen {
        prog,
        facts,
        opts,
        names: HashMap::new(),
        summaries: HashMap::new(),
        refused: HashMap::new(),
    };
    let mut count: HashMap<FuncId, usize> = HashMap::new();
    for inst in &order {
        let n = count.entry(inst.key.func).or_default();
        let f = prog.func(inst.key.func);
        g.names
            .insert(inst.key, format!("m_{}_{}", sanitize(&f.name), n));
        *n += 1;
    }
    let mut funcs: Vec<(Key, emit::CFunc)> = Vec::new();
    let mut compiled = Vec::new();
    for inst in &order {
        match compile_one(&mut g, inst) {
            Ok((cf, summary, row)) => {
                compiled.push(Compiled {
                    key: inst.key,
                    c_name: cf.name.clone(),
                    summary,
                    row,
                    stack_bytes: cf.stack_bytes,
                });
                funcs.push((inst.key, cf));
            }
            Err(r) => {
                g.refused.insert(inst.key, r);
            }
        }
    }
    let (c, h) = assemble(&g, &funcs, &compiled, &order, roots);
    let mut refused: Vec<(Key, Refusal)> = g.refused.into_iter().collect();
    refused.sort_by_key(|a| a.0);
    Emitted {
        c,
        h,
        compiled,
        refused,
    }
}

fn compile_one(
    g: &mut Gen,
    inst: &instances::Instance,
) -> Result<(emit::CFunc, Summary, Row), Refusal> {
    let k = inst.key;
    let f = g.prog.func(k.func);
    let file = &g.prog.files[f.file.index()];
    let at = |span: syntax::ast::Span, msg: String| {
        let (line, col) = mir::loader::line_col(&file.text, span.lo);
        Refusal {
            path: file.path.clone(),
            line,
            col,
            function: f.name.clone(),
            value: None,
            message: msg,
        }
    };
    let Some(t) = instances::types(g.facts, k) else {
        return Err(at(f.span, "not analysed".into()));
    };
    if !f.is_ssa || f.blocks.is_empty() || f.dynamic_workspace {
        return Err(at(
            f.span,
            "its variables live in a dynamic workspace (eval, load)".into(),
        ));
    }
    if f.has_varargin || f.has_varargout {
        return Err(at(f.span, "varargin and varargout are not compiled".into()));
    }
    if let FunctionKind::Anonymous { .. } = f.kind {
        return Err(at(f.span, "anonymous functions are not compiled".into()));
    }
    if let Some(i) = inst.unknown_call {
        return Err(at(
            f.inst(i).span,
            "a call whose callee was not analysed for it".into(),
        ));
    }
    for (i, callee) in &inst.calls {
        if let Some(r) = g.refused.get(callee) {
            let name = g.prog.func(callee.func).name.clone();
            return Err(at(
                f.inst(*i).span,
                format!(
                    "it calls '{name}', which cannot be compiled ({}:{}:{}: {})",
                    r.path.display(),
                    r.line,
                    r.col,
                    r.message
                ),
            ));
        }
    }
    let lazy = lazy_ranges(f, t);
    let mut reprs: Vec<Repr> = Vec::with_capacity(f.num_values as usize);
    let used = used_values(f, t);
    for (v, r) in self::reprs(f, t, &lazy).into_iter().enumerate() {
        match r {
            Ok(r) => reprs.push(r),
            Err(msg) if !used[v] => {
                let _ = msg;
                reprs.push(Repr::Absent)
            }
            Err(msg) => {
                let span = def_span(f, ValueId(v as u32));
                let mut r = at(span, msg);
                r.value = f
                    .value_names
                    .get(v)
                    .copied()
                    .flatten()
                    .map(|x| f.vars[x.index()].name.clone())
                    .filter(|n| !n.starts_with('#'));
                return Err(r);
            }
        }
    }
    let calls: HashMap<mir::ir::InstId, Key> = inst.calls.iter().copied().collect();
    let summaries = &g.summaries;
    let callee = |i: mir::ir::InstId| calls.get(&i).and_then(|c| summaries.get(c).cloned());
    let returns = layout::returns(f, t);
    let params = f.block(f.entry).params.clone();
    let nout = requested_outputs(g.facts, k);
    let lay = layout::layout(&layout::Input {
        f,
        types: t,
        repr: &reprs,
        params: &params,
        nout,
        gctd: g.opts.gctd,
        recursive: inst.recursive,
        callee: &callee,
        returns: &returns,
    });
    if g.opts.debug {
        eprintln!("== {} ctx {}", f.name, k.context);
        for (b, buf) in lay.bufs.iter().enumerate() {
            eprintln!("  buf {b} {:?}: {:?}", buf.kind, buf.members);
        }
        eprintln!("  coalesced {:?}", lay.plan.coalesced);
    }
    let summary = lay.summary.clone();
    // A recursive instance's convention is known before its body (its
    // calls of itself need it).
    g.summaries.insert(k, summary.clone());
    let row = report::row(f, &reprs, &lay);
    let fx = emit::Fx::new(g, k, t, reprs, lay);
    match fx.emit() {
        Ok(cf) => Ok((cf, summary, row)),
        Err(r) => {
            g.summaries.remove(&k);
            Err(r)
        }
    }
}

/// Values read by an instruction or terminator of a reachable block.
/// `disp(x)` without a semicolon displays its `ans`, but a call that only
/// prints gives no value when no output is asked for: that display reads
/// nothing.
fn used_values(f: &Function, t: &FuncTypes) -> Vec<bool> {
    let mut used = vec![false; f.num_values as usize];
    let mut printed = vec![false; f.num_values as usize];
    for b in &f.blocks {
        for &i in &b.insts {
            if let InstKind::Call {
                callee: mir::ir::Callee::Builtin(n),
                stmt: true,
                ..
            } = &f.inst(i).kind
            {
                if matches!(n.as_str(), "disp" | "display" | "fprintf" | "printf") {
                    for r in &f.inst(i).results {
                        printed[r.index()] = true;
                    }
                }
            }
        }
    }
    for (bi, b) in f.blocks.iter().enumerate() {
        if !t.reachable(mir::ir::BlockId(bi as u32)) {
            continue;
        }
        for &i in &b.insts {
            if let InstKind::Display { value, .. } = f.inst(i).kind {
                if printed[value.index()] {
                    continue;
                }
            }
            f.inst(i)
                .kind
                .for_each_operand(&mut |v| used[v.index()] = true);
            // A result is "used" when its instruction must run.
            for &r in &f.inst(i).results {
                if f.inst(i).kind.has_effects()
                    && !matches!(f.inst(i).kind, InstKind::Call { stmt: true, .. })
                {
                    used[r.index()] = true;
                }
            }
        }
        for v in b.term.operands() {
            used[v.index()] = true;
        }
    }
    for b in &f.blocks {
        for &p in &b.params {
            let _ = p;
        }
    }
    used
}

fn def_span(f: &Function, v: ValueId) -> syntax::ast::Span {
    for b in &f.blocks {
        for &i in &b.insts {
            if f.inst(i).results.contains(&v) {
                return f.inst(i).span;
            }
        }
        if b.params.contains(&v) {
            return b.span;
        }
    }
    f.span
}

/// `F.c` and `F.h`: the runtime include, every compiled function (callees
/// first), the entry's public function and `main`.
fn assemble(
    g: &Gen,
    funcs: &[(Key, emit::CFunc)],
    compiled: &[Compiled],
    order: &[instances::Instance],
    roots: &[Key],
) -> (String, String) {
    let base = &g.opts.base;
    let mut c = String::new();
    let _ = writeln!(c, "/* Generated by matc build --emit-c. */");
    let _ = writeln!(c, "#include \"matc_rt.h\"");
    let _ = writeln!(c, "#include \"{base}.h\"\n");
    for (_, f) in funcs {
        let _ = writeln!(c, "{};", f.proto);
    }
    c.push('\n');
    for (_, f) in funcs {
        c.push_str(&f.text);
    }
    let mut h = String::new();
    let guard = format!("MATC_{}_H", sanitize(base).to_uppercase());
    let _ = writeln!(h, "/* Generated by matc build --emit-c. */");
    let _ = writeln!(h, "#ifndef {guard}\n#define {guard}\n");
    for r in roots {
        let Some(cc) = compiled.iter().find(|c| c.key == *r) else {
            continue;
        };
        let (pub_proto, call) = public_entry(g, cc);
        let _ = writeln!(h, "{pub_proto};");
        let _ = writeln!(c, "{pub_proto} {{\n    {call}\n}}\n");
    }
    let _ = writeln!(h, "\n#endif");
    if g.opts.main {
        if let Some(r) = roots.first() {
            if let Some(cc) = compiled.iter().find(|c| c.key == *r) {
                c.push_str(&main_of(g, cc, order, compiled));
            }
        }
    }
    if g.opts.hosted {
        c.push_str(&hosted_entries(g, compiled, roots));
    }
    (c, h)
}

/// The public name of a root: the MATLAB name (with its context when several).
fn public_name(g: &Gen, k: Key) -> String {
    let f = g.prog.func(k.func);
    let n = g.facts.contexts(k.func).len();
    if n <= 1
        || Some(k.context)
            == g.facts
                .entry_context()
                .filter(|_| g.prog.entry == Some(k.func))
    {
        let s = sanitize(&f.name);
        // A MATLAB name may be a C keyword or a name the runtime's headers
        // declare (`main`, `round`, `free`): the public symbol takes a `_`.
        if C_TAKEN.contains(&s.as_str()) || s.starts_with("mt_") || s.starts_with("mtx_") {
            format!("{s}_")
        } else {
            s
        }
    } else {
        format!("{}_{}", sanitize(&f.name), k.context)
    }
}

/// C99's keywords, `main`, and what `matc_rt.h`'s standard headers declare
/// that a MATLAB function could be named.
const C_TAKEN: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "main",
    "abs",
    "acos",
    "asin",
    "atan",
    "atan2",
    "cabs",
    "carg",
    "cbrt",
    "ceil",
    "cexp",
    "cimag",
    "clog",
    "conj",
    "cos",
    "cosh",
    "cpow",
    "creal",
    "csqrt",
    "erf",
    "erfc",
    "exit",
    "exp",
    "expm1",
    "fabs",
    "floor",
    "fmod",
    "free",
    "gamma",
    "hypot",
    "log",
    "log10",
    "log1p",
    "log2",
    "malloc",
    "memcpy",
    "memset",
    "pow",
    "printf",
    "fprintf",
    "sprintf",
    "puts",
    "rand",
    "realloc",
    "remove",
    "rename",
    "round",
    "sin",
    "sinh",
    "sqrt",
    "strlen",
    "system",
    "tan",
    "tanh",
    "tgamma",
    "trunc",
    "abort",
    "calloc",
    "qsort",
    "signal",
    "raise",
    "time",
    "clock",
    "nan",
    "isnan",
    "isinf",
    "fmin",
    "fmax",
    "sign",
    "index",
    "ldiv",
    "div",
    "labs",
    "llabs",
    "lldiv",
    "atoi",
    "atol",
    "atof",
    "strtod",
    "strtol",
    "bsearch",
    "getenv",
    "fopen",
    "fclose",
    "fread",
    "fwrite",
    "fseek",
    "ftell",
    "feof",
    "ferror",
    "perror",
    "scanf",
    "sscanf",
    "fscanf",
    "fgets",
    "fputs",
    "getc",
    "putc",
    "putchar",
    "getchar",
    "rewind",
    "tmpfile",
    "tmpnam",
    "strcpy",
    "strcat",
    "strcmp",
    "strncmp",
    "strchr",
    "strrchr",
    "strstr",
    "strtok",
    "memcmp",
    "memmove",
    "memchr",
    "strerror",
    "frexp",
    "ldexp",
    "modf",
    "exp2",
    "fdim",
    "fma",
    "ilogb",
    "lgamma",
    "lrint",
    "nearbyint",
    "nextafter",
    "remainder",
    "remquo",
    "rint",
    "scalbn",
    "logb",
    "asinh",
    "acosh",
    "atanh",
    "copysign",
    "isfinite",
    "isnormal",
    "signbit",
    "lround",
    "j0",
    "j1",
    "jn",
    "y0",
    "y1",
    "yn",
    "setjmp",
    "longjmp",
    "atexit",
    "srand",
    "random",
    "srandom",
    "drand48",
    "difftime",
    "mktime",
    "ctime",
    "gmtime",
    "localtime",
    "strftime",
    "complex",
    "imaginary",
    "I",
    "cacos",
    "casin",
    "catan",
    "ccos",
    "csin",
    "ctan",
    "cacosh",
    "casinh",
    "catanh",
    "ccosh",
    "csinh",
    "ctanh",
    "cproj",
    "sleep",
    "assert",
    "errno",
    "select",
    "poll",
    "read",
    "write",
    "open",
    "close",
    "sync",
];

/// The entry as a C function of the header (same parameters as the instance).
fn public_entry(g: &Gen, cc: &Compiled) -> (String, String) {
    let name = public_name(g, cc.key);
    let proto = signature(g, cc.key, &name).replacen("static void", "void", 1);
    let args: Vec<String> = proto
        .split_once('(')
        .map(|(_, a)| a.trim_end_matches(')'))
        .unwrap_or("")
        .split(", ")
        .filter(|p| *p != "void")
        .map(|p| p.rsplit([' ', '*']).next().unwrap_or("").to_string())
        .collect();
    (proto, format!("{}({});", cc.c_name, args.join(", ")))
}

/// `main`: the entry's arguments from the command line (numbers, as
/// `matc run` reads them), run on a thread whose stack holds every
/// stack group of the deepest call chain.
fn main_of(g: &Gen, cc: &Compiled, order: &[instances::Instance], compiled: &[Compiled]) -> String {
    let f = g.prog.func(cc.key.func);
    let t = instances::types(g.facts, cc.key).expect("analysed");
    let params = f.block(f.entry).params.clone();
    let nargin = g
        .facts
        .contexts(cc.key.func)
        .get(cc.key.context)
        .and_then(|c| c.context.nargin)
        .unwrap_or(params.len() as u32) as usize;
    let mut s = String::new();
    let _ = writeln!(s, "static int mt_argc;\nstatic char **mt_argv;\n");
    let _ = writeln!(s, "static void *mt_run(void *unused) {{");
    let _ = writeln!(
        s,
        "    char base;\n    (void)unused;\n    mt_g.stack_base = &base;"
    );
    let mut args = Vec::new();
    for (j, &p) in params.iter().enumerate().take(nargin) {
        let name = f.param_names.get(j).cloned().unwrap_or_default();
        let a = t.value(p);
        let fixed = a.as_const();
        let val = format!(
            "mt_arg_number({}, {}, mt_argv[{}])",
            emit::cstr(f.name.as_bytes()),
            emit::cstr(name.as_bytes()),
            j + 1
        );
        let _ = writeln!(s, "    double a{j} = {val};");
        if let Some(x) = fixed {
            let _ = writeln!(
                s,
                "    if (!(a{j} == {} || (isnan(a{j}) && {}))) {{ fprintf(stderr, \"error: {}: this program was compiled for {} = %s\\n\", {}); exit(1); }}",
                emit::lit(x),
                x.is_nan() as u8,
                f.name,
                name,
                emit::cstr(runtime::cfmt::general(x, 17, false, false).as_bytes())
            );
        }
        let r = &a.range;
        if fixed.is_none() && !r.is_top() {
            let mut conds = Vec::new();
            if r.lo.is_finite() || r.hi.is_finite() {
                conds.push(format!(
                    "(a{j} >= {} && a{j} <= {})",
                    emit::lit(r.lo),
                    emit::lit(r.hi)
                ));
            }
            if r.int {
                conds.push(format!("a{j} == floor(a{j})"));
            }
            if r.nan {
                conds = vec![format!(
                    "(isnan(a{j}) || ({}))",
                    if conds.is_empty() {
                        "1".into()
                    } else {
                        conds.join(" && ")
                    }
                )];
            }
            if !conds.is_empty() {
                let what = format!(
                    "{}{} in [{}, {}]",
                    if r.int { "a whole " } else { "" },
                    name,
                    runtime::cfmt::general(r.lo, 6, false, false).replace("inf", "Inf"),
                    runtime::cfmt::general(r.hi, 6, false, false).replace("inf", "Inf")
                );
                let _ = writeln!(
                    s,
                    "    if (!({})) {{ fprintf(stderr, \"error: {}: this program was compiled for {}\\n\"); exit(1); }}",
                    conds.join(" && "),
                    f.name,
                    what
                );
            }
        }
        args.push(format!("a{j}"));
    }
    let _ = writeln!(s, "    {}({});", cc.c_name, args.join(", "));
    let _ = writeln!(s, "    return 0;\n}}\n");
    let stack = deepest_stack(order, compiled);
    let _ = writeln!(s, "#include <pthread.h>");
    let _ = writeln!(s, "int main(int argc, char **argv) {{");
    let _ = writeln!(s, "    pthread_t th;\n    pthread_attr_t at;");
    let _ = writeln!(s, "    mt_argc = argc;\n    mt_argv = argv;");
    let _ = writeln!(
        s,
        "    if (argc != {}) {{ fprintf(stderr, \"usage: %s{}\\n\", argv[0]); return 2; }}",
        nargin + 1,
        (0..nargin)
            .map(|j| format!(
                " {}",
                f.param_names
                    .get(j)
                    .cloned()
                    .unwrap_or_default()
                    .to_uppercase()
            ))
            .collect::<String>()
    );
    let _ = writeln!(s, "    pthread_attr_init(&at);");
    let _ = writeln!(
        s,
        "    pthread_attr_setstacksize(&at, (size_t){}ULL + (8u << 20));",
        stack.saturating_mul(2)
    );
    let _ = writeln!(s, "    if (pthread_create(&th, &at, mt_run, 0)) {{ mt_run(0); }} else {{ pthread_join(th, 0); }}");
    let _ = writeln!(
        s,
        "    fflush(stdout);\n    mt_memstats();\n    return 0;\n}}"
    );
    s
}

/// The largest sum of stack-buffer bytes along a chain of calls (a cycle counted once).
fn deepest_stack(order: &[instances::Instance], compiled: &[Compiled]) -> u64 {
    let own: HashMap<Key, u64> = compiled.iter().map(|c| (c.key, c.stack_bytes)).collect();
    let mut deep: HashMap<Key, u64> = HashMap::new();
    for inst in order {
        let below = inst
            .calls
            .iter()
            .filter_map(|(_, c)| deep.get(c).copied())
            .max()
            .unwrap_or(0);
        deep.insert(inst.key, own.get(&inst.key).copied().unwrap_or(0) + below);
    }
    deep.values().copied().max().unwrap_or(0)
}

/// The engine's entry points (`matc build` of an executable): for each
/// compiled instance `int mtx_NAME(const mt_xarg *in, mt_xarg *out,
/// mt_host *h)`, which unpacks the arguments as the instance takes them,
/// runs it with errors caught, and hands back its outputs in blocks the
/// engine frees with `mtx_free`.
fn hosted_entries(g: &Gen, compiled: &[Compiled], _roots: &[Key]) -> String {
    let mut s = String::from("void mtx_free(void *p);\nvoid mtx_free(void *p) { free(p); }\n\n");
    for c in compiled {
        s.push_str(&hosted_entry(g, c));
    }
    s
}

fn elem_kind(e: Elem) -> u8 {
    match e {
        Elem::F64 => 0,
        Elem::Bool => 1,
        Elem::Char => 2,
        Elem::C64 => 3,
    }
}

fn hosted_entry(g: &Gen, c: &Compiled) -> String {
    let f = g.prog.func(c.key.func);
    let t = instances::types(g.facts, c.key).expect("analysed");
    let lazy = lazy_ranges(f, t);
    let reprs: Vec<Repr> = reprs(f, t, &lazy)
        .into_iter()
        .map(|r| r.unwrap_or(Repr::Absent))
        .collect();
    let name = format!("mtx_{}", c.c_name);
    let mut decl = Vec::new();
    let mut pre = Vec::new();
    let mut args = Vec::new();
    let mut post = Vec::new();
    let mut release = Vec::new();
    let summary = &c.summary;
    let params = &f.block(f.entry).params;
    // Each array argument's elements in the kind this instance reads.
    let mut data: HashMap<usize, String> = HashMap::new();
    for (j, &p) in params.iter().enumerate() {
        if let Repr::Array { elem, .. } = &reprs[p.index()] {
            decl.push(format!("mt_buf tb{j};"));
            pre.push(format!("memset(&tb{j}, 0, sizeof tb{j});"));
            pre.push(format!(
                "const {} *a{j} = (const {} *)mt_xdata(&in[{j}], {}, &tb{j});",
                elem.c_elem(),
                elem.c_elem(),
                elem_kind(*elem)
            ));
            release.push(format!("mt_release(&tb{j});"));
            data.insert(j, format!("a{j}"));
        }
    }
    for (k, conv) in summary.outs.iter().enumerate() {
        if let OutConv::Array { need, io, elem } = conv {
            decl.push(format!("mt_buf ob{k};"));
            pre.push(format!("memset(&ob{k}, 0, sizeof ob{k});"));
            if let Some(j) = io {
                let n = format!("mt_xnumel(&in[{j}]) * {}", elem.bytes());
                pre.push(format!(
                    "mt_reserve(&ob{k}, {n}, 0); if ({n}) {{ memcpy(ob{k}.p, a{j}, {n}); }}"
                ));
            }
            if let Need::Bytes(n) = need {
                pre.push(format!("mt_reserve(&ob{k}, {n}, 1);"));
            }
            release.push(format!("mt_release(&ob{k});"));
        }
    }
    for (j, &p) in params.iter().enumerate() {
        match &reprs[p.index()] {
            Repr::Scalar(Elem::C64) => args.push(format!("mt_xcplx(&in[{j}])")),
            Repr::Scalar(Elem::Bool) => args.push(format!("(int)mt_xnum(&in[{j}])")),
            Repr::Scalar(_) => args.push(format!("mt_xnum(&in[{j}])")),
            Repr::Array { dims, .. } => {
                if summary.io_of(j).is_none() {
                    args.push(data[&j].clone());
                }
                for (d, e) in dims.iter().enumerate() {
                    if *e == Ext::Var {
                        args.push(format!("in[{j}].dims[{d}]"));
                    }
                }
            }
            _ => {}
        }
    }
    for (k, conv) in summary.outs.iter().enumerate() {
        match conv {
            OutConv::Scalar(e) => {
                decl.push(format!("{} os{k} = 0;", e.c_scalar()));
                args.push(format!("&os{k}"));
                post.push(match e {
                    Elem::C64 => format!("mt_xscalar(&out[{k}], 3, creal(os{k}), cimag(os{k}));"),
                    _ => format!(
                        "mt_xscalar(&out[{k}], {}, (double)os{k}, 0);",
                        elem_kind(*e)
                    ),
                });
            }
            OutConv::Array { elem, .. } => {
                args.push(format!("&ob{k}"));
                let dims = match returned_value(f, t, k).map(|r| reprs[r.index()].clone()) {
                    Some(Repr::Array { dims, .. }) => dims,
                    _ => vec![Ext::Var, Ext::Var],
                };
                let mut set = Vec::new();
                for (d, e) in dims.iter().enumerate() {
                    match e {
                        Ext::Var => {
                            decl.push(format!("mt_i od{k}_{d} = 0;"));
                            args.push(format!("&od{k}_{d}"));
                            set.push(format!("out[{k}].dims[{d}] = od{k}_{d};"));
                        }
                        Ext::Const(n) => set.push(format!("out[{k}].dims[{d}] = {n};")),
                    }
                }
                post.push(format!(
                    "out[{k}].kind = {}; out[{k}].nd = {}; {} out[{k}].p = ob{k}.p; if (!ob{k}.heap) {{ out[{k}].p = malloc(mt_xbytes(&out[{k}]) + 1); if (mt_xbytes(&out[{k}])) {{ memcpy(out[{k}].p, ob{k}.p, mt_xbytes(&out[{k}])); }} }}",
                    elem_kind(*elem),
                    dims.len(),
                    set.join(" ")
                ));
            }
        }
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "int {name}(const mt_xarg *in, mt_xarg *out, mt_host *h);"
    );
    let _ = writeln!(
        s,
        "int {name}(const mt_xarg *in, mt_xarg *out, mt_host *h) {{"
    );
    let _ = writeln!(s, "    jmp_buf jb;");
    for d in &decl {
        let _ = writeln!(s, "    {d}");
    }
    let _ = writeln!(s, "    (void)in; (void)out;");
    for p in &pre {
        let _ = writeln!(s, "    {p}");
    }
    let _ = writeln!(s, "    mt_g.write = h->write;");
    let _ = writeln!(
        s,
        "    if (setjmp(jb)) {{ mt_host_fail(h); {} return 1; }}",
        release.join(" ")
    );
    let _ = writeln!(s, "    mt_g.jmp_frame = mt_g.top;\n    mt_g.jmp = &jb;");
    let _ = writeln!(s, "    {}({});", c.c_name, args.join(", "));
    let _ = writeln!(s, "    mt_g.jmp = NULL;");
    for p in &post {
        let _ = writeln!(s, "    {p}");
    }
    for j in data.keys() {
        let _ = writeln!(s, "    mt_release(&tb{j});");
    }
    let _ = writeln!(s, "    return 0;\n}}\n");
    s
}
