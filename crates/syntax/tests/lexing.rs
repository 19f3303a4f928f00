//! Snapshots of how matc reads MATLAB's tricky lexing cases (`tests/lexing/cases.m`).
//!
//! Each case was confirmed against Octave 7.3 by `tests/lexing/check_with_octave.sh`,
//! which runs every case in Octave as written and as matc prints it back and
//! requires equal output; Octave's output per case is kept in `tests/lexing/octave.out`.
//! Regenerate snapshots with `INSTA_UPDATE=always cargo test -p syntax --test lexing`.

use syntax::ast::*;

fn sexpr(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Number(v) => format!("{v}"),
        ExprKind::ImagNumber(v) => format!("{v}i"),
        ExprKind::IntNumber { bits, class } => format!("{}({})", class.name(), class.value(*bits)),
        ExprKind::Str {
            value,
            double_quoted,
        } => {
            if *double_quoted {
                format!("\"{value}\"")
            } else {
                format!("'{value}'")
            }
        }
        ExprKind::Ident(id) => id.name.to_string(),
        ExprKind::Colon => ":".into(),
        ExprKind::End => "end".into(),
        ExprKind::Unary { op, operand } => format!("({op:?} {})", sexpr(operand)),
        ExprKind::Postfix { op, operand } => format!("({op:?} {})", sexpr(operand)),
        ExprKind::Increment { op, target } => format!("(post{} {})", op.symbol(), sexpr(target)),
        ExprKind::Binary { op, operands } => {
            let [lhs, rhs] = &**operands;
            format!("({} {} {})", op.symbol(), sexpr(lhs), sexpr(rhs))
        }
        ExprKind::Range { start, step, stop } => match step {
            Some(s) => format!("(range {} {} {})", sexpr(start), sexpr(s), sexpr(stop)),
            None => format!("(range {} {})", sexpr(start), sexpr(stop)),
        },
        ExprKind::Matrix(rows) | ExprKind::Cell(rows) => {
            let rs: Vec<String> = rows
                .iter()
                .map(|r| r.iter().map(sexpr).collect::<Vec<_>>().join(" | "))
                .collect();
            let (o, c) = if matches!(e.kind, ExprKind::Matrix(_)) {
                ("[", "]")
            } else {
                ("{", "}")
            };
            format!("{o}{}{c}", rs.join(" ;; "))
        }
        ExprKind::Index { base, args } => {
            format!(
                "(index {} {})",
                sexpr(base),
                args.iter().map(sexpr).collect::<Vec<_>>().join(" ")
            )
        }
        ExprKind::CellIndex { base, args } => {
            format!(
                "(cellindex {} {})",
                sexpr(base),
                args.iter().map(sexpr).collect::<Vec<_>>().join(" ")
            )
        }
        ExprKind::Field { base, name } => format!("(field {} {})", sexpr(base), name.name),
        ExprKind::DynField { base, name } => format!("(dynfield {} {})", sexpr(base), sexpr(name)),
        ExprKind::FuncHandle(id) => format!("@{}", id.name),
        ExprKind::AnonFunc { params, body } => format!("(lambda {} {})", params.len(), sexpr(body)),
        ExprKind::Paren(x) => format!("(paren {})", sexpr(x)),
    }
}

fn assign(lhs: &[LValue], rhs: &Expr, print: bool) -> String {
    let l: Vec<String> = lhs
        .iter()
        .map(|l| match l {
            LValue::Tilde(_) => "~".to_string(),
            LValue::Expr(e) => sexpr(e),
        })
        .collect();
    format!(
        "assign{} [{}] {}",
        if print { "" } else { ";" },
        l.join(" "),
        sexpr(rhs)
    )
}

fn stmt(s: &Stmt) -> String {
    match &s.kind {
        StmtKind::Expr { expr, print } => {
            format!("expr{} {}", if *print { "" } else { ";" }, sexpr(expr))
        }
        StmtKind::Assign { lhs, rhs, print } => assign(std::slice::from_ref(lhs), rhs, *print),
        StmtKind::MultiAssign { lhs, rhs, print } => assign(lhs, rhs, *print),
        StmtKind::OpAssign { lhs, op, rhs, .. } => {
            let l = match lhs {
                LValue::Tilde(_) => "~".to_string(),
                LValue::Expr(e) => sexpr(e),
            };
            format!("opassign {l} {}= {}", op.symbol(), sexpr(rhs))
        }
        StmtKind::Command { name, args, .. } => format!("command {} {:?}", name.name, args),
        other => format!("{other:?}"),
    }
}

#[test]
fn tricky_lexing_cases() {
    let cases = include_str!("lexing/cases.m");
    for chunk in cases.split("%% ").filter(|c| !c.trim().is_empty()) {
        let (name, src) = chunk.split_once('\n').unwrap();
        let p = syntax::parse(src);
        assert!(p.errors.is_empty(), "{name}: {:?}", p.errors);
        let mut out = String::new();
        out.push_str(src);
        out.push_str("--- tree\n");
        for s in &p.file.body {
            out.push_str(&stmt(s));
            out.push('\n');
        }
        out.push_str("--- printed\n");
        out.push_str(&syntax::print_file(&p.file));
        insta::assert_snapshot!(name.trim(), out);
    }
}
