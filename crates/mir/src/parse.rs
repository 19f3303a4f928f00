//! Reads back the text `print.rs` writes (`matc ir`), so that a test of a pass or an analysis can start from IR.
//!
//! The text names functions rather than numbering them, and shows source
//! lines rather than spans, so what is read is a program that prints the
//! same text, not always the one that was printed: a call of a function
//! names it, and the reader takes the function of that name in the caller's
//! file (else any of that name, else a new empty one); each file's text is
//! made of the source lines the listing quotes, at their line numbers, so
//! that every instruction's span falls on its line. A function the listing
//! leaves out (`matc ir` prints only the lowered ones) is an empty one.

use std::collections::HashMap;
use std::path::PathBuf;

use syntax::ast::{BinOp, Span, UnOp};

use crate::ir::*;

/// A line of the listing that is not what `print.rs` writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line of the listing.
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

type Res<T> = Result<T, String>;

/// A function named where it is used, resolved once every function is read.
enum FuncRef {
    Callee,
    HandleTarget,
    Closure,
}

/// What is read of a program before function names and spans are resolved.
#[derive(Default)]
struct Reader {
    prog: Program,
    /// Listed functions by id (the others stay empty placeholders).
    listed: Vec<bool>,
    files: HashMap<PathBuf, FileId>,
    /// Per file: the quoted source lines by line number.
    quotes: Vec<HashMap<u32, String>>,
    /// (function, instruction, source line) of every instruction with a line.
    lines: Vec<(FuncId, InstId, u32)>,
    /// (function, instruction, how, name) of every function named by an instruction.
    names: Vec<(FuncId, InstId, FuncRef, String)>,
    /// (eval function, host name).
    hosts: Vec<(FuncId, String)>,
}

/// Reads a listing of `matc ir` (functions as `print::function_to_string`
/// writes them, one after another).
pub fn parse_program(text: &str) -> Result<Program, ParseError> {
    let mut r = Reader::default();
    let mut cur: Option<FuncId> = None;
    let mut comments = 0;
    for (n, line) in text.lines().enumerate() {
        let err = |message: String| ParseError {
            line: n + 1,
            message,
        };
        if line.is_empty() {
            continue;
        }
        if !line.starts_with(' ') {
            cur = Some(r.header(line).map_err(err)?);
            comments = 0;
            continue;
        }
        let Some(fid) = cur else {
            return Err(err("a line outside any function".into()));
        };
        let result = if let Some(rest) = line.strip_prefix("      ; ") {
            r.quote(fid, rest)
        } else if let Some(rest) = line.strip_prefix("  ; ") {
            comments += 1;
            r.comment(fid, rest, comments == 1)
        } else if let Some(rest) = line.strip_prefix("    ") {
            r.inst_or_term(fid, rest)
        } else if let Some(rest) = line.strip_prefix("  ") {
            r.block(fid, rest)
        } else {
            Err("not a line of a listing".into())
        };
        result.map_err(err)?;
    }
    r.finish()
        .map_err(|message| ParseError { line: 0, message })
}

fn value(s: &str) -> Res<ValueId> {
    s.strip_prefix('%')
        .and_then(|d| d.parse().ok())
        .map(ValueId)
        .ok_or_else(|| format!("expected a value, found '{s}'"))
}

fn block_id(s: &str) -> Res<BlockId> {
    s.strip_prefix("bb")
        .and_then(|d| d.parse().ok())
        .map(BlockId)
        .ok_or_else(|| format!("expected a block, found '{s}'"))
}

fn arg(s: &str) -> Res<Arg> {
    if s == ":" {
        Ok(Arg::Colon)
    } else if let Some(v) = s.strip_suffix("...") {
        Ok(Arg::Spread(value(v)?))
    } else {
        Ok(Arg::Value(value(s)?))
    }
}

fn args(s: &str) -> Res<Vec<Arg>> {
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split(", ").map(arg).collect()
}

fn values(s: &str) -> Res<Vec<ValueId>> {
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split(", ").map(value).collect()
}

