//! Tests of the type analysis on small programs and the benchmarks.

use super::*;
use mir::ir::Program;

fn load(src: &str) -> Program {
    let mut loader = mir::Loader::new(Box::new(runtime::builtins::is_builtin));
    let mut prog = Program::default();
    let e = loader
        .load_text(&mut prog, std::path::Path::new("t.m"), src)
        .unwrap();
    prog.entry = Some(e);
    prog
}

fn value_named<'a>(
    prog: &Program,
    t: &'a FuncTypes,
    f: FuncId,
    var: &str,
) -> Vec<(ValueId, &'a AbsValue)> {
    let func = prog.func(f);
    (0..func.num_values)
        .map(ValueId)
        .filter(|v| func.value_names[v.index()].is_some_and(|x| func.vars[x.index()].name == var))
        .map(|v| (v, t.value(v)))
        .filter(|(_, x)| !x.is_bottom())
        .collect()
}

#[test]
fn dump_small() {
    let prog =
        load("function y = f(n)\nA = zeros(n, 3);\nfor i = 1:n\n  A(i, 2) = i;\nend\ny = A + 1;\n");
    let facts = analyze(&prog);
    println!("{}", dump(&prog, &facts));
}

fn bench_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("MATC_SHARED_DIR")).join("bench")
}

fn load_bench(name: &str) -> Program {
    let d = bench_dir();
    let mut loader = mir::Loader::new(Box::new(runtime::builtins::is_builtin));
    let mut prog = Program::default();
    let e = loader
        .load_entry(&mut prog, &d.join(name).join(format!("bench_{name}.m")))
        .unwrap();
    prog.entry = Some(e);
    prog
}

