//! Snapshot tests: MIR dumps of small programs, before and after each pass.
//! Regenerate with `INSTA_UPDATE=always cargo test -p mir --test snapshots`
//! (then review the diff: the dumps are the expected lowering).

use std::path::Path;

use mir::ir::{FuncId, Program};

fn builtins(name: &str) -> bool {
    matches!(
        name,
        "disp"
            | "zeros"
            | "size"
            | "numel"
            | "error"
            | "max"
            | "isempty"
            | "sprintf"
            | "fprintf"
            | "pi"
            | "ones"
    )
}

/// Lowers `src` as the file `name` and prints every function.
fn dump(name: &str, src: &str, ssa: bool, optimize: bool) -> String {
    let mut loader = mir::Loader::new(Box::new(builtins));
    loader.ssa = ssa;
    loader.optimize = optimize;
    let mut prog = Program::default();
    loader
        .load_text(&mut prog, Path::new(name), src)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let mut out = String::new();
    for i in 0..prog.functions.len() {
        out.push_str(&mir::print::function_to_string(&prog, FuncId(i as u32)));
    }
    out
}

/// Lowers to SSA without the cleanups, runs one pass, and prints before/after.
fn pass_dump(src: &str, pass: &str) -> String {
    let mut loader = mir::Loader::new(Box::new(builtins));
    loader.optimize = false;
    let mut prog = Program::default();
    loader.load_text(&mut prog, Path::new("t.m"), src).unwrap();
    let before = mir::print::function_to_string(&prog, FuncId(0));
    let p = mir::passes::DEFAULT_PASSES
        .iter()
        .find(|p| p.name == pass)
        .unwrap();
    mir::passes::run_passes(&mut prog.functions[0], std::slice::from_ref(p)).unwrap();
    let after = mir::print::function_to_string(&prog, FuncId(0));
    format!("--- before {pass}\n{before}--- after {pass}\n{after}")
}

#[test]
fn for_loop_over_range() {
    let src = "function s = f(n)\ns = 0;\nfor i = 1:n\n  s = s + i;\nend\n";
    insta::assert_snapshot!(dump("f.m", src, true, true));
}

#[test]
fn while_break_continue_pre_ssa() {
    let src = "function k = f(n)\nk = 0;\nwhile true\n  k = k + 1;\n  if k > n, break; end\n  if mod(k, 2), continue; end\nend\n";
    insta::assert_snapshot!(dump("f.m", src, false, false));
}

#[test]
fn short_circuit_conditions() {
    let src =
        "function r = f(a, b)\nr = 0;\nif a > 0 && b > 0\n  r = 1;\nelseif a | b\n  r = 2;\nend\n";
    insta::assert_snapshot!(dump("f.m", src, true, true));
}

#[test]
fn switch_try_unwind() {
    let src = "function r = f(x)\nswitch x\n  case {'a', 'b'}\n    r = 1;\n  case 3\n    r = 2;\n  otherwise\n    r = 0;\nend\ntry\n  r = g(r);\ncatch err\n  disp(err.message);\nend\nunwind_protect\n  r = r + 1;\nunwind_protect_cleanup\n  disp('done');\nend_unwind_protect\nend\nfunction y = g(x)\ny = x * 2;\nend\n";
    insta::assert_snapshot!(dump("f.m", src, true, true));
}

#[test]
fn nested_assignment_chain_and_end() {
    let src = "s.a{2}(3).b = 5;\nx = [1 2 3];\nx(end+1) = 4\n[m, ~] = max(x);\nx(2) = [];\n";
    insta::assert_snapshot!(dump("script.m", src, true, true));
}

#[test]
fn anonymous_function_captures() {
    let src = "k = 3;\nf = @(x) x + k;\ng = @() disp(k);\ny = f(2);\ng();\n";
    insta::assert_snapshot!(dump("script.m", src, true, true));
}

#[test]
fn varargs_nargin_global() {
    let src = "function varargout = f(a, varargin)\nglobal G\nif nargin < 1, a = 1; end\nvarargout{1} = a + numel(varargin) + G;\nif nargout > 1, varargout{2} = 0; end\n";
    insta::assert_snapshot!(dump("f.m", src, true, true));
}

#[test]
fn pass_copy_propagation() {
    insta::assert_snapshot!(pass_dump(
        "function y = f(x)\ny = x;\nz = y;\ny = z + 1;\n",
        "copy-propagation"
    ));
}

#[test]
fn pass_drop_proven_requires() {
    // `a` is a constant and `x` was checked by the dominating `c = x`: only
    // the first read of the input `x`, and of `w` (unset when `x` is false), stay.
    insta::assert_snapshot!(pass_dump(
        "function y = f(x)\na = 1;\nb = a;\nc = x;\nif x, w = 2; end\nd = x;\ne = w;\ny = b + c + d + e;\n",
        "drop-proven-requires"
    ));
}

#[test]
fn pass_constant_folding() {
    insta::assert_snapshot!(pass_dump(
        "function y = f(x)\na = 2 * 3;\nif a > 5\n  y = x + a;\nelse\n  y = 0;\nend\n",
        "constant-folding"
    ));
}

#[test]
fn pass_cse() {
    insta::assert_snapshot!(pass_dump(
        "function y = f(x)\ny = (x + 1) * (x + 1);\n",
        "cse"
    ));
}

#[test]
fn pass_dce_keeps_effects() {
    // `x + 1` can raise (x may be a struct): kept; the unused constant goes.
    insta::assert_snapshot!(pass_dump(
        "function y = f(x)\nc = 7;\nx + 1;\ny = 1;\n",
        "dce"
    ));
}

#[test]
fn pass_simplify_cfg() {
    insta::assert_snapshot!(pass_dump(
        "function y = f(x)\nif x\n  y = 1;\nelse\n  y = 2;\nend\n",
        "simplify-cfg"
    ));
}

#[test]
fn eval_in_dynamic_workspace() {
    let src = "function r = f(x)\neval('y = x + 1;');\nr = y;\n";
    let mut loader = mir::Loader::new(Box::new(builtins));
    let mut prog = Program::default();
    let host = loader.load_text(&mut prog, Path::new("f.m"), src).unwrap();
    let code = loader.lower_eval(&mut prog, host, "y = x + 1;").unwrap();
    // The snippet's new variable is now a slot of the host too.
    assert!(prog.func(host).vars.iter().any(|v| v.name == "y"));
    let out = format!(
        "{}{}",
        mir::print::function_to_string(&prog, host),
        mir::print::function_to_string(&prog, code)
    );
    insta::assert_snapshot!(out);
}

#[test]
fn nested_function_shares_parent_variables() {
    let src = "function r = p(n)\n  total = 0;\n  function add(k)\n    total = total + k;\n    last = k;\n  end\n  for i = 1:n\n    add(i);\n  end\n  r = total + last;\nend\n";
    insta::assert_snapshot!(dump("p.m", src, true, true));
}
