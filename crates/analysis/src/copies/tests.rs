use super::*;

fn builtins(name: &str) -> bool {
    matches!(
        name,
        "disp" | "zeros" | "ones" | "rand" | "numel" | "size" | "fprintf" | "sum" | "length"
    )
}

/// Lowers a function file `main.m` with this text; returns the program and its functions by name.
fn load(src: &str) -> (Program, HashMap<String, FuncId>) {
    let dir = std::env::temp_dir().join(format!(
        "matc-copies-{}-{}",
        std::process::id(),
        src.len() ^ src.bytes().map(|b| b as usize).sum::<usize>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("main.m");
    std::fs::write(&path, src).unwrap();
    let mut loader = mir::Loader::new(Box::new(builtins));
    let mut prog = Program::default();
    loader.load_entry(&mut prog, &path).expect("lowers");
    let names = prog
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.clone(), FuncId(i as u32)))
        .collect();
    (prog, names)
}

fn plan_of(src: &str, func: &str) -> (Rc<Plan>, Program) {
    let (prog, names) = load(src);
    let mut ca = CopyAnalysis::new();
    let p = ca.plan(&prog, names[func]);
    (p, prog)
}

fn total_copies(p: &Plan) -> usize {
    p.copies_at_updates() + p.hoisted()
}

#[test]
fn shared_then_updated_copies() {
    let (p, _) = plan_of(
        "function main()\na = zeros(1, 3);\nb = a;\nb(1) = 5;\ndisp(a);\ndisp(b);\nend\n",
        "main",
    );
    assert_eq!(total_copies(&p), 1, "{p:?}");
}

#[test]
fn dead_source_needs_no_copy() {
    // The paper's example1: `a` is dead after `b = a`.
    let (p, _) = plan_of(
        "function main()\na = zeros(1, 3);\nb = a;\nb(1) = 10;\na = [1:10];\ndisp(a);\ndisp(b);\nend\n",
        "main",
    );
    assert_eq!(total_copies(&p), 0, "{p:?}");
    assert!(!p.in_place.is_empty());
}

#[test]
fn loop_copy_hoisted_out_of_loop() {
    let (p, _) = plan_of(
        "function main()\na = zeros(1, 5);\nb = a;\nfor i = 1:5\n  b(i) = i;\nend\ndisp(a);\ndisp(b);\nend\n",
        "main",
    );
    assert_eq!(p.copies_at_updates(), 0, "{p:?}");
    assert_eq!(p.hoisted(), 1, "{p:?}");
}

#[test]
fn paper_example2_one_copy_in_loop() {
    // Only the update after `b = a` in the loop needs a copy (Table III).
    let (p, _) = plan_of(
        "function main()\na = [1:2:30];\nb = [2:2:30];\ni = 1;\nwhile (i < 15)\n  a(i) = 5;\n  b = a;\n  a(i+1) = 0;\n  i = i + 1;\nend\ndisp(a);\ndisp(b);\nend\n",
        "main",
    );
    assert_eq!(total_copies(&p), 1, "{p:?}");
}

#[test]
fn written_parameter_copied_in_caller_only_when_live() {
    let src = "function main()\nf = zeros(3);\nfor k = 1:3\n  f = upd(f);\nend\ng = zeros(3);\nh = upd(g);\ndisp(g);\ndisp(h);\ndisp(f);\nend\nfunction x = upd(x)\nx(1) = x(1) + 1;\nend\n";
    let (prog, names) = load(src);
    let mut ca = CopyAnalysis::new();
    let s = ca.summary(&prog, names["upd"]);
    assert_eq!(s.written, vec![true]);
    assert_eq!(
        s.outs,
        vec![OutAlias {
            params: vec![0],
            external: false
        }]
    );
    let p = ca.plan(&prog, names["main"]);
    // `f = upd(f)` passes f with no copy; `h = upd(g)` with g live copies once.
    assert_eq!(total_copies(&p), 1, "{p:?}");
    let upd = ca.plan(&prog, names["upd"]);
    assert_eq!(total_copies(&upd), 0, "{upd:?}");
}

#[test]
fn returned_alias_of_parameter_is_shared() {
    let src = "function main()\na = zeros(1, 3);\nb = ident(a);\nb(2) = 7;\ndisp(a);\ndisp(b);\nend\nfunction y = ident(x)\ny = x;\nend\n";
    let (p, _) = plan_of(src, "main");
    assert_eq!(total_copies(&p), 1, "{p:?}");
}

#[test]
fn constant_strings_are_shared_with_the_constant_table() {
    let (p, _) = plan_of(
        "function main()\ns = 'hello';\ns(1) = 'H';\ndisp(s);\nend\n",
        "main",
    );
    assert_eq!(total_copies(&p), 1, "{p:?}");
}

const ZEROING: &str = "function t = g(x)\nx(1) = 0;\nt = sum(x);\nend\n";

#[test]
fn loop_invariant_argument_moves_on_the_last_iteration() {
    // crni's `tridiagonal(Va, Vd, ...)`: `d` is copied on every iteration
    // but the last, after which nothing reads it.
    let src = format!(
        "function main()\nd = zeros(1, 3);\ns = 0;\nfor k = 1:4\n  s = s + g(d);\nend\ndisp(s);\nend\n{ZEROING}"
    );
    let (p, prog) = plan_of(&src, "main");
    assert_eq!(p.final_moves.len(), 1, "{p:?}");
    assert!(p.copy_at.is_empty(), "{p:?}");
    // The test reads the loop's own counter and count.
    let fi = p.final_moves.values().next().unwrap();
    let f = prog.func(FuncId(0));
    let header_params: Vec<_> = f.blocks.iter().flat_map(|b| b.params.clone()).collect();
    assert!(header_params.contains(&fi.counter), "{fi:?}");
}

#[test]
fn no_last_iteration_move_when_read_later() {
    // Read after the loop, inside the iteration after the call, by the next
    // execution of the loop in an enclosing loop, or in a while loop.
    for body in [
        "for k = 1:4\n  s = g(d);\nend\ndisp(d);\n",
        "for k = 1:4\n  s = g(d);\n  disp(d(2));\nend\n",
        "for i = 1:2\n  for k = 1:4\n    s = g(d);\n  end\nend\n",
        "k = 0;\nwhile k < 4\n  k = k + 1;\n  s = g(d);\nend\n",
        "try\n  for k = 1:4\n    s = g(d);\n  end\ncatch\n  disp(d);\nend\n",
    ] {
        let src = format!("function main()\nd = zeros(1, 3);\n{body}end\n{ZEROING}");
        let (p, _) = plan_of(&src, "main");
        assert!(p.final_moves.is_empty(), "{body}: {p:?}");
        assert_eq!(p.copy_at.len(), 1, "{body}: {p:?}");
    }
}

#[test]
fn a_deletion_copies_nothing() {
    // A deletion reads its base into a new array: neither the shared `a`
    // nor the caller's argument is copied for it, and the parameter it
    // deletes from is not written.
    let src = "function main()\na = zeros(1, 3);\nb = a;\nb(2) = [];\ndisp(a);\nc = drop(a);\ndisp(a);\ndisp(b);\ndisp(c);\nend\nfunction y = drop(y)\ny(1:2:end) = [];\nend\n";
    let (p, _) = plan_of(src, "main");
    assert_eq!(total_copies(&p), 0, "{p:?}");
    let (p, _) = plan_of(src, "drop");
    assert_eq!(p.summary.written, vec![false], "{p:?}");
}
