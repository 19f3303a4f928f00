//! Octave's spelling of expressions, for `func2str` and handle display.
//!
//! Octave reprints an anonymous function from its parse tree: binary
//! operators spaced, `~` as `!`, a space before index parentheses
//! (`max ([y, 2])`), matrix elements separated by `, `, numbers and strings
//! as written in the source.

use syntax::ast::{BinOp, Expr, ExprKind, Param, PostfixOp, StmtKind};

/// The body of an anonymous function as Octave prints it.
pub fn normalize_expr(body: &str) -> String {
    let src = format!("__matc_anon__ = ({body});");
    let parsed = syntax::parse(&src);
    if !parsed.errors.is_empty() {
        return body.trim().to_string();
    }
    let Some(StmtKind::Assign { rhs, .. }) = parsed.file.body.first().map(|s| &s.kind) else {
        return body.trim().to_string();
    };
    // Strip the parentheses added above.
    let e = match &rhs.kind {
        ExprKind::Paren(inner) => inner.as_ref(),
        _ => rhs,
    };
    let mut out = String::new();
    print(e, &src, &mut out);
    out
}

fn text<'a>(e: &Expr, src: &'a str) -> &'a str {
    src.get(e.span.lo as usize..e.span.hi as usize)
        .unwrap_or("")
}

fn list(items: &[Expr], src: &str, out: &mut String) {
    for (i, a) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print(a, src, out);
    }
}

fn rows(rs: &[Vec<Expr>], src: &str, out: &mut String) {
    for (i, r) in rs.iter().enumerate() {
        if i > 0 {
            out.push_str("; ");
        }
        list(r, src, out);
    }
}

fn print(e: &Expr, src: &str, out: &mut String) {
    match &e.kind {
        ExprKind::Number(_)
        | ExprKind::ImagNumber(_)
        | ExprKind::IntNumber { .. }
        | ExprKind::Str { .. } => out.push_str(text(e, src)),
        ExprKind::Ident(id) => out.push_str(&id.name),
        ExprKind::Colon => out.push(':'),
        ExprKind::End => out.push_str("end"),
        ExprKind::Unary { op, operand } => {
            out.push_str(op.octave_symbol());
            print(operand, src, out);
        }
        ExprKind::Postfix { op, operand } => {
            print(operand, src, out);
            out.push_str(match op {
                PostfixOp::Transpose => ".'",
                PostfixOp::CTranspose => "'",
            });
        }
        ExprKind::Increment { op, target } => {
            print(target, src, out);
            out.push_str(if *op == BinOp::Sub { "--" } else { "++" });
        }
        ExprKind::Binary { op, operands } => {
            let [lhs, rhs] = &**operands;
            print(lhs, src, out);
            out.push(' ');
            out.push_str(op.octave_symbol());
            out.push(' ');
            print(rhs, src, out);
        }
        ExprKind::Range { start, step, stop } => {
            print(start, src, out);
            out.push(':');
            if let Some(s) = step {
                print(s, src, out);
                out.push(':');
            }
            print(stop, src, out);
        }
        ExprKind::Matrix(rs) => {
            out.push('[');
            rows(rs, src, out);
            out.push(']');
        }
        ExprKind::Cell(rs) => {
            out.push('{');
            rows(rs, src, out);
            out.push('}');
        }
        ExprKind::Index { base, args } => {
            print(base, src, out);
            out.push_str(" (");
            list(args, src, out);
            out.push(')');
        }
        ExprKind::CellIndex { base, args } => {
            print(base, src, out);
            out.push_str(" {");
            list(args, src, out);
            out.push('}');
        }
        ExprKind::Field { base, name } => {
            print(base, src, out);
            out.push('.');
            out.push_str(&name.name);
        }
        ExprKind::DynField { base, name } => {
            print(base, src, out);
            out.push_str(".(");
            print(name, src, out);
            out.push(')');
        }
        ExprKind::FuncHandle(id) => {
            out.push('@');
            out.push_str(&id.name);
        }
        ExprKind::AnonFunc { params, body } => {
            out.push_str("@(");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match p {
                    Param::Name(id) => out.push_str(&id.name),
                    Param::Tilde(_) => out.push('~'),
                }
            }
            out.push_str(") ");
            print(body, src, out);
        }
        ExprKind::Paren(inner) => {
            out.push('(');
            print(inner, src, out);
            out.push(')');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::normalize_expr;

    #[test]
    fn spells_like_octave() {
        // Expected strings are what Octave 7.3's func2str printed for these bodies.
        assert_eq!(normalize_expr("x.^2+1"), "x .^ 2 + 1");
        assert_eq!(normalize_expr("a*y + max([y, 2])"), "a * y + max ([y, 2])");
        assert_eq!(
            normalize_expr("-x + ~y - x' + x.' + [1, 2; 3 4] + {1}"),
            "-x + !y - x' + x.' + [1, 2; 3, 4] + {1}"
        );
        assert_eq!(
            normalize_expr("v(end) * 2.50 + 1e-3 + sum(v(:)) + v(2:end-1)"),
            "v (end) * 2.50 + 1e-3 + sum (v (:)) + v (2:end - 1)"
        );
        assert_eq!(
            normalize_expr("x >= 1 && x ~= 2 || !x"),
            "x >= 1 && x != 2 || !x"
        );
        assert_eq!(normalize_expr("disp('hi')"), "disp ('hi')");
    }
}
