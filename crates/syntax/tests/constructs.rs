//! Each construct of the language parses to the expected tree and prints
//! back to source that parses to the same tree.

use syntax::ast::*;

fn parse_ok(src: &str) -> File {
    let p = syntax::parse(src);
    assert!(p.errors.is_empty(), "errors in {src:?}: {:?}", p.errors);
    let printed = syntax::print_file(&p.file);
    let again = syntax::parse(&printed);
    assert!(
        again.errors.is_empty(),
        "printed text does not parse:\n{printed}\n{:?}",
        again.errors
    );
    let (mut a, mut b) = (p.file.clone(), again.file);
    syntax::strip::file(&mut a);
    syntax::strip::file(&mut b);
    assert_eq!(a, b, "round trip changed the tree; printed:\n{printed}");
    p.file
}

fn errors(src: &str) -> Vec<String> {
    syntax::parse(src)
        .errors
        .into_iter()
        .map(|d| d.message)
        .collect()
}

#[test]
fn function_files_with_and_without_end() {
    let f = parse_ok("function y = f(x)\ny = g(x);\nfunction z = g(x)\nz = 2*x;\n");
    assert_eq!(f.kind, FileKind::Function);
    assert_eq!(f.functions.len(), 2);
    assert!(!f.functions[0].has_end);

    let f = parse_ok("function [a, b] = f(x, ~)\n  a = 1; b = h();\n  function r = h()\n    r = x;\n  end\nend\nfunction s = k\n s = 1;\nend\n");
    assert_eq!(f.functions.len(), 2);
    assert!(f.functions[0].has_end);
    assert_eq!(f.functions[0].nested.len(), 1);
    assert_eq!(f.functions[0].outputs.len(), 2);
    assert!(matches!(f.functions[0].params[1], Param::Tilde(_)));

    let f = parse_ok("x = 1;\ndisp(sq(x))\nfunction y = sq(x)\n  y = x^2;\nend\n");
    assert_eq!(f.kind, FileKind::Script);
    assert_eq!(f.body.len(), 2);
    assert_eq!(f.functions.len(), 1);

    let f = parse_ok("1;\nfunction r = a()\n  r = 1;\nendfunction\nfunction r = b()\n  if true, r = 2; endif\nendfunction\n");
    assert_eq!(f.functions.len(), 2);
}

#[test]
fn control_flow() {
    let f = parse_ok(concat!(
        "if a, b = 1; elseif c b = 2; else b = 3; end\n",
        "for (i = 1:3) disp(i), end\n",
        "for k = [1 2; 3 4], end\n",
        "parfor (i = 1:n, 4)\n x(i) = i;\nend\n",
        "while k < 3, k++; endwhile\n",
        "do\n  k--;\nuntil k < 0\n",
        "switch s\n  case {'a', 'b'}\n    x = 1;\n  case 3\n  otherwise\n    x = 2;\nendswitch\n",
        "try\n  error('x');\ncatch err\n  disp(err.message);\nend_try_catch\n",
        "try, x = 1; catch, x = 2; end\n",
        "unwind_protect\n  x = 1;\nunwind_protect_cleanup\n  x = 2;\nend_unwind_protect\n",
        "for i = 1:3\n  if i == 2, continue; end\n  if i == 3, break; end\nend\n",
        "global g1 g2\npersistent p\nreturn\n",
    ));
    let kinds: Vec<&str> = f
        .body
        .iter()
        .map(|s| match &s.kind {
            StmtKind::If { .. } => "if",
            StmtKind::For {
                parfor: true,
                parfor_max: Some(_),
                ..
            } => "parfor",
            StmtKind::For { .. } => "for",
            StmtKind::While { .. } => "while",
            StmtKind::DoUntil { .. } => "do",
            StmtKind::Switch { .. } => "switch",
            StmtKind::Try {
                catch_var: Some(_), ..
            } => "try-err",
            StmtKind::Try { .. } => "try",
            StmtKind::UnwindProtect { .. } => "unwind",
            StmtKind::Global(_) => "global",
            StmtKind::Persistent(_) => "persistent",
            StmtKind::Return => "return",
            _ => "other",
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "if",
            "for",
            "for",
            "parfor",
            "while",
            "do",
            "switch",
            "try-err",
            "try",
            "unwind",
            "for",
            "global",
            "persistent",
            "return"
        ]
    );
}

