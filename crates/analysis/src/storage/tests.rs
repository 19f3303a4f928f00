//! GCTD on small functions whose answer follows by hand from the paper's rules.

use std::collections::HashMap;

use mir::ir::{FuncId, Function, InstKind, Program, ValueId};

use super::*;
use crate::types::{analyze, TypeFacts};

fn builtins(name: &str) -> bool {
    matches!(
        name,
        "disp" | "zeros" | "ones" | "rand" | "tan" | "sqrt" | "numel" | "size" | "sum"
    )
}

fn load(src: &str) -> (Program, HashMap<String, FuncId>) {
    let dir = std::env::temp_dir().join(format!(
        "matc-storage-{}-{}",
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

struct Case {
    prog: Program,
    id: FuncId,
    facts: TypeFacts,
}

impl Case {
    fn new(src: &str) -> Case {
        let (prog, names) = load(src);
        let facts = analyze(&prog);
        Case {
            id: names["main"],
            prog,
            facts,
        }
    }
    fn f(&self) -> &Function {
        self.prog.func(self.id)
    }
    fn plan(&self) -> StoragePlan {
        plan(self.f(), self.facts.func(self.id))
    }
    /// The value a variable holds after its (only non-φ) assignment.
    fn v(&self, name: &str) -> ValueId {
        let f = self.f();
        let var = f.vars.iter().position(|v| v.name == name).expect(name);
        let mut found = None;
        for i in &f.insts {
            for &r in &i.results {
                if f.value_names[r.index()].map(|x| x.index()) == Some(var)
                    && !matches!(i.kind, InstKind::Copy(_))
                {
                    found = Some(r);
                }
            }
        }
        found.unwrap_or_else(|| panic!("no value for {name}"))
    }
}

#[test]
fn element_wise_chain_shares_one_symbolic_group() {
    // The paper's Example 1: t1, t2, t3 have t0's shape and type, and each
    // dies where the next is defined, so all four share storage.
    let c = Case::new(
        "function main(x)\nn = numel(x);\nt0 = rand(n, 1);\nt1 = t0 - 1.345;\nt2 = 2.788 .^ t1;\nt3 = tan(t2);\ndisp(t3);\nend\n",
    );
    let p = c.plan();
    let [t0, t1, t2, t3] = ["t0", "t1", "t2", "t3"].map(|n| c.v(n));
    // No pair of the fragment interferes, and each value takes the color
    // of the operand it is computed in place of: all four are one group.
    for (x, y) in [(t0, t1), (t1, t2), (t2, t3)] {
        assert!(!p.interfere(x, y), "{x} and {y}");
    }
    let g = p.group_of(t1).unwrap();
    for t in [t0, t2, t3] {
        assert_eq!(p.group_of(t), Some(g), "{t} not with t1: {p:?}");
    }
    assert_eq!(g.size, Size::Symbolic);
    assert_eq!(p.sizes[t1.index()], Some(Size::Symbolic));
    let r = p.reduction();
    assert!(r.dynamic_reduced >= 2, "{r:?}");
}

#[test]
fn live_operand_interferes_dead_one_does_not() {
    let c = Case::new(
        "function main()\na = rand(3);\nb = rand(3);\nc = a + b;\ndisp(c);\ndisp(a);\nend\n",
    );
    let p = c.plan();
    let [a, b, cc] = ["a", "b", "c"].map(|n| c.v(n));
    assert!(p.interfere(a, cc), "a is live after c's definition");
    assert!(p.interfere(a, b), "a is live at b's definition");
    assert!(
        !p.interfere(b, cc),
        "b dies at c = a + b, computed in place"
    );
    // c takes the color of b, which it is computed in place of (biased
    // coloring), not the least free one.
    assert_ne!(p.color_of(cc), p.color_of(a));
    assert_eq!(p.color_of(cc), p.color_of(b));
    let g = p.group_of(cc).unwrap();
    assert_eq!(g.size, Size::Static(72));
}

#[test]
fn matrix_product_interferes_unless_a_side_is_scalar() {
    // §2.3: c = a * b with matrices cannot overwrite a or b while reading them.
    let c = Case::new(
        "function main()\na = rand(3);\nb = rand(3);\nc = a * b;\nd = c * 2;\ndisp(d);\nend\n",
    );
    let p = c.plan();
    let [a, b, cc, d] = ["a", "b", "c", "d"].map(|n| c.v(n));
    assert!(p.interfere(cc, a));
    assert!(p.interfere(cc, b));
    assert!(!p.interfere(d, cc), "c * 2 is element-wise");
    assert_eq!(p.color_of(d), p.color_of(cc));
}

#[test]
fn scalar_times_array_of_unknown_extents_is_in_place() {
    // dich's `U = ave*ones(n, m)`: n and m are extents the analysis does
    // not know, but a scalar times an array has the array's shape.
    let c = Case::new(
        "function main(x)\nn = fix(x / 0.3) + 1;\nu = ones(n, n);\nv = 2 * u;\nw = v - 1;\ndisp(w);\nend\n",
    );
    let p = c.plan();
    let [u, v, w] = ["u", "v", "w"].map(|n| c.v(n));
    assert!(!p.interfere(u, v), "2 * u is computed in u's storage");
    assert!(!p.interfere(v, w), "v - 1 is computed in v's storage");
    assert_eq!(p.color_of(v), p.color_of(u));
    assert_eq!(p.color_of(w), p.color_of(v));
}

#[test]
fn index_read_with_array_subscript_interferes() {
    // §2.3.2: a(e) may permute a's elements; a(2) is one element.
    let c = Case::new(
        "function main()\na = rand(1, 4);\ne = [4 3 2 1];\nb = a(e);\ndisp(b);\nx = rand(1, 4);\ny = x(2);\ndisp(y);\nend\n",
    );
    let p = c.plan();
    let [a, e, b, x, y] = ["a", "e", "b", "x", "y"].map(|n| c.v(n));
    assert!(p.interfere(b, a));
    assert!(p.interfere(b, e));
    assert!(!p.interfere(y, x));
}

#[test]
fn indexed_assignment_reuses_its_base() {
    // §2.3.3.1 and Example 2: b = subsasgn(a, ...) is formed in a; the
    // assigned value and the subscripts are read while b is written.
    let c = Case::new(
        "function main(x, i)\nn = numel(x);\na = zeros(n, n);\nr = rand(1, n);\na(i, :) = r;\ndisp(a);\nend\n",
    );
    let p = c.plan();
    let r = c.v("r");
    let f = c.f();
    let (inst, a0, a1) = f
        .insts
        .iter()
        .find_map(|i| match &i.kind {
            InstKind::IndexAssign { base, .. } => Some((i, *base, i.results[0])),
            _ => None,
        })
        .unwrap();
    let _ = inst;
    assert!(!p.interfere(a0, a1));
    assert!(p.interfere(a1, r));
    // Both symbolic; a0 is available at a1's definition and a1 never smaller.
    assert_eq!(p.group_of(a0), p.group_of(a1));
    assert_eq!(p.group_of(a1).unwrap().maximal, vec![a1]);
}

#[test]
fn loop_phi_is_coalesced_with_its_arguments() {
    // §2.2.1: s's φ at the loop header and the s it is passed each round
    // get one color, so SSA inversion's copies are identities.
    let c = Case::new(
        "function main()\ns = zeros(3, 1);\nfor k = 1:4\ns = s + k;\nend\ndisp(s);\nend\n",
    );
    let p = c.plan();
    let f = c.f();
    let s0 = c.v("s");
    let var = f.vars.iter().position(|v| v.name == "s").unwrap();
    let phis: Vec<ValueId> = f
        .blocks
        .iter()
        .flat_map(|b| b.params.iter().copied())
        .filter(|v| f.value_names[v.index()].map(|x| x.index()) == Some(var))
        .collect();
    assert!(!phis.is_empty());
    for phi in phis {
        assert_eq!(p.color_of(phi), p.color_of(s0), "{p:?}");
        assert!(p.coalesced.iter().any(|(q, _)| *q == phi));
    }
    assert_eq!(p.group_of(s0).unwrap().size, Size::Static(24));
}

#[test]
fn static_sizes_of_one_type_form_one_group_bounded_by_the_largest() {
    // §3.2.1: b (2 elements) dies where c (6 elements) is defined from it;
    // both static doubles in one color: one group of 48 bytes, 16 saved.
    let c = Case::new("function main()\nb = rand(1, 2);\nc = [b, b, b];\ndisp(c);\nend\n");
    let p = c.plan();
    let [b, cc] = ["b", "c"].map(|n| c.v(n));
    // Concatenation reads b while writing c: they interfere (no in-place rule).
    assert!(p.interfere(b, cc));
    let c2 =
        Case::new("function main()\nb = rand(1, 2);\ndisp(b);\nc = rand(2, 3);\ndisp(c);\nend\n");
    let p2 = c2.plan();
    let [b2, cc2] = ["b", "c"].map(|n| c2.v(n));
    assert!(!p2.interfere(b2, cc2));
    let g = p2.group_of(cc2).unwrap();
    assert_eq!(p2.group_of(b2), Some(g));
    assert_eq!(g.size, Size::Static(48));
    assert_eq!(g.maximal, vec![cc2]);
    assert!(p2.reduction().bytes_reduced >= 16);
}

#[test]
fn different_types_are_never_grouped() {
    // Relation 1 asks for identical intrinsic types: a logical result does
    // not live in a double's storage even when they do not interfere.
    let c = Case::new("function main()\na = rand(3);\nm = a > 0.5;\ndisp(m);\nend\n");
    let p = c.plan();
    let [a, m] = ["a", "m"].map(|n| c.v(n));
    assert!(!p.interfere(a, m));
    assert_ne!(p.group_of(a), p.group_of(m));
    for g in &p.groups {
        let t = g.intrinsic;
        assert!(g
            .members
            .iter()
            .all(|v| p.sizes[v.index()].is_none() || t.is_some()));
    }
}

#[test]
fn without_types_nothing_is_grouped() {
    let c = Case::new("function main()\na = rand(3);\nb = a + 1;\ndisp(b);\nend\n");
    let p = plan(c.f(), None);
    assert_eq!(
        p.reduction().static_reduced + p.reduction().dynamic_reduced,
        0
    );
    assert_eq!(p.groups.len(), p.defined.len());
}