#[test]
fn dump_bench() {
    let Ok(name) = std::env::var("DUMP_BENCH") else {
        return;
    };
    let prog = load_bench(&name);
    let scale: f64 = std::env::var("DUMP_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let facts = analyze_with_args(&prog, Some(&[AbsValue::number(scale)]));
    println!("{}", dump(&prog, &facts));
}

/// The instruction defining the first value named `var`.
fn def_of(prog: &Program, f: FuncId, var: &str) -> InstId {
    let func = prog.func(f);
    for (k, i) in func.insts.iter().enumerate() {
        if i.results
            .iter()
            .any(|r| func.value_names[r.index()].is_some_and(|x| func.vars[x.index()].name == var))
        {
            return InstId(k as u32);
        }
    }
    panic!("no definition of {var}")
}

#[test]
fn shapes_paper_figure_1() {
    let prog = load(
        "function f = fig1()\nm = round(4*rand+1);\nn = round(5*rand+1);\nx = round(5*rand+1);\ny = round(6*rand+1);\na = rand(m, n);\nb = rand(x, y);\nc = a*b;\nd = c+a;\ne = d-a;\nf = e./d;\n",
    );
    let facts = analyze(&prog);
    let e = prog.entry.unwrap();
    let t = facts.func(e).unwrap();
    let one = |v: &str| value_named(&prog, t, e, v)[0];
    // a and b have symbolic shapes <m x n>, <x y>; c's is unknown.
    assert_eq!(
        one("a").1.shape_kind(),
        ShapeKind::Symbolic,
        "{}",
        one("a").1
    );
    assert_eq!(
        one("a").1.display_in(Some(prog.func(e))),
        "double <m x n> in [0, 1]"
    );
    assert_eq!(one("b").1.shape_kind(), ShapeKind::Symbolic);
    assert_eq!(one("c").1.shape_kind(), ShapeKind::Unknown);
    // e and d have equal shapes; e's check cannot fail; f's operands are
    // equal-shaped, so its check is redundant in the strict sense.
    assert!(t.same_shape(one("d").0, one("e").0));
    assert!(!t.same_shape(one("d").0, one("a").0));
    assert!(t.check_redundant(def_of(&prog, e, "e")));
    assert!(!t.check_redundant(def_of(&prog, e, "d")));
    assert!(!t.conformable(def_of(&prog, e, "d")));
    assert!(t.conformable(def_of(&prog, e, "f")));
    // With Octave's broadcasting, d may be m x y while a is m x 1, so e's
    // operands are not proven equal-shaped.
    assert!(!t.conformable(def_of(&prog, e, "e")));
}

/// Share of array-valued values (not proven scalar) with an exact shape, per context.
fn exact_share(prog: &Program, facts: &TypeFacts) -> (usize, usize, Vec<String>) {
    let mut exact = 0;
    let mut total = 0;
    let mut bad = Vec::new();
    for k in 0..prog.functions.len() {
        let f = prog.func(FuncId(k as u32));
        for c in facts.contexts(FuncId(k as u32)) {
            for v in 0..f.num_values {
                let x = c.types.value(ValueId(v));
                if x.is_bottom() || x.is_absent() || x.class.is_empty() {
                    continue;
                }
                // Text (fprintf formats, mat2str results) is not counted:
                // its length depends on the characters.
                if !x.class.within(ClassSet::NUMBERS) || x.class.within(ClassSet::CHAR) {
                    continue;
                }
                if x.is_scalar() {
                    continue;
                }
                total += 1;
                if x.shape_kind() == ShapeKind::Exact {
                    exact += 1;
                } else {
                    bad.push(format!("{} %{v}: {}", f.name, x.display_in(Some(f))));
                }
            }
        }
    }
    (exact, total, bad)
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn benchmark_shapes_are_exact_with_the_driver_scale() {
    for name in ["clos", "crni", "dich", "fdtd", "fiff"] {
        let prog = load_bench(name);
        let facts = analyze_with_args(&prog, Some(&[AbsValue::number(1.0)]));
        let (exact, total, bad) = exact_share(&prog, &facts);
        assert!(total > 0);
        assert!(
            bad.is_empty(),
            "{name}: {exact}/{total} exact; not exact:\n{}",
            bad.join("\n")
        );
    }
}

/// Shares of array-valued values (numeric, not proven scalar) by shape kind,
/// over the joined facts of every analysed function.
fn shares(prog: &Program, facts: &TypeFacts) -> (usize, usize, usize) {
    let (mut e, mut s, mut u) = (0, 0, 0);
    for k in 0..prog.functions.len() {
        let Some(t) = facts.func(FuncId(k as u32)) else {
            continue;
        };
        for v in 0..prog.func(FuncId(k as u32)).num_values {
            let x = t.value(ValueId(v));
            if x.class.is_empty()
                || !x.class.within(ClassSet::NUMBERS)
                || x.class.within(ClassSet::CHAR)
                || x.is_scalar()
            {
                continue;
            }
            match x.shape_kind() {
                ShapeKind::Exact => e += 1,
                ShapeKind::Symbolic => s += 1,
                ShapeKind::Unknown => u += 1,
            }
        }
    }
    (e, s, u)
}

#[test]
fn print_benchmark_shares() {
    if std::env::var_os("PRINT_SHARES").is_none() {
        return;
    }
    for name in [
        "adpt", "capr", "clos", "crni", "dich", "diff", "edit", "fdtd", "fft", "fiff", "mbrt",
        "nb1d",
    ] {
        let prog = load_bench(name);
        let a = shares(&prog, &analyze(&prog));
        let b = shares(
            &prog,
            &analyze_with_args(&prog, Some(&[AbsValue::number(1.0)])),
        );
        println!("{name}: unknown scale exact/symbolic/unknown {a:?}; scale 1 {b:?}");
    }
}

/// The display of the first value named `var` in function `func`, over all contexts.
fn shown(prog: &Program, facts: &TypeFacts, func: &str, var: &str) -> String {
    let (k, f) = prog
        .functions
        .iter()
        .enumerate()
        .find(|(_, f)| f.name == func)
        .expect("function");
    let t = facts.func(FuncId(k as u32)).expect("analysed");
    let vs = value_named(prog, t, FuncId(k as u32), var);
    vs.last().expect("value").1.display_in(Some(f))
}

#[test]
fn callee_shapes_keep_their_argument_symbols() {
    // `<n x 1>` passed with `n` stays `<n x 1>` inside, so a loop over
    // `1:n` indexing it does not grow it, and the caller gets `<n x 1>` back.
    let prog = load(
        "function t(v)\nn = numel(v);\nR = zeros(n, 1) + 1;\nF = g(n, R);\ndisp(F)\nend\n\
         function F = g(n, R)\nF = zeros(n, 1);\nfor k = 1:n\n  d = R - R(k);\n  F(k) = mean(d);\nend\nend\n",
    );
    let facts = analyze(&prog);
    for (func, var) in [("g", "d"), ("g", "F"), ("t", "F")] {
        let s = shown(&prog, &facts, func, var);
        assert!(s.starts_with("double <n x 1>"), "{func}: {var} is {s}");
    }
}

#[test]
fn squares_are_not_negative() {
    let prog = load(
        "function t(v)\nx = rand(numel(v), 1) - 0.5;\nr = x .* x;\ns = sqrt(r);\ndisp(s)\nend\n",
    );
    let facts = analyze(&prog);
    assert!(shown(&prog, &facts, "t", "r").ends_with("x 1> in [0, 0.25]"));
    // So its square root is real.
    assert!(!shown(&prog, &facts, "t", "s").contains("complex"));
}

#[test]
fn reductions_of_vectors_of_unknown_length() {
    // Octave: a column reduces to 1x1 whatever its length; max of an empty
    // column is 0x1; mean of a 1x0 row is 1x0.
    let prog = load(
        "function t(v)\nn = numel(v);\nc = zeros(n, 1);\nr = zeros(1, n);\n\
         a = sum(c);\nb = mean(c);\nm = max(c);\nq = mean(r);\ndisp([a b m q])\nend\n",
    );
    let facts = analyze(&prog);
    assert_eq!(
        shown(&prog, &facts, "t", "a").split(' ').nth(1),
        Some("1x1")
    );
    assert_eq!(
        shown(&prog, &facts, "t", "b").split(' ').nth(1),
        Some("1x1")
    );
    assert_eq!(
        shown(&prog, &facts, "t", "m").split(' ').nth(1),
        Some("0..1x1")
    );
    assert_eq!(
        shown(&prog, &facts, "t", "q").split(' ').nth(1),
        Some("1x0..1")
    );
}
