//! Chains of updates of one element, row or column (`y(1, :) = e1; y(1, :) = y(1, :) + e2; ...`) written as one statement `y(1, :) = e1 + e2 + ...`, behind a test that the values are real doubles.
//!
//! Unrolling a loop that accumulates into `y(i, :)` leaves one statement
//! per term, and Octave pays for each statement and each indexed read and
//! store. Merged, the terms are added in the same order (`+`, `-`, `.*`
//! and the others are left-associative), so each element is computed by
//! the same operations on the same operands. That holds when storing a
//! value into `y(I)` and reading it back gives the value unchanged: real
//! doubles stored into a real double array of the value's shape. So the
//! merge applies to a run of top-level statements each a plain assignment
//! whose value is computed by real double arithmetic that cannot fail
//! (`+ - .* ./`, `*` and `/` by a scalar, `ones(size(v))`, elements at
//! constant subscripts in bounds): the run is written merged when its
//! variables hold real full doubles of the needed orientation (each tested
//! where not known: `isa(v, 'double') && isreal(v) && ~issparse(v)`), and
//! as it was otherwise. The terms of a chain are read no earlier than in
//! the original (their operands are not reassigned before its last
//! statement), the statements between cannot fail or show anything, and a
//! variable first read after a store that may fail is left out of the run
//! (the test would read it, and fail as `'v' undefined`, first).
//!
//! In the same runs, a partial sum read once (`s_2 = s_1 + e2`, as renaming
//! leaves an accumulation into a whole variable) is computed in the
//! statement that reads it (`s_2 = s_0 + e1 + e2`), and an element of an
//! array the run does not assign, read often, is read once into a variable
//! at the run's start.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use syntax::ast::{BinOp, Expr, ExprKind, IfClause, LValue, Name, Stmt, StmtKind, UnOp};

use crate::abs::AVal;
use crate::literal::{call, expr, ident, stmt};
use crate::names::{idents_in_expr, walk_stmt};
use runtime::Value;

/// What is known at entry of a parameter never assigned.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    dims: Option<Vec<usize>>,
    /// A full double array, real or complex.
    double: bool,
    real: bool,
}

impl Entry {
    pub fn of(a: &AVal) -> Entry {
        match a {
            AVal::Known(v) => Entry {
                dims: Some(v.dims().as_slice().to_vec()),
                double: matches!(v, Value::Num(_) | Value::Double(_)),
                real: !v.is_complex(),
            },
            // A class of double may still be complex or sparse.
            AVal::Dyn(f) => Entry {
                dims: f.dims.clone(),
                double: f.class == Some(runtime::Class::Double) && f.full,
                real: f.real,
            },
        }
    }
}

/// The extents of a real double value.
#[derive(Clone, Debug, PartialEq)]
enum Shape {
    Scalar,
    Dims(Vec<usize>),
    /// Those of variable `v` as the run starts.
    Like(Name),
    /// Not known (an array only stored into).
    Unknown,
}

fn dims_shape(d: &[usize]) -> Shape {
    if d.iter().all(|&n| n == 1) {
        Shape::Scalar
    } else {
        Shape::Dims(d.to_vec())
    }
}

/// The shape of an element-wise result of operands of shapes `a` and `b`.
fn combine(a: Shape, b: Shape) -> Option<Shape> {
    match (a, b) {
        (Shape::Unknown, _) | (_, Shape::Unknown) => None,
        (Shape::Scalar, s) | (s, Shape::Scalar) => Some(s),
        (a, b) if a == b => Some(a),
        _ => None,
    }
}

/// A store `y(I) = ...` at constant subscripts.
#[derive(Clone, Debug, PartialEq)]
enum Place {
    /// All subscripts positive integers.
    Element(Vec<usize>),
    /// `(k, :)`.
    Row(usize),
    /// `(:, k)`.
    Column(usize),
}

