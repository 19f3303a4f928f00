//! The shape of residuals: what is folded, unrolled, pruned and kept.
//! (That residuals print what their originals print is checked by running
//! them: `crates/cli/tests/specialize.rs` and `specialize_property.rs`.)

fn spec(text: &str, fixes: &[(&str, &str)], shapes: &[(&str, &[usize])]) -> String {
    let opts = pe::Options {
        fixes: fixes
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        shapes: shapes
            .iter()
            .map(|(a, d)| (a.to_string(), d.to_vec()))
            .collect(),
        ..Default::default()
    };
    pe::specialize(text, &opts).expect("specializes")
}

#[test]
fn static_loop_unrolls_and_folds() {
    let r = spec(
        "function y = f(n, x)\ns = 0;\nfor k = 1:n\n  s = s + k * x;\nend\nif n > 2\n  y = s;\nelse\n  y = -s;\nend\nend\n",
        &[("n", "3")],
        &[],
    );
    assert!(!r.contains("for"), "{r}");
    assert!(!r.contains("if"), "{r}");
    assert!(r.contains("3 * x"), "{r}");
}

#[test]
fn extents_fold_from_shapes() {
    let r = spec(
        "function r = f(x)\n[m, n] = size(x);\nr = zeros(1, numel(x));\nif isempty(x)\n  r = 1;\nend\nfor j = 1:n\n  r(j) = x(m, j);\nend\nend\n",
        &[],
        &[("x", &[2, 3])],
    );
    assert!(
        !r.contains("size") && !r.contains("numel") && !r.contains("isempty"),
        "{r}"
    );
    assert!(r.contains("r(3) = x(2, 3);"), "{r}");
}

#[test]
fn growing_array_in_dynamic_loop_terminates_with_a_residual_loop() {
    let r = spec(
        "function v = f(n)\nv = 1;\nwhile true\n  v = [v, 2 * v(end)];\n  if numel(v) > n\n    break;\n  end\nend\nend\n",
        &[],
        &[],
    );
    assert!(r.contains("while"), "{r}");
}

#[test]
fn static_while_with_static_exit_unrolls() {
    let r = spec(
        "function v = f()\nv = [];\nk = 0;\nwhile true\n  k = k + 1;\n  v(end + 1) = k;\n  if k >= 4\n    break;\n  end\nend\nend\n",
        &[],
        &[],
    );
    assert!(!r.contains("while"), "{r}");
    assert!(r.contains("v = 1:4;") && !r.contains("v(1)"), "{r}");
}

#[test]
fn an_endless_static_loop_stays_a_loop() {
    let r = spec(
        "function f()\nv = 1;\nwhile true\n  v(end + 1) = 1;\nend\nend\n",
        &[],
        &[],
    );
    assert!(r.contains("while"), "{r}");
}

#[test]
fn calls_fold_or_specialize_per_argument_tuple() {
    let text = "function f(x)\ndisp(sq(3));\na = pw(x, 2);\nb = pw(x, 3);\nc = pw(x, 2);\ndisp(a + b + c);\nend\n\
        function y = sq(v)\ny = v * v;\nend\n\
        function y = pw(x, d)\ny = 1;\nfor k = 1:d\n  y = y .* x;\nend\nend\n";
    let r = spec(text, &[], &[("x", &[1, 3])]);
    assert!(r.contains("disp(9)"), "{r}");
    assert!(
        r.contains("pw_x1x3_d2(x)") && r.contains("pw_x1x3_d3(x)"),
        "{r}"
    );
    assert_eq!(r.matches("function y = pw_x1x3_d2").count(), 1, "{r}");
}

#[test]
fn options_struct_fields_fold_and_branches_go() {
    let r = spec(
        "function y = f(u, o)\nswitch o.mode\n  case 'a'\n    y = u + o.k;\n  otherwise\n    y = u - o.k;\nend\nend\n",
        &[("o", "struct('mode', 'b', 'k', 4)")],
        &[],
    );
    assert!(r.contains("y = u - 4;") && !r.contains("switch"), "{r}");
}

#[test]
fn effects_and_errors_stay() {
    let r = spec(
        "function f(n)\nx = [1 2 3];\ny = x(n);\nfprintf('%d\\n', n);\nz = 5;\nend\n",
        &[("n", "7")],
        &[],
    );
    assert!(r.contains("y = x(7);"), "{r}");
    assert!(r.contains("fprintf"), "{r}");
    assert!(!r.contains("z = 5"), "{r}");
}

#[test]
fn exact_identities_go_on_known_float_classes() {
    let opts = pe::Options {
        classes: vec![("x".into(), "double".into())],
        ..Default::default()
    };
    let text = "function y = f(x, k)\ny = x * k - 0;\nz = x + 0;\ndisp(z);\nend\n";
    let mut o = opts.clone();
    o.fixes = vec![("k".into(), "1".into())];
    let r = pe::specialize(text, &o).unwrap();
    assert!(r.contains("y = x;"), "{r}");
    // -0 + 0 is 0: `x + 0` is not `x`.
    assert!(r.contains("x + 0"), "{r}");
}
