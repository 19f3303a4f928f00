//! Reads back the text `print.rs` writes (`matc ir --lir`), so that a test of
//! the verifier or the JIT can start from LIR.
//!
//! The text carries every field of a region, so what is read is the region
//! that was printed (`parse(print(r))` prints as `r`). Block names stand for
//! block indices, and the values an exit writes back for indices into
//! `Region::defs` and `Region::smalls`.

use std::str::FromStr;

use crate::print;
use crate::{
    BinF, Block, Chain, Cmp, Dest, Extent, Frame, Input, Inst, Math, Math2, Part, Region, Resume,
    Small, Term, Ty, V,
};

/// A line that is not what `print.rs` writes: MIR's reader's error.
pub use mir::parse::ParseError;

type Res<T> = Result<T, String>;

const TYPES: [Ty; 7] = [
    Ty::F64,
    Ty::Bool,
    Ty::Arr,
    Ty::Range,
    Ty::C64,
    Ty::Char,
    Ty::Chars,
];

const EXTENTS: [Extent; 4] = [Extent::Rows, Extent::Cols, Extent::Numel, Extent::Length];

/// The roles of the blocks of an elementwise loop (`lower::vector`).
const ROLES: [&str; 3] = ["head", "body", "after"];

/// Reads regions printed one after another (blank lines between them are
/// allowed).
pub fn regions(text: &str) -> Result<Vec<Region>, ParseError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        if lines[k].trim().is_empty() {
            k += 1;
            continue;
        }
        let end = (k + 1..lines.len())
            .find(|&j| !lines[j].starts_with("  "))
            .unwrap_or(lines.len());
        out.push(region_lines(&lines[k..end], k)?);
        k = end;
    }
    Ok(out)
}

/// Reads one region.
pub fn region(text: &str) -> Result<Region, ParseError> {
    let lines: Vec<&str> = text.lines().collect();
    region_lines(&lines, 0)
}

/// A region from its lines, the first at line `first` (0-based) of the text.
fn region_lines(lines: &[&str], first: usize) -> Result<Region, ParseError> {
    let mut r = Reader::default();
    // Block names first: a jump may name a block printed after it.
    for l in lines {
        if let Some(h) = l.strip_prefix("  ").filter(|h| !h.starts_with(' ')) {
            if let Some((name, _)) = h.split_once('(').filter(|_| is_block_header(h)) {
                r.names.push(name.to_string());
            }
        }
    }
    for (k, l) in lines.iter().enumerate() {
        let fail = |message: String| ParseError {
            line: first + k + 1,
            message: format!("{message}: {l:?}"),
        };
        if k == 0 {
            r.header(l).map_err(fail)?;
        } else {
            r.line(l).map_err(fail)?;
        }
    }
    let at_end = first + lines.len().max(1);
    r.finish().map_err(|message| ParseError {
        line: at_end,
        message,
    })
}

/// Whether a line (less its two leading spaces) starts a block: `NAME(...):`.
fn is_block_header(h: &str) -> bool {
    let name = h.split('(').next().unwrap_or_default();
    !name.contains(' ') && (name.starts_with("bb") || name.contains(":bb"))
}

#[derive(Default)]
struct Reader {
    r: Option<Region>,
    names: Vec<String>,
    /// The values each exit writes back, read before `defs` and `smalls`
    /// are known to be complete.
    outs: Vec<Vec<V>>,
}

impl Reader {
    fn region(&mut self) -> Res<&mut Region> {
        self.r.as_mut().ok_or_else(|| "no region line".to_string())
    }

    /// `region F loop bbH (N MIR instructions)` or `region F statements bbH
    /// from iK (N MIR instructions)`.
    fn header(&mut self, l: &str) -> Res<()> {
        let rest = l.strip_prefix("region ").ok_or("expected 'region'")?;
        let (func, what) = match (rest.rfind(" loop bb"), rest.rfind(" statements bb")) {
            (Some(a), Some(b)) => (&rest[..a.max(b)], &rest[a.max(b) + 1..]),
            (Some(a), None) | (None, Some(a)) => (&rest[..a], &rest[a + 1..]),
            (None, None) => return Err("expected 'loop bbN' or 'statements bbN'".into()),
        };
        let mut c = Cur(what);
        let entry = if c.eat("loop bb") {
            None
        } else {
            c.expect("statements bb")?;
            Some(())
        };
        let header = c.num()?;
        let entry = match entry {
            Some(()) => {
                c.expect(" from i")?;
                Some(c.num()?)
            }
            None => None,
        };
        c.expect(" (")?;
        let num_mir_insts = c.num()?;
        c.expect(" MIR instructions)")?;
        c.done()?;
        self.r = Some(Region {
            func: func.to_string(),
            header,
            entry,
            absent: Vec::new(),
            before: Vec::new(),
            finish: None,
            gate: None,
            inputs: Vec::new(),
            blocks: Vec::new(),
            defs: Vec::new(),
            chains: Vec::new(),
            resumes: Vec::new(),
            resume_frame: Vec::new(),
            frames: Vec::new(),
            live: Vec::new(),
            smalls: Vec::new(),
            live_smalls: Vec::new(),
            widths: Vec::new(),
            leaves: Vec::new(),
            num_mir_values: 0,
            num_values: 0,
            num_mir_insts,
            call_depth: 0,
        });
        Ok(())
    }