fn rows(s: &str) -> Res<Vec<Vec<Arg>>> {
    if s.is_empty() {
        return Ok(Vec::new());
    }
    s.split("; ").map(args).collect()
}

/// An instruction reading or writing part of a value (`index`, `field`,
/// `end`, their assignments and `index_delete`); `None` for any other.
fn access_inst(op: &str, rest: &str) -> Res<Option<InstKind>> {
    let update = |r: &str| match r.strip_suffix(" for_update") {
        Some(r) => (r.to_string(), true),
        None => (r.to_string(), false),
    };
    Ok(Some(match op {
        "index" => {
            let (r, for_update) = update(rest);
            let (base, kind, args) = indexed(&r)?;
            InstKind::Index {
                base,
                kind,
                args,
                for_update,
            }
        }
        "field" => {
            let (r, for_update) = update(rest);
            let (base, name) = split2(&r, ".")?;
            match name.strip_prefix('(').and_then(|n| n.strip_suffix(')')) {
                Some(n) => InstKind::DynField {
                    base: value(base)?,
                    name: value(n)?,
                    for_update,
                },
                None => InstKind::Field {
                    base: value(base)?,
                    name: name.to_string(),
                    for_update,
                },
            }
        }
        "end" => {
            let (base, r) = split2(rest, " dim ")?;
            let (dim, count) = split2(r, "/")?;
            let dim: u32 = dim.parse().map_err(|_| "bad dimension")?;
            InstKind::End {
                base: value(base)?,
                dim: dim.checked_sub(1).ok_or("dimension 0")?,
                count: count.parse().map_err(|_| "bad count")?,
            }
        }
        "index_assign" => {
            let (target, v) = rest.rsplit_once(" = ").ok_or("expected ' = '")?;
            let (base, kind, args) = indexed(target)?;
            InstKind::IndexAssign {
                base,
                kind,
                args,
                value: value(v)?,
            }
        }
        "index_delete" => {
            let (base, _, args) = indexed(rest)?;
            InstKind::IndexDelete { base, args }
        }
        "field_assign" => {
            let (target, v) = rest.rsplit_once(" = ").ok_or("expected ' = '")?;
            let (base, name) = split2(target, ".")?;
            match name.strip_prefix('(').and_then(|n| n.strip_suffix(')')) {
                Some(n) => InstKind::DynFieldAssign {
                    base: value(base)?,
                    name: value(n)?,
                    value: value(v)?,
                },
                None => InstKind::FieldAssign {
                    base: value(base)?,
                    name: name.to_string(),
                    value: value(v)?,
                },
            }
        }
        _ => return Ok(None),
    }))
}

fn konst(s: &str) -> Res<Const> {
    let quoted = |q: char| {
        s.strip_prefix(q).and_then(|x| x.strip_suffix(q)).map(|x| {
            x.replace("\\n", "\n")
                .replace(&format!("{q}{q}"), &q.to_string())
        })
    };
    Ok(match s {
        "[]" => Const::EmptyMatrix,
        "{}" => Const::EmptyCell,
        "true" => Const::Bool(true),
        "false" => Const::Bool(false),
        _ if s.starts_with('\'') => Const::Char(quoted('\'').ok_or("unterminated char")?),
        _ if s.starts_with('"') => Const::Str(quoted('"').ok_or("unterminated string")?),
        _ if s.starts_with('[') => number_matrix(s)?,
        _ => match s.strip_suffix('i').map(str::parse::<f64>) {
            Some(Ok(x)) => Const::Imag(x),
            _ => Const::Num(s.parse().map_err(|_| format!("bad constant '{s}'"))?),
        },
    })
}

/// `[1.0, 2.0; 3.0, -4.0]` (as `print` writes a `Const::Matrix`).
fn number_matrix(s: &str) -> Res<Const> {
    let inner = s
        .strip_prefix('[')
        .and_then(|x| x.strip_suffix(']'))
        .ok_or("unterminated matrix")?;
    let rows: Vec<Vec<f64>> = inner
        .split("; ")
        .map(|r| r.split(", ").map(str::parse).collect::<Result<_, _>>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("bad matrix '{s}'"))?;
    let cols = rows[0].len();
    if rows.iter().any(|r| r.len() != cols) {
        return Err(format!("ragged matrix '{s}'"));
    }
    let data = (0..cols)
        .flat_map(|j| rows.iter().map(move |r| r[j]))
        .collect();
    Ok(Const::Matrix {
        rows: rows.len(),
        cols,
        data,
    })
}

