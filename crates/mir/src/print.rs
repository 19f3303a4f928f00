//! A readable text form of MIR, with the source line each instruction came from.

use std::fmt::Write;

use crate::ir::*;
use crate::loader::line_col;

/// Prints every function of the program.
pub fn program_to_string(prog: &Program) -> String {
    let mut out = String::new();
    for i in 0..prog.functions.len() {
        out.push_str(&function_to_string(prog, FuncId(i as u32)));
        out.push('\n');
    }
    out
}

fn val(v: ValueId) -> String {
    format!("%{}", v.0)
}

fn args(a: &[Arg]) -> String {
    a.iter()
        .map(|a| match a {
            Arg::Value(v) => val(*v),
            Arg::Spread(v) => format!("{}...", val(*v)),
            Arg::Colon => ":".into(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn rows(r: &[Vec<Arg>]) -> String {
    r.iter().map(|r| args(r)).collect::<Vec<_>>().join("; ")
}

fn konst(c: &Const) -> String {
    match c {
        Const::Num(n) => format!("{n:?}"),
        Const::Imag(n) => format!("{n:?}i"),
        Const::Char(s) => format!("'{}'", s.replace('\'', "''").replace('\n', "\\n")),
        Const::Str(s) => format!("\"{}\"", s.replace('"', "\"\"").replace('\n', "\\n")),
        Const::EmptyMatrix => "[]".into(),
        Const::EmptyCell => "{}".into(),
        Const::Bool(b) => b.to_string(),
        Const::Matrix { rows, cols, data } => {
            let row = |i: usize| {
                (0..*cols)
                    .map(|j| format!("{:?}", data[j * rows + i]))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let all: Vec<String> = (0..*rows).map(row).collect();
            format!("[{}]", all.join("; "))
        }
    }
}

fn target(t: &Target) -> String {
    if t.args.is_empty() {
        format!("{}", t.block)
    } else {
        format!(
            "{}({})",
            t.block,
            t.args
                .iter()
                .map(|v| val(*v))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

/// One instruction's text (without its results).
pub fn inst_text(prog: Option<&Program>, f: &Function, kind: &InstKind) -> String {
    let var = |v: &VarId| {
        format!(
            "${}",
            f.vars
                .get(v.index())
                .map(|x| x.name.as_str())
                .unwrap_or("?")
        )
    };
    let fname = |id: &FuncId| match prog {
        Some(p) if id.index() < p.functions.len() => p.func(*id).name.clone(),
        _ => format!("{id}"),
    };
    match kind {
        InstKind::Const(c) => format!("const {}", konst(c)),
        InstKind::Undef(v) => format!("undef {}", var(v)),
        InstKind::Copy(v) => format!("copy {}", val(*v)),
        InstKind::Require(v) => format!("require {}", val(*v)),
        InstKind::ReadVar(v) => format!("read {}", var(v)),
        InstKind::WriteVar(v, x) => format!("write {}, {}", var(v), val(*x)),
        InstKind::Unary(op, x) => {
            let o = match op {
                syntax::ast::UnOp::Neg => "neg",
                syntax::ast::UnOp::Plus => "uplus",
                syntax::ast::UnOp::Not => "not",
            };
            format!("{o} {}", val(*x))
        }
        InstKind::Transpose { conjugate, operand } => format!(
            "{} {}",
            if *conjugate {
                "ctranspose"
            } else {
                "transpose"
            },
            val(*operand)
        ),
        InstKind::Binary(op, a, b) => format!("{} {} {}", val(*a), op.symbol(), val(*b)),
        InstKind::Range { start, step, stop } => match step {
            Some(s) => format!("range {}:{}:{}", val(*start), val(*s), val(*stop)),
            None => format!("range {}:{}", val(*start), val(*stop)),
        },
        InstKind::Concat(r) => format!("concat [{}]", rows(r)),
        InstKind::CellLiteral(r) => format!("cell {{{}}}", rows(r)),
        InstKind::Index {
            base,
            kind,
            args: a,
            for_update,
        } => {
            let (o, c) = if *kind == IndexKind::Paren {
                ("(", ")")
            } else {
                ("{", "}")
            };
            format!(
                "index {}{o}{}{c}{}",
                val(*base),
                args(a),
                if *for_update { " for_update" } else { "" }
            )
        }
        InstKind::Field {
            base,
            name,
            for_update,
        } => format!(
            "field {}.{name}{}",
            val(*base),
            if *for_update { " for_update" } else { "" }
        ),
        InstKind::DynField {
            base,
            name,
            for_update,
        } => {
            format!(
                "field {}.({}){}",
                val(*base),
                val(*name),
                if *for_update { " for_update" } else { "" }
            )
        }
        InstKind::End { base, dim, count } => {
            format!("end {} dim {}/{}", val(*base), dim + 1, count)
        }
        InstKind::IndexAssign {
            base,
            kind,
            args: a,
            value,
        } => {
            let (o, c) = if *kind == IndexKind::Paren {
                ("(", ")")
            } else {
                ("{", "}")
            };
            format!(
                "index_assign {}{o}{}{c} = {}",
                val(*base),
                args(a),
                val(*value)
            )
        }
        InstKind::IndexDelete { base, args: a } => {
            format!("index_delete {}({})", val(*base), args(a))
        }
        InstKind::FieldAssign { base, name, value } => {
            format!("field_assign {}.{name} = {}", val(*base), val(*value))
        }
        InstKind::DynFieldAssign { base, name, value } => format!(
            "field_assign {}.({}) = {}",
            val(*base),
            val(*name),
            val(*value)
        ),
        InstKind::Call {
            callee,
            args: a,
            stmt,
        } => {
            let c = match callee {
                Callee::Func(id) => fname(id),
                Callee::Builtin(n) => format!("builtin {n}"),
                Callee::Handle(h) => format!("handle {}", val(*h)),
                Callee::Unresolved(n) => format!("unresolved {n}"),
            };
            format!(
                "{} {c}({})",
                if *stmt { "call_stmt" } else { "call" },
                args(a)
            )
        }
        InstKind::SwitchMatch {
            subject,
            case_value,
        } => format!("switch_match {}, {}", val(*subject), val(*case_value)),
        InstKind::Defined(v) => format!("defined {}", val(*v)),
        InstKind::FuncHandle { name, target } => match target {
            Some(t) => format!("func_handle @{name} -> {}", fname(t)),
            None => format!("func_handle @{name}"),
        },
        InstKind::Closure { func, captures } => {
            format!(
                "closure {} [{}]",
                fname(func),
                captures
                    .iter()
                    .map(|v| val(*v))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
        InstKind::Truth(v) => format!("truth {}", val(*v)),
        InstKind::ForCount(v) => format!("for_count {}", val(*v)),
        InstKind::ForItem { iter, k } => format!("for_item {}, {}", val(*iter), val(*k)),
        InstKind::Nargin => "nargin".into(),
        InstKind::Nargout => "nargout".into(),
        InstKind::Display { name, value } => format!("display '{name}', {}", val(*value)),
        InstKind::DeclareGlobal(v, init) => format!(
            "global {}{}",
            var(v),
            init.map(|i| format!(" = {}", val(i))).unwrap_or_default()
        ),
        InstKind::DeclarePersistent(v, init) => format!(
            "persistent {}{}",
            var(v),
            init.map(|i| format!(" = {}", val(i))).unwrap_or_default()
        ),
        InstKind::PushHandler { handler } => format!("push_handler {handler}"),
        InstKind::PopHandler => "pop_handler".into(),
        InstKind::Eval {
            code,
            catch_code,
            capture,
        } => {
            let op = if *capture { "evalc" } else { "eval" };
            match catch_code {
                Some(c) => format!("{op} {}, {}", val(*code), val(*c)),
                None => format!("{op} {}", val(*code)),
            }
        }
    }
}

/// Prints one function: blocks, their parameters (φ), and each instruction
/// with its source line; a source line is quoted when it first appears.
pub fn function_to_string(prog: &Program, id: FuncId) -> String {
    let f = prog.func(id);
    let text = prog
        .files
        .get(f.file.index())
        .map(|s| s.text.as_str())
        .unwrap_or("");
    let lines: Vec<&str> = text.lines().collect();
    let line_of = |sp: syntax::ast::Span| {
        if text.is_empty() {
            0
        } else {
            line_col(text, sp.lo).0
        }
    };
    let mut out = String::new();
    let kind = match f.kind {
        FunctionKind::Named => "function".to_string(),
        FunctionKind::Script => "script".to_string(),
        FunctionKind::Anonymous { captures } => format!("anonymous function ({captures} captured)"),
        FunctionKind::Eval { host } => format!(
            "eval code of {}",
            prog.functions
                .get(host.index())
                .map(|h| h.name.as_str())
                .unwrap_or("?")
        ),
    };
    let _ = writeln!(
        out,
        "{kind} {id} {}({}) -> [{}]{}{}",
        f.name,
        f.param_names.join(", "),
        f.output_names.join(", "),
        if f.is_ssa { "  ; ssa" } else { "" },
        if f.dynamic_workspace {
            "  ; dynamic workspace"
        } else {
            ""
        }
    );
    if let Some(sf) = prog.files.get(f.file.index()) {
        let _ = writeln!(out, "  ; file {}", sf.path.display());
    }
    let slots: Vec<String> = f
        .vars
        .iter()
        .filter(|v| v.kind != VarKind::Local)
        .map(|v| format!("{} {:?}", v.name, v.kind))
        .collect();
    if !slots.is_empty() {
        let _ = writeln!(out, "  ; {}", slots.join(", "));
    }
    let name_of = |v: ValueId| -> String {
        match f.value_names.get(v.index()).copied().flatten() {
            Some(var) => format!("{}:{}", val(v), f.vars[var.index()].name),
            None => val(v),
        }
    };
    let mut last_line = 0u32;
    for (b, blk) in f.blocks.iter().enumerate() {
        let params = blk
            .params
            .iter()
            .map(|&p| name_of(p))
            .collect::<Vec<_>>()
            .join(", ");
        let entry = if BlockId(b as u32) == f.entry {
            "  ; entry"
        } else {
            ""
        };
        if params.is_empty() {
            let _ = writeln!(out, "  bb{b}:{entry}");
        } else {
            let _ = writeln!(out, "  bb{b}({params}):{entry}");
        }
        for &i in &blk.insts {
            let inst = f.inst(i);
            let line = line_of(inst.span);
            if line != last_line && line > 0 {
                if let Some(src) = lines.get(line as usize - 1) {
                    let _ = writeln!(out, "      ; {line}: {}", src.trim());
                }
                last_line = line;
            }
            let lhs = match inst.results.len() {
                0 => String::new(),
                _ => format!(
                    "{} = ",
                    inst.results
                        .iter()
                        .map(|&r| name_of(r))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            let body = format!("    {lhs}{}", inst_text(Some(prog), f, &inst.kind));
            if line > 0 {
                let _ = writeln!(out, "{body:<60} ; L{line}");
            } else {
                let _ = writeln!(out, "{body}");
            }
        }
        let t = match &blk.term {
            Terminator::Jump(t) => format!("jump {}", target(t)),
            Terminator::Branch { cond, then_, else_ } => {
                format!("br {}, {}, {}", val(*cond), target(then_), target(else_))
            }
            Terminator::Return(vals) => {
                format!(
                    "return {}",
                    vals.iter()
                        .map(|v| v.map(val).unwrap_or_else(|| "-".into()))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
            Terminator::Rethrow(v) => format!("rethrow {}", val(*v)),
            Terminator::Unreachable => "unreachable".into(),
        };
        let _ = writeln!(out, "    {}", t.trim_end());
    }
    out
}