fn place(args: &[Expr]) -> Option<Place> {
    let int = |e: &Expr| match e.kind {
        ExprKind::Number(x) if x >= 1.0 && x.fract() == 0.0 && x < 1e9 => Some(x as usize),
        _ => None,
    };
    if args.len() == 2 {
        match (&args[0].kind, &args[1].kind) {
            (_, ExprKind::Colon) => return int(&args[0]).map(Place::Row),
            (ExprKind::Colon, _) => return int(&args[1]).map(Place::Column),
            _ => {}
        }
    }
    if args.is_empty() {
        return None;
    }
    args.iter()
        .map(int)
        .collect::<Option<Vec<_>>>()
        .map(Place::Element)
}

/// Whether constant subscripts `at` are within extents `dims`.
fn in_bounds(at: &[usize], dims: &[usize]) -> bool {
    match at.len() {
        1 => at[0] <= dims.iter().product::<usize>(),
        n if n == dims.len() => at.iter().zip(dims).all(|(a, d)| a <= d),
        _ => false,
    }
}

/// A statement of a run, as analysed.
enum Form {
    /// `v = e`; `link`: `e` is `u op term` (`u` a whole variable).
    Whole {
        target: Name,
        link: Option<(Name, BinOp, Expr)>,
    },
    /// `y(I) = e` (`op` none) or `y(I) = y(I) op e`.
    Update {
        target: Name,
        place: Place,
        key: String,
        op: Option<BinOp>,
        term: Expr,
        shape: Shape,
    },
}

struct Run<'a> {
    vars: &'a HashSet<Name>,
    entries: &'a HashMap<Name, Entry>,
    /// Assigned before the run or anywhere (so no entry facts hold).
    reassigned: &'a HashSet<Name>,
    /// Variables assigned in the run so far, with their shapes.
    facts: HashMap<Name, Shape>,
    /// Variables read as the run found them: the shape assumed, and the
    /// statement that first reads them.
    free: BTreeMap<Name, (Shape, usize)>,
    /// The statement being analysed.
    at: usize,
    /// Each array whose last statement was an update of it, with the
    /// update's place (`y(1, :)`): its next update there reads what that
    /// one stored.
    open: HashMap<Name, String>,
    /// A store that may fail was seen (no new free variable after it).
    may_fail: bool,
}