/// `bbN` or `bbN(%a, %b)` at the start of `s`; the target and the rest.
fn target(s: &str) -> Res<(Target, &str)> {
    let end = s.find([',', '(']).unwrap_or(s.len());
    let block = block_id(&s[..end])?;
    if s[end..].starts_with('(') {
        let close = s[end..].find(')').ok_or("unclosed target arguments")? + end;
        let args = values(&s[end + 1..close])?;
        Ok((Target { block, args }, &s[close + 1..]))
    } else {
        Ok((
            Target {
                block,
                args: Vec::new(),
            },
            &s[end..],
        ))
    }
}

/// `base(args)` or `base{args}`.
fn indexed(s: &str) -> Res<(ValueId, IndexKind, Vec<Arg>)> {
    let open = s.find(['(', '{']).ok_or("expected a subscript")?;
    let kind = if s[open..].starts_with('(') {
        IndexKind::Paren
    } else {
        IndexKind::Brace
    };
    let inner = &s[open + 1..s.len() - 1];
    Ok((value(&s[..open])?, kind, args(inner)?))
}

fn split2<'a>(s: &'a str, sep: &str) -> Res<(&'a str, &'a str)> {
    s.split_once(sep)
        .ok_or_else(|| format!("expected '{sep}' in '{s}'"))
}

/// A terminator, or None when the line is an instruction.
fn terminator(s: &str) -> Res<Option<Terminator>> {
    Ok(Some(if let Some(t) = s.strip_prefix("jump ") {
        Terminator::Jump(target(t)?.0)
    } else if let Some(r) = s.strip_prefix("br ") {
        let (cond, r) = split2(r, ", ")?;
        let (then_, r) = target(r)?;
        let r = r.strip_prefix(", ").ok_or("expected the else target")?;
        let (else_, _) = target(r)?;
        Terminator::Branch {
            cond: value(cond)?,
            then_,
            else_,
        }
    } else if s == "return" {
        Terminator::Return(Vec::new())
    } else if let Some(r) = s.strip_prefix("return ") {
        Terminator::Return(
            r.split(", ")
                .map(|v| {
                    if v == "-" {
                        Ok(None)
                    } else {
                        value(v).map(Some)
                    }
                })
                .collect::<Res<_>>()?,
        )
    } else if let Some(v) = s.strip_prefix("rethrow ") {
        Terminator::Rethrow(value(v)?)
    } else if s == "unreachable" {
        Terminator::Unreachable
    } else {
        return Ok(None);
    }))
}

impl Reader {
    fn func(&mut self, f: FuncId) -> &mut Function {
        &mut self.prog.functions[f.index()]
    }