    fn line(&mut self, l: &str) -> Res<()> {
        if let Some(text) = l.strip_prefix("    ") {
            return self.inst_or_term(text);
        }
        let text = l.strip_prefix("  ").ok_or("expected an indented line")?;
        let names = std::mem::take(&mut self.names);
        let done = self.facts(text, &names);
        self.names = names;
        done
    }

    /// A line of the region's facts, a block header or an exit.
    fn facts(&mut self, text: &str, names: &[String]) -> Res<()> {
        let mut c = Cur(text);
        if c.eat("exit ") {
            return self.exit(&mut c);
        }
        let r = self.region()?;
        if c.eat("inlines calls ") {
            r.call_depth = c.num()?;
            c.expect(" deep")?;
        } else if c.eat("in") {
            for item in c.items() {
                let mut c = Cur(item);
                let v = c.value()?;
                c.expect(": ")?;
                let ty = c.ty()?;
                let lazy = if c.eat(" (lazy ") {
                    let l = c.num()?;
                    c.expect(")")?;
                    Some(l)
                } else {
                    None
                };
                c.done()?;
                r.inputs.push(Input { v, ty, lazy });
            }
        } else if c.eat("writes back") {
            r.defs = c.items().map(typed_value).collect::<Res<_>>()?;
        } else if c.eat("values ") {
            r.num_values = c.num()?;
            c.expect(", temporaries from %")?;
            r.num_mir_values = c.num()?;
        } else if c.eat("may be undefined ") {
            r.absent = c.values()?;
        } else if c.eat("made before entry ") {
            r.before = c.items().map(|i| Cur(i).inst_ref()).collect::<Res<_>>()?;
        } else if c.eat("finishes at exit ") {
            r.finish = Some(c.num()?);
        } else if c.eat("gated by the elements of ") {
            r.gate = Some(c.value()?);
        } else if c.eat("updates ") {
            let input = c.value()?;
            c.expect(" as ")?;
            let members = c.values()?;
            r.chains.push(Chain { input, members });
        } else if c.eat("frame of the call at ") {
            r.frames.push(frame(&mut c)?);
        } else if c.0.starts_with('%') {
            let v = c.value()?;
            if c.eat(" has ") {
                let n = c.num()?;
                c.expect(" columns")?;
                r.widths.push((v, n));
            } else {
                c.expect(" is the ")?;
                let column = if c.eat("column ") {
                    true
                } else {
                    c.expect("row ")?;
                    false
                };
                let elems = c
                    .values()?
                    .into_iter()
                    .map(|e| {
                        r.defs
                            .iter()
                            .position(|d| d.0 == e)
                            .ok_or(format!("%{e} is not written back"))
                    })
                    .collect::<Res<_>>()?;
                r.smalls.push(Small { v, column, elems });
            }
        } else if is_block_header(text) {
            let b = block_header(&mut c)?;
            r.blocks.push(b);
            // Its name must be the one the printer gives it there.
            let k = r.blocks.len() - 1;
            if print::names(&r.blocks).get(k) != names.get(k) {
                return Err("a block name that is not the one its place gives it".into());
            }
        } else {
            return Err("not a line of a region".into());
        }
        c.done()
    }