impl Run<'_> {
    fn var(&mut self, n: &Name) -> Option<Shape> {
        if let Some(s) = self.facts.get(n) {
            return Some(s.clone());
        }
        if let Some((s, _)) = self.free.get(n) {
            return Some(s.clone());
        }
        if !self.vars.contains(n) || self.may_fail {
            return None;
        }
        let s = match self.entries.get(n).and_then(|e| e.dims.as_ref()) {
            Some(d) if !self.reassigned.contains(n) => dims_shape(d),
            _ => Shape::Like(n.clone()),
        };
        self.free.insert(n.clone(), (s.clone(), self.at));
        Some(s)
    }

    /// The shape of `e` if it is real double arithmetic that cannot fail.
    fn shape(&mut self, e: &Expr) -> Option<Shape> {
        match &e.kind {
            ExprKind::Number(_) => Some(Shape::Scalar),
            ExprKind::Paren(e) => self.shape(e),
            ExprKind::Unary {
                op: UnOp::Neg | UnOp::Plus,
                operand,
            } => match self.shape(operand)? {
                Shape::Unknown => None,
                s => Some(s),
            },
            ExprKind::Ident(id) => self.var(&id.name),
            ExprKind::Binary { op, operands } => {
                let [a, b] = &**operands;
                let (a, b) = (self.shape(a)?, self.shape(b)?);
                match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => combine(a, b),
                    BinOp::MatMul if a == Shape::Scalar || b == Shape::Scalar => combine(a, b),
                    BinOp::MatDiv if b == Shape::Scalar => combine(a, b),
                    _ => None,
                }
            }
            ExprKind::Matrix(rows) => {
                let number = |e: &Expr| match &e.kind {
                    ExprKind::Number(_) => true,
                    ExprKind::Unary {
                        op: UnOp::Neg,
                        operand,
                    } => matches!(operand.kind, ExprKind::Number(_)),
                    _ => false,
                };
                let c = rows.first()?.len();
                let ok = c > 0 && rows.iter().all(|r| r.len() == c && r.iter().all(number));
                ok.then(|| dims_shape(&[rows.len(), c]))
            }
            ExprKind::Index { base, args } => {
                let ExprKind::Ident(id) = &base.kind else {
                    return None;
                };
                if self.vars.contains(&id.name) {
                    let Some(Place::Element(at)) = place(args) else {
                        return None;
                    };
                    return match self.var(&id.name)? {
                        Shape::Dims(d) if in_bounds(&at, &d) => Some(Shape::Scalar),
                        Shape::Scalar if at.iter().all(|&k| k == 1) => Some(Shape::Scalar),
                        _ => None,
                    };
                }
                self.call(id.name.as_str(), args)
            }
            _ => None,
        }
    }

    /// `ones`, `zeros`, `length`, `numel` of what cannot fail.
    fn call(&mut self, f: &str, args: &[Expr]) -> Option<Shape> {
        let arg_var = |e: &Expr| match &e.kind {
            ExprKind::Ident(id) => Some(id.name.clone()),
            _ => None,
        };
        match (f, args) {
            ("length" | "numel", [a]) => {
                self.var(&arg_var(a)?)?;
                Some(Shape::Scalar)
            }
            ("ones" | "zeros", [a]) => {
                if let ExprKind::Index { base, args } = &a.kind {
                    if let (ExprKind::Ident(id), [v]) = (&base.kind, args.as_slice()) {
                        if id.name == "size" && !self.vars.contains(&id.name) {
                            return match self.var(&arg_var(v)?)? {
                                Shape::Unknown => None,
                                s => Some(s),
                            };
                        }
                    }
                }
                None
            }
            ("ones" | "zeros", _) if !args.is_empty() => {
                let mut dims = Vec::new();
                for a in args {
                    match &a.kind {
                        ExprKind::Number(x) if *x >= 0.0 && x.fract() == 0.0 && *x < 1e6 => {
                            dims.push(Some(*x as usize))
                        }
                        _ if self.call_of(a, &["length", "numel"]) => {
                            self.shape(a)?;
                            dims.push(None)
                        }
                        _ => return None,
                    }
                }
                if dims.len() == 1 {
                    dims.push(dims[0]);
                }
                match dims.into_iter().collect::<Option<Vec<_>>>() {
                    Some(d) if d.iter().product::<usize>() <= 1 << 20 => Some(dims_shape(&d)),
                    Some(_) => None,
                    None => Some(Shape::Unknown),
                }
            }
            _ => None,
        }
    }

    fn call_of(&self, e: &Expr, names: &[&str]) -> bool {
        match &e.kind {
            ExprKind::Index { base, .. } => matches!(&base.kind,
                ExprKind::Ident(id) if names.contains(&id.name.as_str()) && !self.vars.contains(&id.name)),
            _ => false,
        }
    }

    /// `s` analysed, the run's facts updated; `None` if it ends the run
    /// (the facts may then hold part of it).
    fn statement(&mut self, s: &Stmt) -> Option<Form> {
        let StmtKind::Assign {
            lhs,
            rhs,
            print: false,
        } = &s.kind
        else {
            return None;
        };
        let LValue::Expr(target) = lhs else {
            return None;
        };
        match &target.kind {
            ExprKind::Ident(id) => {
                let shape = self.shape(rhs)?;
                let link = match &rhs.kind {
                    ExprKind::Binary { op, operands } => match &operands[0].kind {
                        ExprKind::Ident(u) if self.vars.contains(&u.name) => {
                            let by_scalar = self.shape(&operands[1]) == Some(Shape::Scalar);
                            match op {
                                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => true,
                                BinOp::MatMul | BinOp::MatDiv => by_scalar,
                                _ => false,
                            }
                            .then(|| (u.name.clone(), *op, operands[1].clone()))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                let (reads, writes) = reads_writes(s);
                self.open
                    .retain(|y, _| !reads.contains(y) && !writes.contains(y));
                self.facts.insert(id.name.clone(), shape);
                self.at += 1;
                Some(Form::Whole {
                    target: id.name.clone(),
                    link,
                })
            }
            ExprKind::Index { base, args } => {
                let ExprKind::Ident(id) = &base.kind else {
                    return None;
                };
                let y = id.name.clone();
                let place = place(args)?;
                let key = syntax::print_expr(target);
                let (op, term) = match &rhs.kind {
                    ExprKind::Binary { op, operands }
                        if syntax::print_expr(&operands[0]) == key =>
                    {
                        (Some(*op), operands[1].clone())
                    }
                    _ => (None, rhs.clone()),
                };
                let mut mentions_y = false;
                idents_in_expr(&term, &mut |n| mentions_y |= *n == y);
                if mentions_y {
                    return None;
                }
                let ys = self.var(&y)?;
                let shape = self.shape(&term)?;
                if shape == Shape::Unknown {
                    return None;
                }
                // Reading `y(I)` cannot fail after a store there, nor at an
                // element within known extents.
                if op.is_some() && self.open.get(&y) != Some(&key) {
                    let safe = match (&place, &ys) {
                        (Place::Element(at), Shape::Dims(d)) => in_bounds(at, d),
                        (Place::Element(at), Shape::Scalar) => at.iter().all(|&k| k == 1),
                        _ => false,
                    };
                    self.may_fail |= !safe;
                }
                match op {
                    None | Some(BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div) => {}
                    // Element-wise only by a scalar: `y(I)` may be a row.
                    Some(BinOp::MatMul | BinOp::MatDiv) if shape == Shape::Scalar => {}
                    Some(_) => return None,
                }
                // A store that may fail: of a non-scalar into anything
                // but a place of known extents matching its own.
                let fits = match (&place, &ys, &shape) {
                    (_, _, Shape::Scalar) => true,
                    (Place::Row(k), Shape::Dims(d), Shape::Dims(v)) => {
                        d.len() == 2 && *k <= d[0] && v == &vec![1, d[1]]
                    }
                    (Place::Column(k), Shape::Dims(d), Shape::Dims(v)) => {
                        d.len() == 2 && *k <= d[1] && v == &vec![d[0], 1]
                    }
                    _ => false,
                };
                self.may_fail |= !fits;
                // The array keeps its extents when the store is within them.
                let kept = match (&place, &ys) {
                    (Place::Element(at), Shape::Dims(d)) => in_bounds(at, d),
                    (Place::Element(at), Shape::Scalar) => at.iter().all(|&k| k == 1),
                    (Place::Row(k), Shape::Dims(d)) => fits && d.len() == 2 && *k <= d[0],
                    (Place::Column(k), Shape::Dims(d)) => fits && d.len() == 2 && *k <= d[1],
                    _ => false,
                };
                let (reads, writes) = reads_writes(s);
                self.open
                    .retain(|v, _| *v == y || (!reads.contains(v) && !writes.contains(v)));
                self.open.insert(y.clone(), key.clone());
                self.at += 1;
                if !kept {
                    self.facts.insert(y.clone(), Shape::Unknown);
                } else if !self.facts.contains_key(&y) {
                    self.facts.insert(y.clone(), ys);
                }
                Some(Form::Update {
                    target: y,
                    place,
                    key,
                    op,
                    term,
                    shape,
                })
            }
            _ => None,
        }
    }
}

/// Names read and assigned by a statement.
fn reads_writes(s: &Stmt) -> (HashSet<Name>, HashSet<Name>) {
    let (mut r, mut w) = (HashSet::new(), HashSet::new());
    walk_stmt(
        s,
        &mut |e| {
            idents_in_expr(e, &mut |n| {
                r.insert(n.clone());
            })
        },
        &mut |n| {
            w.insert(n.clone());
        },
    );
    (r, w)
}

/// A chain found in a run: the positions of its statements.
struct Chain {
    members: Vec<usize>,
}

/// `body` with its chains of updates merged; `entries` what is known of
/// the parameters at entry, `is_function` says whether a name is a
/// function of the file or folder (shadowing the builtin).
pub fn merge(
    body: Vec<Stmt>,
    params: &[Name],
    entries: &HashMap<Name, Entry>,
    live_out: &BTreeSet<Name>,
    is_function: &dyn Fn(&str) -> bool,
) -> Vec<Stmt> {
    let used = [
        "ones", "zeros", "size", "length", "numel", "isa", "isreal", "issparse", "isrow",
        "iscolumn",
    ];
    if used.iter().any(|f| is_function(f)) {
        return body;
    }
    let mut vars: HashSet<Name> = params.iter().cloned().collect();
    let mut uses = Uses {
        reads: HashMap::new(),
        writes: HashMap::new(),
        live_out: live_out.clone(),
        taken: HashSet::new(),
        vars: HashSet::new(),
    };
    let reads = std::cell::RefCell::new(HashMap::<Name, usize>::new());
    for s in &body {
        // A target is passed as an expression just before its name: a
        // whole variable's is no read.
        let last_ident = std::cell::RefCell::new(None::<Name>);
        walk_stmt(
            s,
            &mut |e| {
                *last_ident.borrow_mut() = match &e.kind {
                    ExprKind::Ident(id) => Some(id.name.clone()),
                    _ => None,
                };
                idents_in_expr(e, &mut |n| {
                    *reads.borrow_mut().entry(n.clone()).or_insert(0) += 1;
                })
            },
            &mut |n| {
                if last_ident.borrow_mut().take().as_ref() == Some(n) {
                    *reads.borrow_mut().entry(n.clone()).or_insert(1) -= 1;
                }
                vars.insert(n.clone());
                *uses.writes.entry(n.clone()).or_insert(0) += 1;
            },
        );
    }
    uses.reads = reads.into_inner();
    uses.taken = uses.reads.keys().map(|n| n.to_string()).collect();
    uses.taken.extend(vars.iter().map(|n| n.to_string()));
    uses.vars = vars.clone();
    uses.taken
        .extend(["ans", "i", "j", "e", "pi", "eps", "Inf", "NaN"].map(String::from));
    let mut out = Vec::new();
    let mut reassigned: HashSet<Name> = HashSet::new();
    let mut rest = body.into_iter().peekable();
    while rest.peek().is_some() {
        let mut run = Run {
            vars: &vars,
            entries,
            reassigned: &reassigned,
            facts: HashMap::new(),
            free: BTreeMap::new(),
            at: 0,
            open: HashMap::new(),
            may_fail: false,
        };
        let mut stmts = Vec::new();
        let mut forms = Vec::new();
        while let Some(s) = rest.peek() {
            match run.statement(s) {
                Some(f) => {
                    forms.push(f);
                    stmts.push(rest.next().expect("peeked"));
                }
                None => break,
            }
        }
        let free = std::mem::take(&mut run.free);
        if stmts.is_empty() {
            let s = rest.next().expect("peeked");
            walk_stmt(&s, &mut |_| {}, &mut |n| {
                reassigned.insert(n.clone());
            });
            out.push(s);
            continue;
        }
        let mut assigned = HashSet::new();
        for s in &stmts {
            walk_stmt(s, &mut |_| {}, &mut |n| {
                assigned.insert(n.clone());
            });
        }
        out.extend(merged_run(
            stmts,
            &forms,
            &free,
            entries,
            &reassigned,
            &mut uses,
            is_function,
        ));
        reassigned.extend(assigned);
    }
    out
}

/// The chains of a run of analysed statements.
fn chains(stmts: &[Stmt], forms: &[Form]) -> Vec<Chain> {
    let mut open: HashMap<Name, Chain> = HashMap::new();
    let mut done = Vec::new();
    let mut written = Vec::new();
    for (k, (s, f)) in stmts.iter().zip(forms).enumerate() {
        let (reads, writes) = reads_writes(s);
        written.push(writes.clone());
        let extends = match f {
            Form::Update {
                target, key, op, ..
            } => {
                let same = open
                    .get(target)
                    .is_some_and(|c| match &forms[c.members[0]] {
                        Form::Update { key: k0, .. } => k0 == key,
                        Form::Whole { .. } => false,
                    });
                (same && op.is_some()).then_some(target.clone())
            }
            Form::Whole { .. } => None,
        };
        // Any other mention of an open chain's array ends that chain.
        let ended: Vec<Name> = open
            .keys()
            .filter(|y| Some(*y) != extends.as_ref() && (reads.contains(*y) || writes.contains(*y)))
            .cloned()
            .collect();
        for y in ended {
            done.push(open.remove(&y).expect("open"));
        }
        match (extends, f) {
            (Some(y), _) => open.get_mut(&y).expect("open").members.push(k),
            (None, Form::Update { target, .. }) => {
                open.insert(target.clone(), Chain { members: vec![k] });
            }
            (None, Form::Whole { .. }) => {}
        }
    }
    done.extend(open.into_values());
    done.retain(|c| c.members.len() > 1);
    // Each term must see the values it saw: none of its operands assigned
    // between its statement and the chain's last.
    // (From the last statement back, once over the chain's span.)
    done.retain(|c| {
        let mut later: HashSet<&Name> = HashSet::new();
        let mut members = c.members.iter().rev().peekable();
        for k in (c.members[0]..=*c.members.last().expect("not empty")).rev() {
            if members.next_if_eq(&&k).is_some() {
                let Form::Update { term, .. } = &forms[k] else {
                    return false;
                };
                let mut clash = false;
                idents_in_expr(term, &mut |n| clash |= later.contains(n));
                if clash {
                    return false;
                }
            }
            later.extend(written[k].iter());
        }
        true
    });
    done.sort_by_key(|c| c.members[0]);
    done
}

/// How often each name is read and assigned in the whole function, and
/// what is read after it.
pub struct Uses {
    reads: HashMap<Name, usize>,
    writes: HashMap<Name, usize>,
    live_out: BTreeSet<Name>,
    /// Every name the function mentions or may call (no new variable may
    /// take one).
    taken: HashSet<String>,
    /// The function's variables.
    vars: HashSet<Name>,
}

/// An element read `v(k)` at least this often in a merged run is read
/// once into a variable at its start (Octave pays for each indexing).
const HOISTED_READS: usize = 3;

/// The merged run `run` after statements reading into variables the
/// elements it reads often (`x_1 = x(1);`) of arrays it does not assign:
/// the same values, as each read cannot fail.
fn hoist_elements(
    mut run: Vec<Stmt>,
    uses: &mut Uses,
    is_function: &dyn Fn(&str) -> bool,
) -> Vec<Stmt> {
    let mut written = HashSet::new();
    let mut counts: BTreeMap<String, (usize, Expr)> = BTreeMap::new();
    for s in &run {
        if let StmtKind::Assign { rhs, .. } = &s.kind {
            count_elements(rhs, &uses.vars, &mut counts);
        }
        written.extend(reads_writes(s).1);
    }
    let mut out = Vec::new();
    let mut names = HashMap::new();
    for (key, (n, read)) in counts {
        let ExprKind::Index { base, args } = &read.kind else {
            continue;
        };
        let ExprKind::Ident(v) = &base.kind else {
            continue;
        };
        if n < HOISTED_READS || written.contains(&v.name) {
            continue;
        }
        let subs: Vec<String> = args.iter().map(syntax::print_expr).collect();
        let stem = format!("{}_{}", v.name, subs.join("_"));
        let mut name = stem.clone();
        let mut k = 1;
        while uses.taken.contains(&name) || is_function(&name) {
            k += 1;
            name = format!("{stem}_{k}");
        }
        uses.taken.insert(name.clone());
        out.push(stmt(StmtKind::Assign {
            lhs: LValue::Expr(ident(&name)),
            rhs: read.clone(),
            print: false,
        }));
        names.insert(key, name);
    }
    if names.is_empty() {
        return run;
    }
    for s in &mut run {
        if let StmtKind::Assign { rhs, .. } = &mut s.kind {
            replace_elements(rhs, &names);
        }
    }
    out.extend(run);
    out
}

/// The element reads `v(1, 2)` of variables in `e`, by their text.
fn count_elements(e: &Expr, vars: &HashSet<Name>, counts: &mut BTreeMap<String, (usize, Expr)>) {
    match &e.kind {
        ExprKind::Index { base, args } => {
            if let ExprKind::Ident(v) = &base.kind {
                if vars.contains(&v.name) && matches!(place(args), Some(Place::Element(_))) {
                    counts
                        .entry(syntax::print_expr(e))
                        .or_insert((0, e.clone()))
                        .0 += 1;
                }
            }
        }
        ExprKind::Paren(a) | ExprKind::Unary { operand: a, .. } => count_elements(a, vars, counts),
        ExprKind::Binary { operands, .. } => {
            count_elements(&operands[0], vars, counts);
            count_elements(&operands[1], vars, counts);
        }
        _ => {}
    }
}

fn replace_elements(e: &mut Expr, names: &HashMap<String, String>) {
    match &mut e.kind {
        ExprKind::Index { .. } => {
            if let Some(n) = names.get(&syntax::print_expr(e)) {
                *e = ident(n);
            }
        }
        ExprKind::Paren(a) | ExprKind::Unary { operand: a, .. } => replace_elements(a, names),
        ExprKind::Binary { operands, .. } => {
            let [a, b] = &mut **operands;
            replace_elements(a, names);
            replace_elements(b, names);
        }
        _ => {}
    }
}

/// The pairs `(j, k, op)` of a run where statement `j` assigns `u` and
/// statement `k` is `v = u op term`, `u`'s only read and assignment (so
/// `k` may compute `u`'s value itself), its operands not assigned in
/// between (checked as links chain: `a2 = a1 + e2` then `a3 = a2 + e3`).
fn links(stmts: &[Stmt], forms: &[Form], uses: &Uses) -> Vec<(usize, usize, BinOp)> {
    let written: Vec<HashSet<Name>> = stmts.iter().map(|s| reads_writes(s).1).collect();
    let mut operands: HashMap<usize, HashSet<Name>> = HashMap::new();
    let mut def_at: HashMap<&Name, usize> = HashMap::new();
    let mut out = Vec::new();
    for (k, f) in forms.iter().enumerate() {
        let Form::Whole { target, link } = f else {
            continue;
        };
        if let Some((u, op, _)) = link {
            let once = |m: &HashMap<Name, usize>| m.get(u) == Some(&1);
            if let Some(&j) = def_at.get(u) {
                if once(&uses.reads) && once(&uses.writes) && !uses.live_out.contains(u) {
                    let moved = operands.remove(&j).unwrap_or_default();
                    if written[j + 1..=k].iter().all(|w| w.is_disjoint(&moved)) {
                        out.push((j, k, *op));
                        operands.entry(k).or_default().extend(moved);
                    }
                }
            }
        }
        let StmtKind::Assign { rhs, .. } = &stmts[k].kind else {
            continue;
        };
        let mine = operands.entry(k).or_default();
        idents_in_expr(rhs, &mut |n| {
            mine.insert(n.clone());
        });
        def_at.insert(target, k);
    }
    out
}

/// The run with its chains merged, behind the tests they need.
fn merged_run(
    stmts: Vec<Stmt>,
    forms: &[Form],
    free: &BTreeMap<Name, (Shape, usize)>,
    entries: &HashMap<Name, Entry>,
    reassigned: &HashSet<Name>,
    uses: &mut Uses,
    is_function: &dyn Fn(&str) -> bool,
) -> Vec<Stmt> {
    let mut chains = chains(&stmts, forms);
    let mut checks: Vec<Expr> = Vec::new();
    // A chain's terms share one shape (scalars aside), which fits its place.
    chains.retain(|c| {
        let shapes: Vec<&Shape> = c
            .members
            .iter()
            .filter_map(|&m| match &forms[m] {
                Form::Update { shape, .. } => Some(shape),
                Form::Whole { .. } => None,
            })
            .collect();
        let Some(Form::Update { place, op, .. }) = forms.get(c.members[0]) else {
            return false;
        };
        let wide = shapes.iter().find(|s| ***s != Shape::Scalar);
        let Some(wide) = wide else {
            return true;
        };
        if op.is_some()
            || shapes[0] != *wide
            || shapes.iter().any(|s| *s != *wide && **s != Shape::Scalar)
        {
            return false;
        }
        match (place, wide) {
            (Place::Row(_), Shape::Dims(d)) => d.len() == 2 && d[0] == 1,
            (Place::Column(_), Shape::Dims(d)) => d.len() == 2 && d[1] == 1,
            (Place::Row(_), Shape::Like(v)) => {
                checks.push(call("isrow", vec![ident(v)]));
                true
            }
            (Place::Column(_), Shape::Like(v)) => {
                checks.push(call("iscolumn", vec![ident(v)]));
                true
            }
            _ => false,
        }
    });
    let links = links(&stmts, forms, uses);
    let last = chains
        .iter()
        .map(|c| *c.members.last().expect("not empty"))
        .chain(links.iter().map(|l| l.1))
        .max();
    let Some(last) = last else {
        return stmts;
    };
    let mut merged: Vec<Option<Stmt>> = stmts[..=last].iter().cloned().map(Some).collect();
    for &(j, k, op) in &links {
        let Some(StmtKind::Assign { rhs: first, .. }) = merged[j].take().map(|s| s.kind) else {
            unreachable!("links join assignments")
        };
        if let Some(Stmt {
            kind: StmtKind::Assign { rhs, .. },
            ..
        }) = &mut merged[k]
        {
            let ExprKind::Binary { operands, .. } = &mut rhs.kind else {
                unreachable!("a link reads `u op term`")
            };
            let [_, term] = &**operands;
            *rhs = expr(ExprKind::Binary {
                op,
                operands: Box::new([first, term.clone()]),
            });
        }
    }
    for c in &chains {
        let mut acc: Option<Expr> = None;
        let mut target = None;
        for &m in &c.members {
            let Form::Update { op, term, .. } = &forms[m] else {
                unreachable!("chains hold updates")
            };
            let Some(StmtKind::Assign { lhs, rhs, .. }) = merged[m].take().map(|s| s.kind) else {
                unreachable!("chains hold assignments")
            };
            acc = Some(match (acc, op) {
                (None, None) => term.clone(),
                (None, Some(_)) => rhs,
                (Some(a), Some(op)) => expr(ExprKind::Binary {
                    op: *op,
                    operands: Box::new([a, term.clone()]),
                }),
                (Some(_), None) => unreachable!("only the first term stands alone"),
            });
            target = Some(lhs);
        }
        let last = *c.members.last().expect("not empty");
        merged[last] = Some(stmt(StmtKind::Assign {
            lhs: target.expect("a member"),
            rhs: acc.expect("a member"),
            print: false,
        }));
    }
    let merged = hoist_elements(merged.into_iter().flatten().collect(), uses, is_function);
    for (v, _) in free.iter().filter(|(_, (_, first))| *first <= last) {
        let e = entries.get(v).filter(|_| !reassigned.contains(v));
        if !e.is_some_and(|e| e.double) {
            checks.push(call(
                "isa",
                vec![
                    ident(v),
                    expr(ExprKind::Str {
                        value: Name::new("double"),
                        double_quoted: false,
                    }),
                ],
            ));
            checks.push(expr(ExprKind::Unary {
                op: UnOp::Not,
                operand: Box::new(call("issparse", vec![ident(v)])),
            }));
        }
        if !e.is_some_and(|e| e.real) {
            checks.push(call("isreal", vec![ident(v)]));
        }
    }
    let mut seen = HashSet::new();
    checks.retain(|c| seen.insert(syntax::print_expr(c)));
    let mut stmts = stmts;
    let after = stmts.split_off(last + 1);
    let mut out = match checks.into_iter().reduce(|a, b| {
        expr(ExprKind::Binary {
            op: BinOp::AndAnd,
            operands: Box::new([a, b]),
        })
    }) {
        None => merged,
        Some(cond) => vec![stmt(StmtKind::If {
            clauses: vec![IfClause { cond, body: merged }],
            else_body: Some(stmts),
        })],
    };
    out.extend(after);
    out
}