    /// A function header: `KIND fnN NAME(PARAMS) -> [OUTPUTS]  ; ssa  ; dynamic workspace`.
    fn header(&mut self, line: &str) -> Res<FuncId> {
        let (mut line, mut dynamic, mut ssa) = (line, false, false);
        if let Some(l) = line.strip_suffix("  ; dynamic workspace") {
            (line, dynamic) = (l, true);
        }
        if let Some(l) = line.strip_suffix("  ; ssa") {
            (line, ssa) = (l, true);
        }
        let (kind, rest, host) = if let Some(r) = line.strip_prefix("function ") {
            (FunctionKind::Named, r, None)
        } else if let Some(r) = line.strip_prefix("script ") {
            (FunctionKind::Script, r, None)
        } else if let Some(r) = line.strip_prefix("anonymous function (") {
            let (n, r) = split2(r, " captured) ")?;
            let captures = n.parse().map_err(|_| format!("bad capture count '{n}'"))?;
            (FunctionKind::Anonymous { captures }, r, None)
        } else if let Some(r) = line.strip_prefix("eval code of ") {
            let (host, r) = split2(r, " ")?;
            (
                FunctionKind::Eval { host: FuncId(0) },
                r,
                Some(host.to_string()),
            )
        } else {
            return Err(format!("not a function header: '{line}'"));
        };
        let (id, rest) = split2(rest, " ")?;
        let id = id
            .strip_prefix("fn")
            .and_then(|d| d.parse().ok())
            .map(FuncId)
            .ok_or_else(|| format!("bad function id '{id}'"))?;
        let arrow = rest.rfind(" -> [").ok_or("expected ' -> ['")?;
        let outputs = rest[arrow + 5..]
            .strip_suffix(']')
            .ok_or("expected ']' after the outputs")?;
        let sig = rest[..arrow]
            .strip_suffix(')')
            .ok_or("expected ')' after the parameters")?;
        let open = sig.rfind('(').ok_or("expected '(' before the parameters")?;
        let names = |s: &str| -> Vec<String> {
            if s.is_empty() {
                Vec::new()
            } else {
                s.split(", ").map(str::to_string).collect()
            }
        };
        let (param_names, output_names) = (names(&sig[open + 1..]), names(outputs));
        while self.prog.functions.len() <= id.index() {
            self.prog.functions.push(Function::empty(
                "?".into(),
                FunctionKind::Named,
                FileId(0),
                Span::default(),
            ));
            self.listed.push(false);
        }
        if self.listed[id.index()] {
            return Err(format!("{id} is listed twice"));
        }
        self.listed[id.index()] = true;
        if let Some(h) = host {
            self.hosts.push((id, h));
        }
        let f = self.func(id);
        f.name = sig[..open].to_string();
        f.kind = kind;
        f.has_varargin = param_names.last().is_some_and(|p| p == "varargin");
        f.has_varargout = output_names.last().is_some_and(|p| p == "varargout");
        f.param_names = param_names;
        f.output_names = output_names;
        f.is_ssa = ssa;
        f.dynamic_workspace = dynamic;
        Ok(id)
    }

    /// `file PATH` (the first comment line) or the variables kept in slots.
    fn comment(&mut self, fid: FuncId, rest: &str, first: bool) -> Res<()> {
        if let Some(path) = rest.strip_prefix("file ").filter(|_| first) {
            let path = PathBuf::from(path);
            let next = FileId(self.prog.files.len() as u32);
            let file = *self.files.entry(path.clone()).or_insert(next);
            if file == next {
                self.prog.files.push(SourceFile {
                    path,
                    text: String::new(),
                });
                self.quotes.push(HashMap::new());
            }
            self.func(fid).file = file;
            return Ok(());
        }
        for slot in rest.split(", ") {
            let (name, kind) = slot.rsplit_once(' ').ok_or("expected 'name Kind'")?;
            let kind = match kind {
                "Global" => VarKind::Global,
                "Persistent" => VarKind::Persistent,
                "Local" => VarKind::Local,
                _ => return Err(format!("unknown variable kind '{kind}'")),
            };
            self.func(fid).vars.push(Var {
                name: name.to_string(),
                kind,
            });
        }
        Ok(())
    }

    /// `LINE: source text`, a source line quoted where it first appears.
    fn quote(&mut self, fid: FuncId, rest: &str) -> Res<()> {
        let (n, text) = split2(rest, ":")?;
        let n: u32 = n.parse().map_err(|_| format!("bad line number '{n}'"))?;
        let file = self.func(fid).file.index();
        let quotes = self
            .quotes
            .get_mut(file)
            .ok_or("a source line without a file")?;
        quotes.insert(n, text.strip_prefix(' ').unwrap_or(text).to_string());
        Ok(())
    }

    /// The variable of this name, made a local one if new.
    fn var(&mut self, fid: FuncId, name: &str) -> VarId {
        let f = self.func(fid);
        if let Some(k) = f.vars.iter().position(|v| v.name == name) {
            return VarId(k as u32);
        }
        f.vars.push(Var {
            name: name.to_string(),
            kind: VarKind::Local,
        });
        VarId(f.vars.len() as u32 - 1)
    }