#[test]
fn expressions_and_assignments() {
    let f = parse_ok(concat!(
        "[a, ~, c] = f(x{2}.y(3), s.(name), @sin, @(u, v) u + v);\n",
        "x(2) = [];\n",
        "s.a{2}(3).b = 1;\n",
        "x += 2; y -= 1; z *= 3; w /= 4;\n",
        "y = a(end, end-1:end)';\n",
        "z = ~a & b | c && d || ~~e;\n",
        "q = 0x1F + 1e3 + .5 + 2i + 3.5e-2j;\n",
        "r = a.^-2 .* b ./ c .\\ d \\ e / f;\n",
        "t = {};\nu = [];\n",
        "v = @pkg.fun;\n",
    ));
    match &f.body[0].kind {
        StmtKind::MultiAssign { lhs, .. } => {
            assert_eq!(lhs.len(), 3);
            assert!(matches!(lhs[1], LValue::Tilde(_)));
        }
        other => panic!("{other:?}"),
    }
    match &f.body[1].kind {
        StmtKind::Assign { rhs, .. } => assert_eq!(rhs.kind, ExprKind::Matrix(vec![])),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        f.body[3].kind,
        StmtKind::OpAssign { op: BinOp::Add, .. }
    ));
}

#[test]
fn precedence() {
    fn rhs(src: &str) -> String {
        let f = parse_ok(src);
        match &f.body[0].kind {
            StmtKind::Assign { rhs, .. } | StmtKind::Expr { expr: rhs, .. } => shape(rhs),
            other => panic!("{other:?}"),
        }
    }
    fn shape(e: &Expr) -> String {
        match &e.kind {
            ExprKind::Binary { op, operands } => {
                let [lhs, rhs] = &**operands;
                format!("({} {} {})", shape(lhs), op.symbol(), shape(rhs))
            }
            ExprKind::Unary { op, operand } => format!("({op:?} {})", shape(operand)),
            ExprKind::Postfix { operand, .. } => format!("({}')", shape(operand)),
            ExprKind::Index { base, args } => format!("{}({})", shape(base), args.len()),
            ExprKind::Range {
                start,
                step: None,
                stop,
            } => format!("({}:{})", shape(start), shape(stop)),
            ExprKind::Range {
                start,
                step: Some(s),
                stop,
            } => format!("({}:{}:{})", shape(start), shape(s), shape(stop)),
            ExprKind::Number(v) => format!("{v}"),
            ExprKind::Ident(i) => i.name.to_string(),
            ExprKind::Paren(x) => shape(x),
            _ => "?".into(),
        }
    }
    assert_eq!(rhs("x = -2^2;"), "(Neg (2 ^ 2))");
    assert_eq!(rhs("x = 2^-2;"), "(2 ^ (Neg 2))");
    assert_eq!(rhs("x = a^b^c;"), "((a ^ b) ^ c)");
    assert_eq!(rhs("x = 2^-2^2;"), "((2 ^ (Neg 2)) ^ 2)");
    assert_eq!(rhs("x = -a';"), "(Neg (a'))");
    // Transposes share the level of powers, left to right.
    assert_eq!(rhs("x = a.^b';"), "((a .^ b)')");
    assert_eq!(rhs("x = a'^b;"), "((a') ^ b)");
    assert_eq!(rhs("x = 2^-a';"), "((2 ^ (Neg a))')");
    assert_eq!(rhs("x = !a'';"), "(Not ((a')'))");
    assert_eq!(rhs("x = a.^b'(1);"), "((a .^ b)')(1)");
    assert_eq!(rhs("x = 2 ** 3;"), "(2 ^ 3)");
    assert_eq!(rhs("x = a + b * c;"), "(a + (b * c))");
    assert_eq!(rhs("x = a - b - c;"), "((a - b) - c)");
    assert_eq!(rhs("x = 1:n+1;"), "(1:(n + 1))");
    assert_eq!(rhs("x = a:b:c;"), "(a:b:c)");
    assert_eq!(rhs("x = a < b == c;"), "((a < b) == c)");
    assert_eq!(rhs("x = a | b & c;"), "(a | (b & c))");
    assert_eq!(rhs("x = a || b && c;"), "(a || (b && c))");
    assert_eq!(rhs("x = ~a == b;"), "((Not a) == b)");
    assert_eq!(rhs("x = 1:3 == 1:3;"), "((1:3) == (1:3))");
}