    /// `exit K: before iI[ of the call at iC][ (left to the interpreter)],
    /// out LIST` or `exit K: at the end of bbB[ of the call at iC], out LIST`.
    fn exit(&mut self, c: &mut Cur) -> Res<()> {
        let r = self.region()?;
        let k: usize = c.num()?;
        if k != r.resumes.len() {
            return Err(format!("exit {k} out of order"));
        }
        c.expect(": ")?;
        let resume = if c.eat("before ") {
            Resume::Inst(c.inst_ref()?)
        } else {
            c.expect("at the end of bb")?;
            Resume::Term(c.num()?)
        };
        let frame = if c.eat(" of the call at ") {
            let call = c.inst_ref()?;
            let fi = r
                .frames
                .iter()
                .position(|f| f.call == call)
                .ok_or(format!("no frame of the call at i{call}"))?;
            Some(fi as u32)
        } else {
            None
        };
        if c.eat(" (left to the interpreter)") {
            r.leaves.push(k as u32);
        }
        c.expect(", out")?;
        let out = c.values()?;
        r.resumes.push(resume);
        r.resume_frame.push(frame);
        self.outs.push(out);
        Ok(())
    }

    fn inst_or_term(&mut self, text: &str) -> Res<()> {
        let names = std::mem::take(&mut self.names);
        let found = |c: &mut Cur| dest(c, &names);
        let mut c = Cur(text);
        let done = if c.eat("jump ") {
            found(&mut c).map(|d| Some(Term::Jump(d)))
        } else if c.eat("br ") {
            (|| -> Res<Option<Term>> {
                let cond = c.value()?;
                c.expect(", ")?;
                let then_ = found(&mut c)?;
                c.expect(", ")?;
                let else_ = found(&mut c)?;
                Ok(Some(Term::Branch { cond, then_, else_ }))
            })()
        } else {
            Ok(None)
        };
        self.names = names;
        let term = done?;
        let r = self.region()?;
        let b = r
            .blocks
            .last_mut()
            .ok_or("an instruction outside a block")?;
        if let Some(t) = term {
            c.done()?;
            b.term = t;
            return Ok(());
        }
        if !matches!(b.term, Term::Jump(Dest::Exit(u32::MAX))) {
            return Err("an instruction after the block's terminator".into());
        }
        let i = inst(&mut c)?;
        c.done()?;
        b.insts.push(i);
        Ok(())
    }

    fn finish(mut self) -> Res<Region> {
        let outs = std::mem::take(&mut self.outs);
        let mut r = self.r.take().ok_or("no region")?;
        for out in outs {
            let mut live = Vec::new();
            let mut smalls = Vec::new();
            for v in out {
                if let Some(d) = r.defs.iter().position(|d| d.0 == v) {
                    live.push(d);
                } else if let Some(s) = r.smalls.iter().position(|s| s.v == v) {
                    smalls.push(s);
                } else {
                    return Err(format!("%{v} is written back but is no def"));
                }
            }
            r.live.push(live);
            r.live_smalls.push(smalls);
        }
        if let Some(b) = r
            .blocks
            .iter()
            .find(|b| b.term == Term::Jump(Dest::Exit(u32::MAX)))
        {
            return Err(format!("block {} has no terminator", print::name(b)));
        }
        Ok(r)
    }
}

/// `%V: TY`.
fn typed_value(item: &str) -> Res<(V, Ty)> {
    let mut c = Cur(item);
    let v = c.value()?;
    c.expect(": ")?;
    let t = c.ty()?;
    c.done()?;
    Ok((v, t))
}

/// `iC: values from %B (N), nargin A, nargout O[, P = %V[ last]]...`
fn frame(c: &mut Cur) -> Res<Frame> {
    let call = c.inst_ref()?;
    c.expect(": values from ")?;
    let base = c.value()?;
    c.expect(" (")?;
    let num_values = c.num()?;
    c.expect("), nargin ")?;
    let nargin = c.num()?;
    c.expect(", nargout ")?;
    let nargout = c.num()?;
    let mut params = Vec::new();
    while c.eat(", ") {
        let p = c.num()?;
        c.expect(" = ")?;
        let v = c.value()?;
        params.push((p, v, c.eat(" last")));
    }
    Ok(Frame {
        call,
        base,
        num_values,
        params,
        nargin,
        nargout,
    })
}