    fn var_ref(&mut self, fid: FuncId, s: &str) -> Res<VarId> {
        let name = s
            .strip_prefix('$')
            .ok_or_else(|| format!("expected a variable, found '{s}'"))?;
        Ok(self.var(fid, name))
    }

    /// A defined value, `%N` or `%N:name`, recording its name.
    fn def(&mut self, fid: FuncId, s: &str) -> Res<ValueId> {
        let (v, name) = match s.split_once(':') {
            Some((v, name)) => (value(v)?, Some(name)),
            None => (value(s)?, None),
        };
        let var = name.map(|n| self.var(fid, n));
        let f = self.func(fid);
        if f.value_names.len() <= v.index() {
            f.value_names.resize(v.index() + 1, None);
            f.num_values = v.0 + 1;
        }
        f.value_names[v.index()] = var;
        Ok(v)
    }

    /// Notes a value that is only used, so that `num_values` covers it.
    fn used(&mut self, fid: FuncId, vs: impl IntoIterator<Item = ValueId>) {
        let f = self.func(fid);
        for v in vs {
            if f.value_names.len() <= v.index() {
                f.value_names.resize(v.index() + 1, None);
                f.num_values = v.0 + 1;
            }
        }
    }

    /// `bbN:` or `bbN(params):`, then `  ; entry` on the entry block.
    fn block(&mut self, fid: FuncId, rest: &str) -> Res<()> {
        let (rest, entry) = match rest.strip_suffix("  ; entry") {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let head = rest.strip_suffix(':').ok_or("expected ':' after a block")?;
        let (id, params) = match head.split_once('(') {
            Some((id, p)) => (id, p.strip_suffix(')').ok_or("unclosed parameters")?),
            None => (head, ""),
        };
        let id = block_id(id)?;
        if id.index() != self.func(fid).blocks.len() {
            return Err(format!("{id} out of order"));
        }
        let mut ps = Vec::new();
        if !params.is_empty() {
            for p in params.split(", ") {
                ps.push(self.def(fid, p)?);
            }
        }
        let f = self.func(fid);
        if entry {
            f.entry = id;
        }
        f.blocks.push(Block {
            params: ps,
            insts: Vec::new(),
            term: Terminator::Unreachable,
            span: Span::default(),
        });
        Ok(())
    }

    fn inst_or_term(&mut self, fid: FuncId, rest: &str) -> Res<()> {
        if self.func(fid).blocks.is_empty() {
            return Err("an instruction outside any block".into());
        }
        if let Some(term) = terminator(rest)? {
            self.used(fid, term.operands());
            self.func(fid).blocks.last_mut().unwrap().term = term;
            return Ok(());
        }
        // The source line, after padding: `BODY   ; L12`.
        let (body, line) = match rest.rsplit_once(" ; L") {
            Some((b, n)) if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) => {
                (b.trim_end(), n.parse::<u32>().ok())
            }
            _ => (rest, None),
        };
        let mut results = Vec::new();
        let mut text = body;
        if body.starts_with('%') {
            if let Some((lhs, rhs)) = body.split_once(" = ") {
                if lhs
                    .split(", ")
                    .all(|r| value(r.split(':').next().unwrap_or("")).is_ok())
                {
                    for r in lhs.split(", ") {
                        results.push(self.def(fid, r)?);
                    }
                    text = rhs;
                }
            }
        }
        let id = InstId(self.func(fid).insts.len() as u32);
        let kind = self.inst(fid, id, text)?;
        self.used(fid, kind.operands());
        if let Some(n) = line {
            self.lines.push((fid, id, n));
        }
        let f = self.func(fid);
        f.insts.push(Inst {
            kind,
            results,
            span: Span::default(),
        });
        f.blocks.last_mut().unwrap().insts.push(id);
        Ok(())
    }