#[test]
fn commands() {
    let f = parse_ok(
        "hold on\nformat long g\nclear all;\nwarning off all\ndisp -hello\nx = a - b;\nx = a -b;\n",
    );
    let cmds: Vec<(String, Vec<String>)> = f
        .body
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Command { name, args, .. } => Some((name.name.to_string(), args.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(cmds.len(), 5);
    assert_eq!(
        cmds[1],
        (
            "format".to_string(),
            vec!["long".to_string(), "g".to_string()]
        )
    );
    assert_eq!(cmds[4], ("disp".to_string(), vec!["-hello".to_string()]));
    // Not commands: `a - b`, `a = b`, `f (1)`, `pi +1`.
    let f = parse_ok("a - b\na = b\nf (1)\npi +1\n");
    assert!(f
        .body
        .iter()
        .all(|s| !matches!(s.kind, StmtKind::Command { .. })));
    // Confirmed with Octave 7.3 and a function `show` that prints its arguments:
    // `show a%b` → show(<a>), `show 50% c` → show(<50>), `show a...b` → show(<a>),
    // `show ==b` → show(<==b>), `show ~= 1` → comparison, `show =1` → assignment.
    let args = |src: &str| match &parse_ok(src).body[0].kind {
        StmtKind::Command { args, .. } => args.clone(),
        other => panic!("{src}: {other:?}"),
    };
    assert_eq!(args("show a%b\n"), ["a"]);
    assert_eq!(args("show 50% comment\n"), ["50"]);
    assert_eq!(args("show a...b\n"), ["a"]);
    assert_eq!(args("show ==b\n"), ["==b"]);
    assert_eq!(args("show 1:3\n"), ["1:3"]);
    assert!(matches!(
        parse_ok("show ~= 1\n").body[0].kind,
        StmtKind::Expr { .. }
    ));
    assert!(matches!(
        parse_ok("show =1\n").body[0].kind,
        StmtKind::Assign { .. }
    ));
    let f = parse_ok("disp 'hello world' x\n");
    match &f.body[0].kind {
        StmtKind::Command { args, .. } => assert_eq!(args, &["hello world", "x"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn comments_annotations_and_continuations() {
    let f = parse_ok("%#pe unroll\nx = [1, 2, ... comment\n 3]; # octave comment\n%{\nnot = code(\n%}\ny = 1 % done\n");
    assert!(matches!(&f.body[0].kind, StmtKind::Annotation(t) if t == "pe unroll"));
    assert_eq!(f.body.len(), 3);
}

#[test]
fn classdef_files() {
    let f = parse_ok(concat!(
        "classdef (Abstract) Point < handle & matlab.mixin.Copyable\n",
        "  properties (Access = private)\n",
        "%# a note\n",
        "    x = 0;\n",
        "    y double = 1\n",
        "    z (1,1) double {mustBePositive} = 3\n",
        "    w\n",
        "  end\n",
        "  methods\n",
        "    function obj = Point(x)\n",
        "      obj.x = x;\n",
        "    end\n",
        "    function set.x(obj, v)\n",
        "      obj.x = v;\n",
        "    end\n",
        "  end\n",
        "  methods (Static)\n",
        "    r = make(a, b)\n",
        "  end\n",
        "  events\n",
        "%# a note\n",
        "    Moved\n",
        "  end\n",
        "  enumeration\n",
        "    Origin (0, 0)\n",
        "  end\n",
        "end\n",
    ));
    assert_eq!(f.kind, FileKind::Class);
    let cd = f.classdef.unwrap();
    assert_eq!(cd.name.name, "Point");
    assert_eq!(cd.attributes.as_deref(), Some("(Abstract)"));
    assert_eq!(cd.superclasses.len(), 2);
    let props = &cd.properties[0].properties;
    assert_eq!(props.len(), 4);
    assert_eq!(props[1].declaration.as_deref(), Some("double"));
    assert_eq!(
        props[2].declaration.as_deref(),
        Some("(1,1) double {mustBePositive}")
    );
    assert_eq!(cd.methods[0].functions.len(), 2);
    assert_eq!(cd.methods[0].functions[1].name.name, "set.x");
    assert_eq!(cd.methods[1].signatures.len(), 1);
    assert_eq!(cd.events.len(), 1);
    assert_eq!(cd.enumeration[0].1.len(), 2);
}

#[test]
fn several_errors_per_file_with_locations() {
    let src = "x = (1 + ;\ny = 2;\nz = [1 2;\nw = 3 +* 4;\nif x\n";
    let p = syntax::parse(src);
    assert!(p.errors.len() >= 3, "{:?}", p.errors);
    let first = syntax::render_diagnostic("t.m", src, &p.errors[0]);
    assert!(first.starts_with("t.m:1:"), "{first}");
    assert!(first.contains("x = (1 + ;"), "{first}");
    assert!(first.contains('^'), "{first}");
    // Parsing went on after the first error: `y = 2` is in the tree.
    assert!(p
        .file
        .body
        .iter()
        .any(|s| matches!(&s.kind, StmtKind::Assign { lhs, .. }
        if matches!(lhs, LValue::Expr(Expr { kind: ExprKind::Ident(i), .. }) if i.name == "y"))));
    assert!(errors("if x\n  y = 1;\n")
        .iter()
        .any(|m| m.contains("`end`")));
    assert!(errors("x = 'abc\n")
        .iter()
        .any(|m| m.contains("unterminated")));
    assert!(errors("x = 1 2\n")
        .iter()
        .any(|m| m.contains("expected `;`")));
}

#[test]
fn line_col_and_decode() {
    assert_eq!(syntax::line_col("ab\ncd", 4), (2, 2));
    assert_eq!(syntax::line_col("é\nx", 3), (2, 1));
    assert_eq!(syntax::decode(b"x = '\xe9';"), "x = 'é';");
    assert_eq!(
        syntax::decode(b"x = '\x93q\x94';"),
        "x = '\u{201c}q\u{201d}';"
    );
    assert_eq!(syntax::decode("x = 'é';".as_bytes()), "x = 'é';");
}

#[test]
fn spans_cover_the_source_they_came_from() {
    let src = "x = a + 1;  % note\nif x\n  y = [1 2];\nend\n";
    let f = parse_ok(src);
    let text = |s: Span| &src[s.lo as usize..s.hi as usize];
    assert_eq!(text(f.body[0].span), "x = a + 1");
    assert_eq!(text(f.body[1].span), "if x\n  y = [1 2];\nend");
    match &f.body[0].kind {
        StmtKind::Assign { rhs, .. } => assert_eq!(text(rhs.span), "a + 1"),
        other => panic!("{other:?}"),
    }
    assert_eq!(syntax::line_col(src, f.body[1].span.lo), (2, 1));
}

#[test]
fn synthesized_trees_print_unambiguously() {
    // Trees the partial evaluator may build without `Paren` nodes.
    let n = |v: f64| Expr {
        kind: ExprKind::Number(v),
        span: Span::default(),
    };
    let id = |s: &str| Expr {
        kind: ExprKind::Ident(Ident {
            name: s.into(),
            span: Span::default(),
        }),
        span: Span::default(),
    };
    let bin = |op, l, r| Expr {
        kind: ExprKind::Binary {
            op,
            operands: Box::new([l, r]),
        },
        span: Span::default(),
    };
    let neg = |x| Expr {
        kind: ExprKind::Unary {
            op: UnOp::Neg,
            operand: Box::new(x),
        },
        span: Span::default(),
    };
    assert_eq!(
        syntax::print_expr(&bin(
            BinOp::MatMul,
            bin(BinOp::Add, id("a"), id("b")),
            id("c")
        )),
        "(a + b) * c"
    );
    assert_eq!(
        syntax::print_expr(&bin(BinOp::Sub, id("a"), bin(BinOp::Sub, id("b"), id("c")))),
        "a - (b - c)"
    );
    assert_eq!(
        syntax::print_expr(&bin(BinOp::MatPow, neg(id("a")), n(2.0))),
        "(-a)^2"
    );
    assert_eq!(
        syntax::print_expr(&bin(BinOp::MatPow, n(-1.0), n(2.0))),
        "(-1)^2"
    );
    assert_eq!(
        syntax::print_expr(&bin(
            BinOp::MatPow,
            id("a"),
            bin(BinOp::MatPow, id("b"), id("c"))
        )),
        "a^(b^c)"
    );
    assert_eq!(syntax::print_expr(&neg(neg(id("a")))), "- -a");
    let s = Expr {
        kind: ExprKind::Str {
            value: "a\nit's".into(),
            double_quoted: false,
        },
        span: Span::default(),
    };
    assert_eq!(syntax::print_expr(&s), "['a', char(10), 'it''s']");
}

#[test]
fn superclass_calls_keep_the_name_obj_at_base() {
    let f = parse_ok(concat!(
        "classdef D < pkg.B\n  methods\n    function obj = D(x)\n      obj@pkg.B(x);\n",
        "      s = describe@pkg.B(obj);\n    end\n  end\nend\n",
    ));
    let cd = f.classdef.expect("a classdef");
    let body = &cd.methods[0].functions[0].body;
    let StmtKind::Expr { expr, .. } = &body[0].kind else {
        panic!("{:?}", body[0].kind)
    };
    let ExprKind::Index { base, args } = &expr.kind else {
        panic!("{:?}", expr.kind)
    };
    assert!(matches!(&base.kind, ExprKind::Ident(id) if id.name == "obj@pkg.B"));
    assert_eq!(args.len(), 1);
    // With a space, `@` starts a function handle (inside brackets, a new element).
    assert!(errors("x = [a @sin];\n").is_empty());
}

#[test]
fn end_indexing_a_number_literal_only_inside_an_argument_list() {
    // Octave's grammar: `7(end)` is a syntax error at the top of an
    // expression, but `disp(7(end))` indexes the number.
    for src in [
        "x = 7(end)\n",
        "x = 1 + 3i(end)\n",
        "x = [7'(end)]\n",
        "x = {7{end}}\n",
    ] {
        assert_eq!(errors(src).len(), 1, "{src}");
    }
    for src in [
        "disp(7(end))\n",
        "x = 7(1)(end)\n",
        "x = (7)(end)\n",
        "x = [1 2](end)\n",
    ] {
        assert!(errors(src).is_empty(), "{src}: {:?}", errors(src));
    }
}

#[test]
fn octave_extensions() {
    let f = parse_ok(concat!(
        "zig(i++, l) = g++;\n",
        "y = g-- * 2;\n",
        "x++\n",
        "for [val, key] = s\n  disp(key);\nendfor\n",
        "function r = f (a = 50, b = a * 2)\n  r = a + b;\nend\n",
    ));
    let incr = |e: &Expr| matches!(e.kind, ExprKind::Increment { .. });
    match &f.body[0].kind {
        StmtKind::Assign {
            lhs:
                LValue::Expr(Expr {
                    kind: ExprKind::Index { args, .. },
                    ..
                }),
            rhs,
            ..
        } => assert!(incr(&args[0]) && incr(rhs)),
        other => panic!("{other:?}"),
    }
    assert!(matches!(&f.body[2].kind, StmtKind::Expr { expr, print: true } if incr(expr)));
    assert!(matches!(
        &f.body[3].kind,
        StmtKind::For { key: Some(_), .. }
    ));
    assert_eq!(f.functions[0].defaults.len(), 2);
    // `**` is Octave's deprecated power: read, with its warning.
    let p = syntax::parse("x = 2 ** 3;\ny = [1 2] .** 2;\n");
    assert!(p.errors.is_empty());
    assert_eq!(p.warnings.len(), 2);
    assert!(p.warnings[1].message.contains("'.**'"));
    // Where MATLAB reads the signs as operators, so does matc.
    for src in [
        "x = a++b;\n",
        "x = [a++ b];\n",
        "x = a++ +1;\n",
        "x = ++a;\n",
    ] {
        let f = parse_ok(src);
        let StmtKind::Assign { rhs, .. } = &f.body[0].kind else {
            panic!("{src}")
        };
        assert!(!format!("{rhs:?}").contains("Increment"), "{src}");
    }
    assert!(!errors("x = 7++;\n").is_empty());
}