/// `NAME(%V: TY, ...):[  ; latch exit E]`, with no instruction yet (its
/// terminator a placeholder until its `jump` or `br` is read).
fn block_header(c: &mut Cur) -> Res<Block> {
    let name = c.until('(');
    // The `#K` of a name printed before: checked by the caller.
    let name = name.split('#').next().unwrap_or_default();
    let (inlined, rest) = match name.rsplit_once(':') {
        Some((f, rest)) => (Some(f.to_string()), rest),
        None => (None, name),
    };
    let mut n = Cur(rest);
    n.expect("bb")?;
    let mir = n.num()?;
    let elementwise = if n.eat(".i") {
        let at = n.num()?;
        n.expect(".")?;
        let role = ROLES
            .iter()
            .find(|r| **r == n.0)
            .ok_or(format!("unknown role {:?}", n.0))?;
        n.0 = "";
        Some((at, *role))
    } else {
        None
    };
    n.done()?;
    c.expect("(")?;
    let params = c
        .until(')')
        .split(", ")
        .filter(|p| !p.is_empty())
        .map(typed_value)
        .collect::<Res<_>>()?;
    c.expect("):")?;
    let latch = if c.eat("  ; latch exit ") {
        Some(c.num()?)
    } else {
        None
    };
    Ok(Block {
        mir,
        inlined,
        elementwise,
        params,
        insts: Vec::new(),
        term: Term::Jump(Dest::Exit(u32::MAX)),
        latch,
    })
}

/// `exit E` or `NAME(%V, ...)`.
fn dest(c: &mut Cur, names: &[String]) -> Res<Dest> {
    if c.eat("exit ") {
        return Ok(Dest::Exit(c.num()?));
    }
    let name = c.until('(');
    let k = names
        .iter()
        .position(|n| n == name)
        .ok_or(format!("no block {name}"))?;
    c.expect("(")?;
    let args = Cur(c.until(')')).values()?;
    c.expect(")")?;
    Ok(Dest::Block(k, args))
}

/// One instruction, `%D = OP ...`: here the scalar ones.
fn inst(c: &mut Cur) -> Res<Inst> {
    let dst = c.value()?;
    c.expect(" = ")?;
    let op = c.word();
    c.eat(" ");
    let one = |c: &mut Cur| c.value();
    let bin = |op: &str| -> Option<BinF> {
        Some(match op {
            "add" => BinF::Add,
            "sub" => BinF::Sub,
            "mul" => BinF::Mul,
            "div" => BinF::Div,
            _ => return None,
        })
    };
    Ok(match op {
        "f64" => Inst::ConstF {
            dst,
            x: float(c.rest())?,
        },
        "bool" => Inst::ConstB {
            dst,
            b: match c.rest() {
                "true" => true,
                "false" => false,
                _ => return Err("expected true or false".into()),
            },
        },
        "tof64" => Inst::ToF64 { dst, a: one(c)? },
        "code" => Inst::Code { dst, a: one(c)? },
        "char" => Inst::ConstChar {
            dst,
            c: char_literal(c.rest())?,
        },
        "c64" => {
            let (re, im) = c.rest().split_once(", ").ok_or("expected RE, IM")?;
            Inst::ConstC {
                dst,
                re: float(re)?,
                im: float(im)?,
            }
        }
        "toc64" => Inst::ToC64 { dst, a: one(c)? },
        "cneg" => Inst::CNeg { dst, a: one(c)? },
        "cexp" => Inst::CExp { dst, a: one(c)? },
        "real" | "imag" | "cabs" => Inst::CPart {
            dst,
            f: match op {
                "real" => Part::Re,
                "imag" => Part::Im,
                _ => Part::Abs,
            },
            a: one(c)?,
        },
        "copy" => Inst::Copy { dst, a: one(c)? },
        _ if op.len() > 1 && op.starts_with('c') && bin(&op[1..]).is_some() => {
            let (a, b) = two(c)?;
            Inst::CBin {
                dst,
                op: bin(&op[1..]).unwrap(),
                a,
                b,
            }
        }
        _ if op.len() > 1 && op.starts_with('f') && bin(&op[1..]).is_some() => {
            let (a, b) = two(c)?;
            Inst::Bin {
                dst,
                op: bin(&op[1..]).unwrap(),
                a,
                b,
            }
        }
        "pow" => {
            let (a, b) = two(c)?;
            Inst::Pow {
                dst,
                a,
                b,
                exit: exit(c)?,
            }
        }
        "fcmp" => {
            let op = match c.word() {
                "lt" => Cmp::Lt,
                "le" => Cmp::Le,
                "gt" => Cmp::Gt,
                "ge" => Cmp::Ge,
                "eq" => Cmp::Eq,
                "ne" => Cmp::Ne,
                w => return Err(format!("unknown comparison {w}")),
            };
            c.expect(" ")?;
            let (a, b) = two(c)?;
            Inst::Cmp { dst, op, a, b }
        }
        "fneg" => Inst::Neg { dst, a: one(c)? },
        "not" => Inst::NotB { dst, a: one(c)? },
        "fnot" => Inst::NotF {
            dst,
            a: one(c)?,
            exit: exit(c)?,
        },
        "and" | "or" => {
            let (a, b) = two(c)?;
            Inst::Logic {
                dst,
                and: op == "and",
                a,
                b,
                exit: exit(c)?,
            }
        }
        "andb" | "orb" => {
            let (a, b) = two(c)?;
            Inst::LogicB {
                dst,
                and: op == "andb",
                a,
                b,
            }
        }
        "truth" => Inst::Truth {
            dst,
            a: one(c)?,
            exit: exit(c)?,
        },
        "present" => Inst::Present {
            dst,
            a: one(c)?,
            exit: exit(c)?,
        },
        "select" => {
            let c_ = c.value()?;
            c.expect(", ")?;
            let (a, b) = two(c)?;
            Inst::Select { dst, c: c_, a, b }
        }
        _ => return access_or_kernel(op, dst, c),
    })
}