    fn inst(&mut self, fid: FuncId, id: InstId, s: &str) -> Res<InstKind> {
        let (op, rest) = s.split_once(' ').unwrap_or((s, ""));
        let declared = |me: &mut Self, r: &str| -> Res<(VarId, Option<ValueId>)> {
            match r.split_once(" = ") {
                Some((v, init)) => Ok((me.var_ref(fid, v)?, Some(value(init)?))),
                None => Ok((me.var_ref(fid, r)?, None)),
            }
        };
        if let Some(k) = access_inst(op, rest)? {
            return Ok(k);
        }
        if let Some(k) = self.callable_inst(fid, id, op, rest)? {
            return Ok(k);
        }
        Ok(match op {
            "const" => InstKind::Const(konst(rest)?),
            "undef" => InstKind::Undef(self.var_ref(fid, rest)?),
            "copy" => InstKind::Copy(value(rest)?),
            "require" => InstKind::Require(value(rest)?),
            "read" => InstKind::ReadVar(self.var_ref(fid, rest)?),
            "write" => {
                let (v, x) = split2(rest, ", ")?;
                InstKind::WriteVar(self.var_ref(fid, v)?, value(x)?)
            }
            "neg" => InstKind::Unary(UnOp::Neg, value(rest)?),
            "uplus" => InstKind::Unary(UnOp::Plus, value(rest)?),
            "not" => InstKind::Unary(UnOp::Not, value(rest)?),
            "ctranspose" | "transpose" => InstKind::Transpose {
                conjugate: op == "ctranspose",
                operand: value(rest)?,
            },
            "range" => {
                let parts: Vec<&str> = rest.split(':').collect();
                match parts[..] {
                    [a, b] => InstKind::Range {
                        start: value(a)?,
                        step: None,
                        stop: value(b)?,
                    },
                    [a, s, b] => InstKind::Range {
                        start: value(a)?,
                        step: Some(value(s)?),
                        stop: value(b)?,
                    },
                    _ => return Err(format!("bad range '{rest}'")),
                }
            }
            "concat" => InstKind::Concat(rows(
                rest.strip_prefix('[')
                    .and_then(|r| r.strip_suffix(']'))
                    .ok_or("expected [rows]")?,
            )?),
            "cell" => InstKind::CellLiteral(rows(
                rest.strip_prefix('{')
                    .and_then(|r| r.strip_suffix('}'))
                    .ok_or("expected {rows}")?,
            )?),
            "switch_match" => {
                let (a, b) = split2(rest, ", ")?;
                InstKind::SwitchMatch {
                    subject: value(a)?,
                    case_value: value(b)?,
                }
            }
            "defined" => InstKind::Defined(value(rest)?),
            "truth" => InstKind::Truth(value(rest)?),
            "for_count" => InstKind::ForCount(value(rest)?),
            "for_item" => {
                let (a, b) = split2(rest, ", ")?;
                InstKind::ForItem {
                    iter: value(a)?,
                    k: value(b)?,
                }
            }
            "nargin" => InstKind::Nargin,
            "nargout" => InstKind::Nargout,
            "display" => {
                let (name, v) = rest.rsplit_once(", ").ok_or("expected ', '")?;
                let name = name
                    .strip_prefix('\'')
                    .and_then(|n| n.strip_suffix('\''))
                    .ok_or("expected a quoted name")?;
                InstKind::Display {
                    name: name.to_string(),
                    value: value(v)?,
                }
            }
            "global" => {
                let (v, init) = declared(self, rest)?;
                InstKind::DeclareGlobal(v, init)
            }
            "persistent" => {
                let (v, init) = declared(self, rest)?;
                InstKind::DeclarePersistent(v, init)
            }
            "push_handler" => InstKind::PushHandler {
                handler: block_id(rest)?,
            },
            "pop_handler" => InstKind::PopHandler,
            "eval" | "evalc" => {
                let (code, catch_code) = match rest.split_once(", ") {
                    Some((c, k)) => (value(c)?, Some(value(k)?)),
                    None => (value(rest)?, None),
                };
                InstKind::Eval {
                    code,
                    catch_code,
                    capture: op == "evalc",
                }
            }
            _ if op.starts_with('%') => {
                let mut parts = s.splitn(3, ' ');
                let (a, sym, b) = (parts.next(), parts.next(), parts.next());
                let (Some(a), Some(sym), Some(b)) = (a, sym, b) else {
                    return Err(format!("bad instruction '{s}'"));
                };
                let op = BinOp::ALL
                    .into_iter()
                    .find(|o| o.symbol() == sym)
                    .ok_or_else(|| format!("unknown operator '{sym}'"))?;
                InstKind::Binary(op, value(a)?, value(b)?)
            }
            _ => return Err(format!("unknown instruction '{s}'")),
        })
    }

