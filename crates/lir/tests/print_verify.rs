//! LIR prints as text that reads back, and the verifier rejects ill-typed regions.

use lir::{BinF, Block, Chain, Cmp, Dest, Input, Inst, Region, Resume, Term, Ty};

/// `for k = r, s = s + a(k); a(k) = s; end` over a lazy range, by hand.
fn sum_loop() -> Region {
    Region {
        func: "f".into(),
        header: 2,
        inputs: vec![
            Input {
                v: 1,
                ty: Ty::F64,
                lazy: None,
            },
            Input {
                v: 2,
                ty: Ty::Arr,
                lazy: None,
            },
            Input {
                v: 3,
                ty: Ty::F64,
                lazy: None,
            },
            Input {
                v: 4,
                ty: Ty::Range,
                lazy: Some(0),
            },
            Input {
                v: 5,
                ty: Ty::F64,
                lazy: None,
            },
        ],
        blocks: vec![
            Block {
                mir: 2,
                inlined: None,
                elementwise: None,
                params: vec![(1, Ty::F64), (2, Ty::Arr), (3, Ty::F64)],
                insts: vec![Inst::Cmp {
                    dst: 6,
                    op: Cmp::Lt,
                    a: 3,
                    b: 5,
                }],
                term: Term::Branch {
                    cond: 6,
                    then_: Dest::Block(1, vec![]),
                    else_: Dest::Exit(0),
                },
                latch: None,
            },
            Block {
                mir: 3,
                inlined: None,
                elementwise: None,
                params: vec![],
                insts: vec![
                    Inst::ForItem {
                        dst: 7,
                        range: 4,
                        k: 3,
                    },
                    Inst::Load {
                        dst: 8,
                        arr: 2,
                        idx: vec![7],
                        exit: Some(1),
                    },
                    Inst::Bin {
                        dst: 9,
                        op: BinF::Add,
                        a: 1,
                        b: 8,
                    },
                    Inst::Store {
                        dst: 10,
                        arr: 2,
                        idx: vec![7],
                        x: 9,
                        exit: Some(2),
                    },
                    Inst::ConstF { dst: 11, x: 1.0 },
                    Inst::Bin {
                        dst: 12,
                        op: BinF::Add,
                        a: 3,
                        b: 11,
                    },
                ],
                term: Term::Jump(Dest::Block(0, vec![9, 10, 12])),
                latch: Some(0),
            },
        ],
        defs: vec![
            (1, Ty::F64),
            (3, Ty::F64),
            (6, Ty::Bool),
            (7, Ty::F64),
            (8, Ty::F64),
            (9, Ty::F64),
            (12, Ty::F64),
        ],
        chains: vec![Chain {
            input: 2,
            members: vec![2, 10],
        }],
        resumes: vec![Resume::Term(2), Resume::Inst(7), Resume::Inst(9)],
        resume_frame: vec![None; 3],
        frames: Vec::new(),
        live: vec![vec![0, 1], vec![0, 1], vec![0, 1, 5]],
        smalls: Vec::new(),
        live_smalls: vec![Vec::new(); 3],
        widths: Vec::new(),
        leaves: Vec::new(),
        num_mir_values: 13,
        num_values: 13,
        num_mir_insts: 7,
        call_depth: 0,
        entry: None,
        absent: Vec::new(),
        before: Vec::new(),
        finish: None,
        gate: None,
    }
}

#[test]
fn a_region_prints_as_text() {
    let text = sum_loop().to_string();
    let want = "\
region f loop bb2 (7 MIR instructions)
  in %1: f64, %2: arr, %3: f64, %4: range (lazy 0), %5: f64
  writes back %1: f64, %3: f64, %6: bool, %7: f64, %8: f64, %9: f64, %12: f64
  values 13, temporaries from %13
  updates %2 as %2, %10
  bb2(%1: f64, %2: arr, %3: f64):
    %6 = fcmp lt %3, %5
    br %6, bb3(), exit 0
  bb3():  ; latch exit 0
    %7 = foritem %4, %3
    %8 = load %2(%7) else exit 1
    %9 = fadd %1, %8
    %10 = store %2(%7) = %9 else exit 2
    %11 = f64 1.0
    %12 = fadd %3, %11
    jump bb2(%9, %10, %12)
  exit 0: at the end of bb2, out %1, %3
  exit 1: before i7, out %1, %3
  exit 2: before i9, out %1, %3, %9
";
    assert_eq!(text, want);
    assert_eq!(lir::verify(&sum_loop()), Ok(()));
    // The text carries every field: what is read back is the region.
    assert_eq!(lir::parse::region(&text), Ok(sum_loop()));
}

#[test]
fn the_verifier_rejects_wrong_types_and_exits() {
    let mut r = sum_loop();
    // A subscript that is a logical.
    if let Inst::Load { idx, .. } = &mut r.blocks[1].insts[1] {
        idx[0] = 6;
    }
    assert!(lir::verify(&r).is_err());
    let mut r = sum_loop();
    // An exit with no resume point.
    r.blocks[0].term = Term::Jump(Dest::Exit(9));
    assert!(lir::verify(&r).is_err());
    let mut r = sum_loop();
    // A jump with the wrong number of arguments.
    r.blocks[1].term = Term::Jump(Dest::Block(0, vec![9]));
    assert!(lir::verify(&r).is_err());
    let mut r = sum_loop();
    // A store outside every chain.
    r.chains.clear();
    assert!(lir::verify(&r).is_err());
}

/// `sum_loop` with `%13 = load %10(%7) else exit K` after its store.
fn with_load_after_store(k: u32) -> Region {
    let mut r = sum_loop();
    r.blocks[1].insts.insert(
        4,
        Inst::Load {
            dst: 13,
            arr: 10,
            idx: vec![7],
            exit: Some(k),
        },
    );
    r.num_values = 14;
    r.num_mir_values = 14;
    r.resumes.push(Resume::Inst(10));
    r.resume_frame.push(None);
    r.live_smalls.push(vec![]);
    r.live.push(vec![0, 1, 5]);
    r
}

#[test]
fn every_way_out_has_one_version_of_each_array() {
    // Before the store, and at the interrupt check of the back edge (the
    // header's parameter is current there), the version is the input.
    assert_eq!(sum_loop().exit_versions(), Ok(vec![vec![2]; 3]));
    let r = with_load_after_store(3);
    assert_eq!(
        r.exit_versions(),
        Ok(vec![vec![2], vec![2], vec![2], vec![10]])
    );
    assert_eq!(lir::verify(&r), Ok(()));
    // A resume point reached before the store and after it.
    let r = with_load_after_store(1);
    assert!(r.exit_versions().is_err());
    assert!(lir::verify(&r).is_err());
}

#[test]
fn a_for_loop_has_a_count_and_with_no_loop_inside_a_trip_count() {
    // Counter %3 (a header parameter), count %5 (an input).
    assert_eq!(sum_loop().trip(), Some((3, 5)));
    // A second back edge: a loop inside.
    let mut r = sum_loop();
    r.blocks[1].term = Term::Branch {
        cond: 6,
        then_: Dest::Block(1, vec![]),
        else_: Dest::Block(0, vec![9, 10, 12]),
    };
    assert_eq!(r.trip(), None);
    assert_eq!(r.counted(), Some((3, 5)));
    // A header that does not test `k < n`.
    let mut r = sum_loop();
    if let Inst::Cmp { op, .. } = &mut r.blocks[0].insts[0] {
        *op = Cmp::Le;
    }
    assert_eq!(r.trip(), None);
    assert_eq!(r.counted(), None);
}