/// An instruction on arrays and ranges, or a kernel, extent of `op`.
fn access_or_kernel(op: &str, dst: V, c: &mut Cur) -> Res<Inst> {
    let one = |c: &mut Cur| c.value();
    Ok(match op {
        "range" => {
            let (base, inc) = two(c)?;
            c.expect(", ")?;
            Inst::MakeRange {
                dst,
                base,
                inc,
                limit: c.value()?,
                exit: exit(c)?,
            }
        }
        "forcount" => Inst::ForCount {
            dst,
            range: one(c)?,
        },
        "foritem" => {
            let (range, k) = two(c)?;
            Inst::ForItem { dst, range, k }
        }
        "forelem" => {
            let (arr, k) = two(c)?;
            Inst::ForElem {
                dst,
                arr,
                k,
                exit: exit(c)?,
            }
        }
        "prefetch" => {
            let arr = c.value()?;
            c.expect("(")?;
            let k = c.value()?;
            c.expect(")")?;
            Inst::Prefetch { dst, arr, k }
        }
        "load" | "store" => {
            let arr = c.value()?;
            c.expect("(")?;
            let idx = Cur(c.until(')')).values()?;
            c.expect(")")?;
            let x = if op == "store" {
                c.expect(" = ")?;
                Some(c.value()?)
            } else {
                None
            };
            let exit = if c.0.is_empty() { None } else { Some(exit(c)?) };
            match x {
                Some(x) => Inst::Store {
                    dst,
                    arr,
                    idx,
                    x,
                    exit,
                },
                None => Inst::Load {
                    dst,
                    arr,
                    idx,
                    exit,
                },
            }
        }
        _ => {
            if let Some(&f) = Math2::ALL.iter().find(|m| m.name() == op) {
                let (a, b) = two(c)?;
                Inst::Math2 { dst, f, a, b }
            } else if let Some(&f) = Math::ALL.iter().find(|m| m.name() == op) {
                let a = one(c)?;
                let exit = if c.0.is_empty() { None } else { Some(exit(c)?) };
                Inst::Math { dst, f, a, exit }
            } else if let Some(&what) = EXTENTS.iter().find(|e| e.name() == op) {
                Inst::Extent {
                    dst,
                    what,
                    arr: one(c)?,
                }
            } else {
                return Err(format!("unknown instruction {op:?}"));
            }
        }
    })
}

/// `%A, %B`.
fn two(c: &mut Cur) -> Res<(V, V)> {
    let a = c.value()?;
    c.expect(", ")?;
    Ok((a, c.value()?))
}

/// ` else exit E`.
fn exit(c: &mut Cur) -> Res<u32> {
    c.expect(" else exit ")?;
    c.num()
}

/// A double as `{:?}` prints it (`1.0`, `-inf`, `NaN`, `1e300`).
fn float(s: &str) -> Res<f64> {
    f64::from_str(s).map_err(|_| format!("{s:?} is not a number"))
}

/// A byte as `{:?}` of its `char` prints it: `'a'`, `'\n'`, `'\u{7f}'`.
fn char_literal(s: &str) -> Res<u8> {
    let bad = || format!("{s:?} is not a character");
    let inner = s
        .strip_prefix('\'')
        .and_then(|s| s.strip_suffix('\''))
        .ok_or_else(bad)?;
    let c = match inner.strip_prefix('\\') {
        None => {
            let mut cs = inner.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => c,
                _ => return Err(bad()),
            }
        }
        Some("n") => '\n',
        Some("t") => '\t',
        Some("r") => '\r',
        Some("0") => '\0',
        Some("\\") => '\\',
        Some("'") => '\'',
        Some("\"") => '"',
        Some(u) => {
            let hex = u
                .strip_prefix("u{")
                .and_then(|h| h.strip_suffix('}'))
                .ok_or_else(bad)?;
            char::from_u32(u32::from_str_radix(hex, 16).map_err(|_| bad())?).ok_or_else(bad)?
        }
    };
    u8::try_from(u32::from(c)).map_err(|_| bad())
}