    /// A call, a function handle or a closure (their functions named now,
    /// resolved by `finish`); `None` for any other instruction.
    fn callable_inst(
        &mut self,
        fid: FuncId,
        id: InstId,
        op: &str,
        rest: &str,
    ) -> Res<Option<InstKind>> {
        Ok(Some(match op {
            "call" | "call_stmt" => {
                let inner = rest.strip_suffix(')').ok_or("expected ')' after a call")?;
                let open = inner.rfind('(').ok_or("expected '(' in a call")?;
                let callee = &inner[..open];
                let callee = if let Some(n) = callee.strip_prefix("builtin ") {
                    Callee::Builtin(n.to_string())
                } else if let Some(h) = callee.strip_prefix("handle ") {
                    Callee::Handle(value(h)?)
                } else if let Some(n) = callee.strip_prefix("unresolved ") {
                    Callee::Unresolved(n.to_string())
                } else {
                    self.names
                        .push((fid, id, FuncRef::Callee, callee.to_string()));
                    Callee::Func(FuncId(0))
                };
                InstKind::Call {
                    callee,
                    args: args(&inner[open + 1..])?,
                    stmt: op == "call_stmt",
                }
            }
            "func_handle" => {
                let r = rest.strip_prefix('@').ok_or("expected '@'")?;
                match r.split_once(" -> ") {
                    Some((name, target)) => {
                        self.names
                            .push((fid, id, FuncRef::HandleTarget, target.to_string()));
                        InstKind::FuncHandle {
                            name: name.to_string(),
                            target: Some(FuncId(0)),
                        }
                    }
                    None => InstKind::FuncHandle {
                        name: r.to_string(),
                        target: None,
                    },
                }
            }
            "closure" => {
                let (name, caps) = rest.rsplit_once(" [").ok_or("expected ' ['")?;
                let caps = caps.strip_suffix(']').ok_or("expected ']'")?;
                self.names
                    .push((fid, id, FuncRef::Closure, name.to_string()));
                InstKind::Closure {
                    func: FuncId(0),
                    captures: values(caps)?,
                }
            }
            _ => return Ok(None),
        }))
    }

    /// Resolves function names, gives each file the text of its quoted
    /// lines, and each instruction a span on its line.
    fn finish(mut self) -> Res<Program> {
        for (fid, host) in std::mem::take(&mut self.hosts) {
            let h = self.resolve(fid, &host);
            self.func(fid).kind = FunctionKind::Eval { host: h };
        }
        for (fid, inst, how, name) in std::mem::take(&mut self.names) {
            let g = self.resolve(fid, &name);
            match (&mut self.func(fid).insts[inst.index()].kind, how) {
                (
                    InstKind::Call {
                        callee: Callee::Func(f),
                        ..
                    },
                    FuncRef::Callee,
                )
                | (
                    InstKind::FuncHandle {
                        target: Some(f), ..
                    },
                    FuncRef::HandleTarget,
                )
                | (InstKind::Closure { func: f, .. }, FuncRef::Closure) => *f = g,
                _ => return Err(format!("{fid}: a function reference out of place")),
            }
        }
        // Each file's text: its quoted lines at their numbers.
        let mut starts: Vec<Vec<u32>> = Vec::new();
        for (k, quotes) in self.quotes.iter().enumerate() {
            let last = quotes.keys().copied().max().unwrap_or(0);
            let mut text = String::new();
            let mut at = Vec::new();
            for n in 1..=last {
                at.push(text.len() as u32);
                text.push_str(quotes.get(&n).map(String::as_str).unwrap_or(""));
                text.push('\n');
            }
            at.push(text.len() as u32);
            self.prog.files[k].text = text;
            starts.push(at);
        }
        for (fid, inst, n) in std::mem::take(&mut self.lines) {
            let file = self.func(fid).file.index();
            let at = starts
                .get(file)
                .and_then(|s| s.get((n as usize).saturating_sub(1)).or(s.last()))
                .copied()
                .ok_or_else(|| format!("{fid}: a source line without a file"))?;
            self.func(fid).insts[inst.index()].span = Span::new(at, at);
        }
        if !self.prog.functions.is_empty() {
            self.prog.entry = Some(FuncId(0));
        }
        Ok(self.prog)
    }

    /// The function a name in `fid` means: of the caller's file, else the
    /// first of that name, else a new empty one.
    fn resolve(&mut self, fid: FuncId, name: &str) -> FuncId {
        let file = self.func(fid).file;
        let fs = &self.prog.functions;
        let found = fs
            .iter()
            .position(|g| g.name == name && g.file == file)
            .or_else(|| fs.iter().position(|g| g.name == name));
        match found {
            Some(k) => FuncId(k as u32),
            None => {
                self.prog.functions.push(Function::empty(
                    name.into(),
                    FunctionKind::Named,
                    FileId(0),
                    Span::default(),
                ));
                self.listed.push(false);
                FuncId(self.prog.functions.len() as u32 - 1)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::function_to_string;

    fn listing(prog: &Program) -> String {
        (0..prog.functions.len())
            .filter(|&i| !prog.functions[i].blocks.is_empty())
            .map(|i| function_to_string(prog, FuncId(i as u32)) + "\n")
            .collect()
    }

    fn lowered(src: &str, ssa: bool) -> Program {
        let mut loader = crate::Loader::new(Box::new(|n: &str| matches!(n, "disp" | "error")));
        loader.ssa = ssa;
        loader.optimize = ssa;
        let mut prog = Program::default();
        loader
            .load_text(&mut prog, std::path::Path::new("t.m"), src)
            .unwrap();
        prog
    }

    #[test]
    fn listings_read_back_print_the_same() {
        let sources = [
            "function s = f(n)\ns = 0;\nfor i = 1:n\n  s = s + i;\nend\n",
            "function y = f(x)\ny = 0;\ntry\n  y = x(2, :) - 1;\ncatch e\n  disp(e.message);\nend\n",
            "function varargout = f(varargin)\nglobal g\npersistent p\nh = @(t) t .^ 2 + g;\nc = {1, 'it''s'; \"q\", []};\n[varargout{1:2}] = deal(h(3), c{:});\ns.a(2).b = -1i;\nv = s.('a');\nif ~isempty(v), disp(v), end\n",
            "function f()\nx = 3\nswitch x\n  case {1, 2}\n    disp one\n  otherwise\n    error('no');\nend\n",
            "function y = f()\ny = [1, -2.5; 0.1, -0] * [NaN, Inf, -Inf, 1e-310];\n",
        ];
        for src in sources {
            for ssa in [false, true] {
                let text = listing(&lowered(src, ssa));
                let again = listing(&parse_program(&text).unwrap());
                assert_eq!(again, text);
            }
        }
    }

    #[test]
    fn a_test_can_start_from_ir() {
        let text = "function fn0 f(x) -> [y]  ; ssa\n  bb0(%0:x):  ; entry\n    %1 = const 1.0\n    %2:y = %0 + %1\n    %3:y = %2 .* %2\n    return %3\n";
        let prog = parse_program(text).unwrap();
        let f = prog.func(FuncId(0));
        crate::verify::verify(f).unwrap();
        let last = crate::liveness::last_uses(f);
        // %2 is read twice by one instruction: it never moves there.
        assert!(last.is_last(InstId(1), 0) && !last.is_last(InstId(2), 0));
    }
}