/// What is left of a line to read.
struct Cur<'a>(&'a str);

impl<'a> Cur<'a> {
    fn eat(&mut self, p: &str) -> bool {
        match self.0.strip_prefix(p) {
            Some(rest) => {
                self.0 = rest;
                true
            }
            None => false,
        }
    }
    fn expect(&mut self, p: &str) -> Res<()> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(format!("expected {p:?} at {:?}", self.0))
        }
    }
    fn done(&self) -> Res<()> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(format!("unexpected {:?}", self.0))
        }
    }
    fn rest(&mut self) -> &'a str {
        std::mem::take(&mut self.0)
    }
    /// Up to `end` (not eaten), or the rest.
    fn until(&mut self, end: char) -> &'a str {
        let k = self.0.find(end).unwrap_or(self.0.len());
        let (a, b) = self.0.split_at(k);
        self.0 = b;
        a
    }
    fn word(&mut self) -> &'a str {
        let k = self
            .0
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.0.len());
        let (a, b) = self.0.split_at(k);
        self.0 = b;
        a
    }
    fn num<T: FromStr>(&mut self) -> Res<T> {
        let k = self
            .0
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(self.0.len());
        let (a, b) = self.0.split_at(k);
        let n = a
            .parse()
            .map_err(|_| format!("expected a number at {:?}", self.0))?;
        self.0 = b;
        Ok(n)
    }
    fn value(&mut self) -> Res<V> {
        self.expect("%")?;
        self.num()
    }
    /// `iK`.
    fn inst_ref(&mut self) -> Res<u32> {
        self.expect("i")?;
        self.num()
    }
    fn ty(&mut self) -> Res<Ty> {
        let w = self.word();
        TYPES
            .into_iter()
            .find(|t| print::ty(*t) == w)
            .ok_or(format!("unknown type {w:?}"))
    }
    /// The rest as items separated by `, ` (none when it is empty or a space).
    fn items(&mut self) -> impl Iterator<Item = &'a str> {
        let rest = self.rest();
        let rest = rest.strip_prefix(' ').unwrap_or(rest);
        rest.split(", ").filter(|s| !s.is_empty())
    }
    /// The rest as `%A, %B, ...`.
    fn values(&mut self) -> Res<Vec<V>> {
        self.items().map(|i| Cur(i).whole_value()).collect()
    }
    fn whole_value(mut self) -> Res<V> {
        let v = self.value()?;
        self.done()?;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kernel_and_extent_reads_back() {
        let mut insts: Vec<Inst> = Math::ALL
            .iter()
            .flat_map(|&f| {
                [
                    Inst::Math {
                        dst: 1,
                        f,
                        a: 0,
                        exit: None,
                    },
                    Inst::Math {
                        dst: 1,
                        f,
                        a: 0,
                        exit: Some(3),
                    },
                ]
            })
            .collect();
        insts.extend(Math2::ALL.iter().map(|&f| Inst::Math2 {
            dst: 2,
            f,
            a: 0,
            b: 1,
        }));
        insts.extend(EXTENTS.iter().map(|&what| Inst::Extent {
            dst: 1,
            what,
            arr: 0,
        }));
        for c in [b'a', b'\'', b'\\', b'\n', 0, 127, 200, 255] {
            insts.push(Inst::ConstChar { dst: 1, c });
        }
        for x in [1.0, -0.0, 1e300, 5e-324, f64::INFINITY, -f64::INFINITY] {
            insts.push(Inst::ConstF { dst: 1, x });
        }
        for i in insts {
            let text = print::inst(&i);
            let mut c = Cur(&text);
            assert_eq!(inst(&mut c), Ok(i), "{text}");
        }
    }

    #[test]
    fn a_bad_line_names_its_line() {
        let text = "region f loop bb1 (2 MIR instructions)\n  in %0: f64\n  bb1(%0: f64):\n    %1 = fmul %0\n    jump exit 0\n";
        let e = region(text).unwrap_err();
        assert_eq!(e.line, 4, "{e}");
        assert!(e.message.contains("%1 = fmul %0"), "{e}");
    }
}
